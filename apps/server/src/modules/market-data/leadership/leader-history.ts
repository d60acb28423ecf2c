import type { Bus } from '../../../platform/bus.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db.ts';
import { collectGarbageSoon } from '../../../platform/full-gc.ts';
import type { FeedLogger } from '../feeds/price-feed.ts';
import { type BackfillPlan, backfillHistory } from '../history/backfill.ts';
import { MARKET_RELOAD_TOPIC } from '../market-messages.ts';
import type { MarketView } from '../market-view.ts';

export type LeaderHistoryDeps = {
  db: Db;
  databaseKind: 'pglite' | 'postgres';
  bus: Bus;
  clock: Clock;
  log: FeedLogger;
  seed: number;
  backfill: BackfillPlan | false;
  view: MarketView;
  /** Tells this instance's own bus messages from other instances'. */
  instanceId: string;
};

/** The recent part of the history plan, before the feed starts; answers how to write the older part. */
async function backfillRecent(options: LeaderHistoryDeps) {
  if (!options.backfill) return undefined;
  const result = await backfillHistory({
    db: options.db,
    databaseKind: options.databaseKind,
    instruments: options.view.instruments(),
    seed: options.seed,
    now: options.clock.now(),
    plan: options.backfill,
  });
  if (result.candles === 0) return undefined;
  const { writeRest, ...figures } = result;
  options.log.info(figures, 'market history backfilled (recent part)');
  return writeRest;
}

/**
 * The history a new feed leader writes: the recent part before its feed starts, the older part in the
 * background once the feed runs (given up when `cancelled`), and the word to the other instances that it
 * was rewritten.
 */
export function createLeaderHistory(deps: LeaderHistoryDeps, cancelled: () => boolean) {
  const { bus, log, instanceId } = deps;
  /** The older part of the history backfill, written while the feed already runs. */
  let background: Promise<void> = Promise.resolve();
  let pendingRest: ((cancelled: () => boolean) => Promise<number>) | undefined;
  /** Set by a backfill: other instances' views must reload (this one loads after leading anyway). */
  let historyRewritten = false;

  function writeOlderHistory(): void {
    const writeRest = pendingRest;
    pendingRest = undefined;
    if (!writeRest) return;
    const started = performance.now();
    background = writeRest(cancelled).then(
      (written) => {
        log.info(
          { candles: written, ms: Math.round(performance.now() - started) },
          'market history backfilled (older part)',
        );
        // The generated history (over 20 MiB on a first start) is garbage now: free it at once.
        collectGarbageSoon();
      },
      (error: unknown) => log.error({ err: error }, 'market history backfill failed'),
    );
  }

  return {
    /** Before the feed starts: the recent part of the plan. */
    async writeRecent(): Promise<void> {
      const writeRest = await backfillRecent(deps);
      if (writeRest) {
        historyRewritten = true;
        pendingRest = writeRest;
      }
    },
    /** Whether the stored history changed under the views since they loaded. */
    rewritten: () => historyRewritten,
    /** Once the feed runs and the view is loaded: the older history, without holding up the start. */
    async afterFeedStarted(): Promise<void> {
      if (historyRewritten) {
        historyRewritten = false;
        await bus.publish(MARKET_RELOAD_TOPIC, { reason: 'backfill', origin: instanceId });
      }
      writeOlderHistory();
    },
    /** The older part's writing, done (or given up) when this settles. */
    background: () => background,
  };
}
