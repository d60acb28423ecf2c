import type { Clock } from '../../platform/clock.ts';
import type { FeedLogger } from './feeds/price-feed.ts';
import { MINUTE_MS } from './history/intervals.ts';
import type { createFeedLeadership } from './leadership/feed-leadership.ts';
import type { MarketView } from './market-view.ts';
import type { createMaintenance } from './store/maintenance.ts';

const PRUNE_EVERY_MS = 10 * MINUTE_MS;

/**
 * The market data's background work: staleness notices always; with a feed, the leader election's retries
 * and (on the leader) pruning. Each timer is unref'd and logs its task's failure; answers them to clear.
 */
export function startMarketTimers(deps: {
  view: MarketView;
  leadership: ReturnType<typeof createFeedLeadership>;
  maintenance: ReturnType<typeof createMaintenance>;
  clock: Clock;
  log: FeedLogger;
  feed: 'off' | 'manual' | 'simulator' | 'binance';
  leaderRetryMs?: number;
  stopped: () => boolean;
}): NodeJS.Timeout[] {
  const { view, leadership, maintenance, clock, log, stopped } = deps;
  const timers: NodeJS.Timeout[] = [];
  function every(ms: number, task: () => void | Promise<void>, what: string): void {
    const timer = setInterval(() => {
      Promise.resolve()
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, `${what} failed`));
    }, ms);
    timer.unref();
    timers.push(timer);
  }

  every(1000, () => view.checkFlags(), 'ticker flag check');
  if (deps.feed === 'off') return timers;
  every(deps.leaderRetryMs ?? 5_000, leadership.tryToLead, 'feed leader election');
  every(
    PRUNE_EVERY_MS,
    async () => {
      if (leadership.isLeader()) await maintenance.prune(clock.now(), stopped);
    },
    'market data pruning',
  );
  return timers;
}
