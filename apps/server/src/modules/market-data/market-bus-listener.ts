import type { Bus } from '../../platform/bus.ts';
import type { FeedLogger } from './feeds/price-feed.ts';
import {
  MARKET_RELOAD_TOPIC,
  MARKET_TICKS_TOPIC,
  marketReloadMessage,
  marketTicksMessage,
} from './market-messages.ts';
import type { MarketView } from './market-view.ts';

/**
 * Every instance hears the leader's ticks, and reloads when another instance rewrote history. Answers how
 * to stop listening, one function per topic.
 */
export function listenToMarketBus({
  bus,
  view,
  log,
  instanceId,
  loadView,
}: {
  bus: Bus;
  view: MarketView;
  log: FeedLogger;
  /** This instance's id, as its own messages carry it. */
  instanceId: string;
  loadView: () => Promise<void>;
}): Array<() => void> {
  return [
    bus.subscribe(MARKET_TICKS_TOPIC, (payload) => {
      const parsed = marketTicksMessage.safeParse(payload);
      if (parsed.success) view.apply(parsed.data);
      else log.warn({ issues: parsed.error.issues.slice(0, 3) }, 'malformed market tick message dropped');
    }),
    bus.subscribe(MARKET_RELOAD_TOPIC, (payload) => {
      const parsed = marketReloadMessage.safeParse(payload);
      // This instance reloads its own view itself after writing history.
      if (!parsed.success || parsed.data.origin === instanceId) return;
      loadView().catch((error: unknown) => log.error({ err: error }, 'market view reload failed'));
    }),
  ];
}
