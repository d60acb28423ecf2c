import type { Ticker } from '@halcyon/api';
import type { Bus } from '../../platform/bus.ts';
import type { Db } from '../../platform/db.ts';
import { publishUserEvent } from '../../platform/user-events.ts';
import type { MarketData } from '../market-data/index.ts';
import { listRunningOrdersOf } from './repo.ts';

/**
 * Live marks of running contracts: on each ticker change (the market view calls at most once a second)
 * every running contract of a changed pair gets the new price on its owner's `user` channel. Only one
 * process publishes (the feed leader), so several instances do not send each mark several times.
 */
export function startContractMarks(deps: {
  db: Db;
  bus: Bus;
  marketData: Pick<MarketData, 'onTickers'>;
  shouldPublish: () => boolean;
  log: { error(object: unknown, message: string): void };
}): () => void {
  let busy = false;
  const publish = async (changed: Ticker[]) => {
    const bySymbol = new Map(changed.filter((t) => !t.stale).map((ticker) => [ticker.symbol, ticker]));
    const orders = await listRunningOrdersOf(deps.db, [...bySymbol.keys()]);
    for (const order of orders) {
      const ticker = bySymbol.get(order.symbol);
      if (!ticker) continue;
      await publishUserEvent(deps.bus, order.user_id, {
        kind: 'contract-mark',
        mark: { orderNo: order.order_no, symbol: order.symbol, price: ticker.price, time: ticker.time },
      });
    }
  };
  return deps.marketData.onTickers((changed) => {
    // A slow round is skipped rather than queued: a mark is only worth its latest value.
    if (busy || !deps.shouldPublish()) return;
    busy = true;
    publish(changed)
      .catch((error: unknown) => deps.log.error({ err: error }, 'second contract marks failed'))
      .finally(() => {
        busy = false;
      });
  });
}
