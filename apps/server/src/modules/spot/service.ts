import type { OrdersQuery } from '@halcyon/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Bus } from '../../platform/bus.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { Ledger } from '../ledger/index.ts';
import type { MarketData } from '../market-data/index.ts';
import { createOrderReplays } from './order-replays.ts';
import { createSpotBooks } from './spot-books.ts';
import { createSpotCommands } from './spot-commands.ts';
import { createSpotEvents } from './spot-events.ts';
import { createSpotQueries } from './spot-queries.ts';
import { createSpotWriter } from './spot-writer.ts';
import { HOUSE_OWNER, type SymbolDesk } from './symbol-desk.ts';

export type { OrderOutcome } from './order-replays.ts';

export type SpotServiceDeps = {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  bus: Bus;
  ledger: Ledger;
  marketData: MarketData;
  /**
   * This process's term as host of the books, null while it is not the host. Books live in memory, so with
   * several server processes only one (the feed leader) may change them; the others refuse commands
   * rather than match on a copy. A new term means another process may have hosted in between.
   */
  hostTerm?: () => number | null;
  /** The database has more than one connection: a batch may read beside its transaction (PostgreSQL). */
  parallelReads?: boolean;
};

export type SpotService = ReturnType<typeof createSpotService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's spot engine: tests and the liquidity maker reach quoteSink and marketView here. */
    spotService: SpotService;
  }
}

/**
 * Spot trading, composed: the books and who hosts them (spot-books.ts), one BatchWriter with group commit
 * (spot-writer.ts), commands (spot-commands.ts), queries (spot-queries.ts), events after each commit
 * (spot-events.ts) and idempotent replays (order-replays.ts). `quoteSink` is the liquidity maker's way
 * in, `marketView` the realtime hub's.
 */
export function createSpotService(deps: SpotServiceDeps) {
  const { db, clock, ledger, marketData, bus, log } = deps;
  const books = createSpotBooks({ db, clock, log, marketData, hostTerm: deps.hostTerm ?? (() => 1) });
  const events = createSpotEvents({ bus, clock, log, ledger, books });
  // A rebuilt book lost the house's quotes: put them back (quoteSink exists by the time a batch runs). The
  // sink paces this like any re-quote, so quotes whose own failure caused the rebuild are not rerun at once.
  const recovered = (desk: SymbolDesk) => {
    if (desk.lastHouseQuotes.length === 0) return;
    commands.quoteSink.replaceQuotes(desk.symbol, desk.lastHouseQuotes).catch((error: unknown) => {
      log.warn({ err: error, symbol: desk.symbol }, 'house quotes not restored after a rebuild');
    });
  };
  const parallelReads = deps.parallelReads ?? false;
  const writer = createSpotWriter({ db, clock, log, ledger, books, events, recovered, parallelReads });
  const replays = createOrderReplays(clock);
  const commands = createSpotCommands({ db, clock, marketData, books, writer, replays, log });
  const queries = createSpotQueries({ db, ledger, marketData, books });

  return {
    placeLimit: commands.placeLimit,
    placeMarket: commands.placeMarket,
    cancel: commands.cancel,
    cancelAll: commands.cancelAll,
    pendingOrders: (userId: string, query: OrdersQuery) => queries.orders(userId, query, true),
    orderHistory: (userId: string, query: OrdersQuery) => queries.orders(userId, query, false),
    myTrades: queries.myTrades,
    positions: queries.positions,
    balances: queries.spotBalances,
    marketView: queries.marketView,
    quoteSink: commands.quoteSink,
    /** The canonical BASE/USDT of any accepted spelling; SYMBOL_NOT_FOUND otherwise. */
    symbolOf: (symbol: string) => books.instrumentOf(symbol).symbol,
    /** The owner id house quotes carry in the engine. */
    houseOwner: HOUSE_OWNER,
    /** Rebuilds the books that have open orders (restart), before requests are served. */
    start: () => books.start(),
    /** Lets running commands finish and stops the depth timers. */
    async stop(): Promise<void> {
      events.stop();
      await writer.idle();
    },
  };
}
