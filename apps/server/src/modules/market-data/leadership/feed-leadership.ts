import { BinanceFeed, type BinanceFeedOptions } from '../feeds/binance-feed.ts';
import type { createFeedPipeline } from '../feeds/feed-pipeline.ts';
import type { ManualPriceFeed } from '../feeds/manual-feed.ts';
import type { FeedContext, PriceFeed } from '../feeds/price-feed.ts';
import { SimulatorFeed } from '../feeds/simulator-feed.ts';
import type { BuiltCandle, CandleBuilder } from '../history/candle-builder.ts';
import { INTERVALS } from '../history/intervals.ts';
import { toWorkingCandle } from '../market-view.ts';
import { latestCandles } from '../store/candle-repo.ts';
import { advisoryLockLease, type LeaderLease, soleLeaderLease } from './feed-leader.ts';
import { createLeaderHistory, type LeaderHistoryDeps } from './leader-history.ts';

/** What leading takes beyond the history (leader-history.ts): the feed and where its ticks go. */
export type FeedLeadershipDeps = LeaderHistoryDeps & {
  feed: 'off' | 'manual' | 'simulator' | 'binance';
  manualFeed?: ManualPriceFeed;
  binanceWsUrl: string;
  binance?: Partial<Omit<BinanceFeedOptions, 'url' | 'seed'>>;
  builder: CandleBuilder;
  pipeline: ReturnType<typeof createFeedPipeline>;
  /** Reloads this instance's view from the database (after it rewrote history). */
  loadView: () => Promise<void>;
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

/** The candle builder continues each pair's candles where the stored ones stand. */
async function resumeCandles({ db, view, builder }: FeedLeadershipDeps): Promise<void> {
  const symbols = view.instruments().map((l) => l.instrument.symbol);
  const seeds: BuiltCandle[] = (await latestCandles(db, symbols, INTERVALS)).map((row) => ({
    symbol: row.symbol,
    interval: row.interval,
    candle: toWorkingCandle(row),
  }));
  builder.seed(seeds);
}

/** What a started feed is given: the pairs and their last prices, and the pipeline its ticks go into. */
function feedContextOf({ view, pipeline, clock, log }: FeedLeadershipDeps): FeedContext {
  return {
    instruments: view.instruments(),
    startPrice: (symbol) => view.lastPrice(symbol),
    emit: (ticks) => pipeline.emit(ticks),
    now: () => clock.now(),
    log,
  };
}

/**
 * Being the feed leader: one process (elected by a database lease) runs the feed, backfills history and
 * writes ticks and candles; the others follow over the bus and take over when it goes.
 */
export function createFeedLeadership(deps: FeedLeadershipDeps) {
  const { db, log, options, pipeline, loadView, stopped } = {
    ...deps,
    options: deps,
  };
  let lease: LeaderLease | undefined;
  let term = 0;
  let feed: PriceFeed | undefined;
  let leading = false;
  const history = createLeaderHistory(deps, () => stopped() || !leading);

  /** Becoming leader: fill history, continue the candles where they stand, start the feed. */
  async function lead(): Promise<void> {
    leading = true;
    term += 1;
    await history.writeRecent();
    await resumeCandles(deps);
  }

  async function startFeed(): Promise<void> {
    feed = createFeed(options);
    if (!feed) return;
    await feed.start(feedContextOf(deps));
    log.info({ feed: feed.name }, 'market feed started');
  }

  async function stepDown(): Promise<void> {
    leading = false;
    await feed?.stop();
    feed = undefined;
    await pipeline.drain();
    await history.background();
  }

  async function tryToLead(): Promise<void> {
    if (stopped() || leading || !lease) return;
    if (!(await lease.tryAcquire())) return;
    log.info('this process is now the market feed leader');
    await lead();
    if (history.rewritten()) await loadView();
    await startFeed();
    await history.afterFeedStarted();
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
      await history.afterFeedStarted();
    },
    async stop(): Promise<void> {
      await stepDown();
      await lease?.release();
    },
    isLeader: () => leading,
    term: () => term,
  };
}
