import type { Bus } from '../../../platform/bus.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db.ts';
import { collectGarbageSoon } from '../../../platform/full-gc.ts';
import { BinanceFeed, type BinanceFeedOptions } from '../feeds/binance-feed.ts';
import type { createFeedPipeline } from '../feeds/feed-pipeline.ts';
import type { ManualPriceFeed } from '../feeds/manual-feed.ts';
import type { FeedLogger, PriceFeed } from '../feeds/price-feed.ts';
import { SimulatorFeed } from '../feeds/simulator-feed.ts';
import { type BackfillPlan, backfillHistory } from '../history/backfill.ts';
import type { BuiltCandle, CandleBuilder } from '../history/candle-builder.ts';
import { INTERVALS } from '../history/intervals.ts';
import { MARKET_RELOAD_TOPIC } from '../market-messages.ts';
import { type MarketView, toWorkingCandle } from '../market-view.ts';
import { latestCandles } from '../store/candle-repo.ts';
import { advisoryLockLease, type LeaderLease, soleLeaderLease } from './feed-leader.ts';

export type FeedLeadershipDeps = {
  db: Db;
  databaseKind: 'pglite' | 'postgres';
  bus: Bus;
  clock: Clock;
  log: FeedLogger;
  feed: 'off' | 'manual' | 'simulator' | 'binance';
  manualFeed?: ManualPriceFeed;
  seed: number;
  binanceWsUrl: string;
  binance?: Partial<Omit<BinanceFeedOptions, 'url' | 'seed'>>;
  backfill: BackfillPlan | false;
  view: MarketView;
  builder: CandleBuilder;
  pipeline: ReturnType<typeof createFeedPipeline>;
  /** Reloads this instance's view from the database (after it rewrote history). */
  loadView: () => Promise<void>;
  /** Tells this instance's own bus messages from other instances'. */
  instanceId: string;
  /** The market data is stopping: background work gives up. */
  stopped: () => boolean;
};

/** The price feed MARKET_FEED names (none when off). */
function createFeed(options: FeedLeadershipDeps): PriceFeed | undefined {
  switch (options.feed) {
    case 'off':
      return undefined;
    case 'manual':
      if (!options.manualFeed) throw new Error('MARKET_FEED manual needs a ManualPriceFeed');
      return options.manualFeed;
    case 'simulator':
      return new SimulatorFeed(options.seed);
    case 'binance':
      return new BinanceFeed({ url: options.binanceWsUrl, seed: options.seed, ...options.binance });
  }
}

/** The recent part of the history plan, before the feed starts; answers how to write the older part. */
async function backfillRecent(options: FeedLeadershipDeps) {
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
 * Being the feed leader: one process (elected by a database lease) runs the feed, backfills history and
 * writes ticks and candles; the others follow over the bus and take over when it goes.
 */
export function createFeedLeadership(deps: FeedLeadershipDeps) {
  const { db, bus, clock, log, options, view, builder, pipeline, loadView, instanceId, stopped } = {
    ...deps,
    options: deps,
  };
  let lease: LeaderLease | undefined;
  let term = 0;
  let feed: PriceFeed | undefined;
  let leading = false;
  /** The older part of the history backfill, written while the feed already runs. */
  let background: Promise<void> = Promise.resolve();
  let pendingRest: ((cancelled: () => boolean) => Promise<number>) | undefined;
  /** Set by a backfill: other instances' views must reload (this one loads after leading anyway). */
  let historyRewritten = false;

  /** Becoming leader: fill history, continue the candles where they stand, start the feed. */
  async function lead(): Promise<void> {
    leading = true;
    term += 1;
    const writeRest = await backfillRecent(options);
    if (writeRest) {
      historyRewritten = true;
      pendingRest = writeRest;
    }
    const symbols = view.instruments().map((l) => l.instrument.symbol);
    const seeds: BuiltCandle[] = (await latestCandles(db, symbols, INTERVALS)).map((row) => ({
      symbol: row.symbol,
      interval: row.interval,
      candle: toWorkingCandle(row),
    }));
    builder.seed(seeds);
  }

  async function startFeed(): Promise<void> {
    feed = createFeed(options);
    if (!feed) return;
    await feed.start({
      instruments: view.instruments(),
      startPrice: (symbol) => view.lastPrice(symbol),
      emit: (ticks) => pipeline.emit(ticks),
      now: () => clock.now(),
      log,
    });
    log.info({ feed: feed.name }, 'market feed started');
  }

  /** Once the feed runs and the view is loaded: the older history, without holding up the start. */
  async function afterFeedStarted(): Promise<void> {
    if (historyRewritten) {
      historyRewritten = false;
      await bus.publish(MARKET_RELOAD_TOPIC, { reason: 'backfill', origin: instanceId });
    }
    writeOlderHistory();
  }

  function writeOlderHistory(): void {
    const writeRest = pendingRest;
    pendingRest = undefined;
    if (!writeRest) return;
    const started = performance.now();
    background = writeRest(() => stopped() || !leading).then(
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

  async function stepDown(): Promise<void> {
    leading = false;
    await feed?.stop();
    feed = undefined;
    await pipeline.drain();
    await background;
  }

  async function tryToLead(): Promise<void> {
    if (stopped() || leading || !lease) return;
    if (!(await lease.tryAcquire())) return;
    log.info('this process is now the market feed leader');
    await lead();
    if (historyRewritten) await loadView();
    await startFeed();
    await afterFeedStarted();
  }

  return {
    tryToLead,
    stepDown,
    /** At start: takes the lease if free and prepares to lead (history, candles) before the view loads. */
    async begin(): Promise<void> {
      if (options.feed === 'off') return;
      lease =
        options.databaseKind === 'pglite'
          ? soleLeaderLease()
          : advisoryLockLease(db, log, () => {
              stepDown().catch((error: unknown) => log.error({ err: error }, 'stepping down failed'));
            });
      if (await lease.tryAcquire()) await lead();
    },
    /** After the view loaded: the leader starts its feed. */
    async startIfLeading(): Promise<void> {
      if (!leading) return;
      await startFeed();
      await afterFeedStarted();
    },
    async stop(): Promise<void> {
      await stepDown();
      await lease?.release();
    },
    isLeader: () => leading,
    term: () => term,
  };
}
