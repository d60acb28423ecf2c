import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { MarketData } from '../market-data/index.ts';
import { createOrderCancels } from './cancel-orders.ts';
import type { PacingLog } from './house-quote-pacing.ts';
import { createHouseQuotes } from './house-quotes.ts';
import { createNewOrders } from './new-order.ts';
import type { OrderReplays } from './order-replays.ts';
import { createPlaceLimit } from './place-limit.ts';
import { createPlaceMarket } from './place-market.ts';
import type { SpotBooks } from './spot-books.ts';
import type { SpotWriter } from './spot-writer.ts';

type Deps = {
  db: Db;
  clock: Clock;
  marketData: MarketData;
  books: SpotBooks;
  writer: SpotWriter;
  replays: OrderReplays;
  log: PacingLog;
};

/**
 * The commands that change the books: place (limit, market), cancel, cancel all, and the house's quotes.
 * Checked first (the rules that need no book), then, inside the writer, walked (market orders), frozen,
 * matched and settled, committed with their batch.
 */
export function createSpotCommands(deps: Deps) {
  const orders = createNewOrders({ clock: deps.clock, replays: deps.replays });
  const { cancel, cancelAll } = createOrderCancels(deps);
  return {
    placeLimit: createPlaceLimit({ ...deps, orders }),
    placeMarket: createPlaceMarket({ ...deps, orders }),
    cancel,
    cancelAll,
    quoteSink: createHouseQuotes(deps),
  };
}
