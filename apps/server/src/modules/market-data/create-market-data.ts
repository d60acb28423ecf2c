import { randomUUID } from 'node:crypto';
import type { Bus } from '../../platform/bus.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { BinanceFeedOptions } from './feeds/binance-feed.ts';
import { createFeedPipeline } from './feeds/feed-pipeline.ts';
import type { ManualPriceFeed } from './feeds/manual-feed.ts';
import type { FeedLogger } from './feeds/price-feed.ts';
import type { BackfillPlan } from './history/backfill.ts';
import { CandleBuilder } from './history/candle-builder.ts';
import { createFeedLeadership } from './leadership/feed-leadership.ts';
import { catalogRows } from './listed-instrument.ts';
import { listenToMarketBus } from './market-bus-listener.ts';
import type { MarketDataRuntime } from './market-data.ts';
import { createMarketReads } from './market-reads.ts';
import { startMarketTimers } from './market-timers.ts';
import { MarketView } from './market-view.ts';
import { type InstrumentRow, insertMissingInstruments } from './store/instrument-repo.ts';
import { createMaintenance, DEFAULT_RETENTION, type Retention } from './store/maintenance.ts';
import { loadStoredInstruments, loadStoredView } from './view-loading.ts';
import { viewReads } from './view-reads.ts';

export type MarketFeedMode = 'off' | 'manual' | 'simulator' | 'binance';

export type MarketDataOptions = {
  db: Db;
  databaseKind: 'pglite' | 'postgres';
  bus: Bus;
  clock: Clock;
  log: FeedLogger;
  /** off: no feed at all (prices only from what is stored); manual: `manualFeed` drives it (tests). */
  feed: MarketFeedMode;
  manualFeed?: ManualPriceFeed;
  seed: number;
  binanceWsUrl: string;
  /** Tuning of the Binance adapter (tests shorten its timings). */
  binance?: Partial<Omit<BinanceFeedOptions, 'url' | 'seed'>>;
  staleAfterMs: number;
  /** History generated on first start (and gaps filled on restarts); false for none. */
  backfill: BackfillPlan | false;
  /** Background timers: staleness notices, pruning, leader retries. Off in tests that drive time themselves. */
  timers: boolean;
  leaderRetryMs?: number;
  retention?: Partial<Retention>;
  /**
   * The instruments listed on start when missing (the whole catalog unless given): tests of the start and
   * its backfill list one pair of each calendar, a tenth of the catalog's history to generate and write.
   */
  catalog?: InstrumentRow[];
};

/**
 * Market data for one server process: the instruments, the in-memory view every instance keeps from the
 * bus, and (when this process is the elected feed leader) the feed, its storage and the history backfill.
 */
export function createMarketData(options: MarketDataOptions): MarketDataRuntime {
  const { db, bus, clock, log } = options;
  const retention = { ...DEFAULT_RETENTION, ...options.retention };
  const view = new MarketView(clock, options.staleAfterMs, (error) =>
    log.error({ err: error }, 'market data listener failed'),
  );
  const builder = new CandleBuilder();
  const pipeline = createFeedPipeline({ db, bus, builder, instrument: (s) => view.listed(s), log });
  let stopped = false;
  const timers: NodeJS.Timeout[] = [];
  /** Tells this instance's own bus messages from other instances'. */
  const instanceId = randomUUID();
  const unsubscribes: Array<() => void> = [];

  const loadInstruments = () => loadStoredInstruments(db, view);
  const loadView = () => loadStoredView(db, view);

  const leadership = createFeedLeadership({
    ...options,
    view,
    builder,
    pipeline,
    loadView,
    instanceId,
    stopped: () => stopped,
  });
  const maintenance = createMaintenance({ db, databaseKind: options.databaseKind, retention, log });

  return {
    ...viewReads({ view, reads: createMarketReads({ db, view, clock }), clock }),

    async reloadInstruments() {
      await loadInstruments();
    },

    async start() {
      stopped = false;
      await insertMissingInstruments(db, options.catalog ?? catalogRows(), new Date(clock.now()));
      await loadInstruments();
      unsubscribes.push(...listenToMarketBus({ bus, view, log, instanceId, loadView }));
      await leadership.begin();
      const loadStarted = performance.now();
      await loadView();
      log.debug({ ms: Math.round(performance.now() - loadStarted) }, 'market view loaded');
      await leadership.startIfLeading();
      if (options.timers) {
        timers.push(
          ...startMarketTimers({ ...options, view, leadership, maintenance, stopped: () => stopped }),
        );
      }
    },

    async stop() {
      stopped = true;
      for (const timer of timers.splice(0)) clearInterval(timer);
      await leadership.stop();
      for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
      view.stop();
    },

    isLeader: () => leadership.isLeader(),
    leaderTerm: () => leadership.term(),
  };
}
