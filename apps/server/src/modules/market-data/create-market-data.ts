import { randomUUID } from 'node:crypto';
import { parseSymbol, type Ticker } from '@halcyon/api';
import type { Bus } from '../../platform/bus.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { sessionAt } from './calendar/session-calendar.ts';
import { BinanceFeed, type BinanceFeedOptions } from './feeds/binance-feed.ts';
import { createFeedPipeline } from './feeds/feed-pipeline.ts';
import type { ManualPriceFeed } from './feeds/manual-feed.ts';
import type { FeedLogger, PriceFeed } from './feeds/price-feed.ts';
import { SimulatorFeed } from './feeds/simulator-feed.ts';
import { type BackfillPlan, backfillHistory } from './history/backfill.ts';
import { type BuiltCandle, CandleBuilder } from './history/candle-builder.ts';
import { DAY_MS, INTERVALS, MINUTE_MS } from './history/intervals.ts';
import { advisoryLockLease, type LeaderLease, soleLeaderLease } from './leadership/feed-leader.ts';
import { catalogRows, type ListedInstrument, toListedInstrument } from './listed-instrument.ts';
import type { MarketDataRuntime } from './market-data.ts';
import {
  MARKET_RELOAD_TOPIC,
  MARKET_TICKS_TOPIC,
  marketReloadMessage,
  marketTicksMessage,
} from './market-messages.ts';
import { createMarketReads } from './market-reads.ts';
import { MarketView, toWorkingCandle } from './market-view.ts';
import { latestCandles, recentMinuteCandles } from './store/candle-repo.ts';
import { insertMissingInstruments, listInstruments } from './store/instrument-repo.ts';
import { createMaintenance, DEFAULT_RETENTION, type Retention } from './store/maintenance.ts';
import { latestTicks } from './store/tick-repo.ts';

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
};

const PRUNE_EVERY_MS = 10 * MINUTE_MS;

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
  let lease: LeaderLease | undefined;
  let term = 0;
  let feed: PriceFeed | undefined;
  let leading = false;
  let stopped = false;
  /** The older part of the history backfill, written while the feed already runs. */
  let background: Promise<void> = Promise.resolve();
  let pendingRest: ((cancelled: () => boolean) => Promise<number>) | undefined;
  /** Set by a backfill: other instances' views must reload (this one loads after leading anyway). */
  let historyRewritten = false;
  const timers: NodeJS.Timeout[] = [];
  /** Tells this instance's own bus messages from other instances'. */
  const instanceId = randomUUID();
  const unsubscribes: Array<() => void> = [];

  function resolve(symbol: string): ListedInstrument | undefined {
    const parsed = parseSymbol(symbol);
    return parsed ? view.listed(parsed.symbol) : undefined;
  }

  function mustResolve(symbol: string): ListedInstrument {
    const listed = resolve(symbol);
    if (!listed) throw new AppError('SYMBOL_NOT_FOUND', { symbol });
    return listed;
  }

  async function loadInstruments(): Promise<void> {
    view.setInstruments((await listInstruments(db)).map(toListedInstrument));
  }

  async function loadView(): Promise<void> {
    const symbols = view.instruments().map((l) => l.instrument.symbol);
    const [ticks, latest, minutes] = await Promise.all([
      latestTicks(db, symbols),
      latestCandles(db, symbols, INTERVALS),
      recentMinuteCandles(db, symbols, DAY_MS),
    ]);
    view.load({ ticks, latestCandles: latest, minuteCandles: minutes });
  }

  function createFeed(): PriceFeed | undefined {
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

  /** Becoming leader: fill history, continue the candles where they stand, start the feed. */
  async function lead(): Promise<void> {
    leading = true;
    term += 1;
    if (options.backfill) {
      const result = await backfillHistory({
        db,
        databaseKind: options.databaseKind,
        instruments: view.instruments(),
        seed: options.seed,
        now: clock.now(),
        plan: options.backfill,
      });
      if (result.candles > 0) {
        const { writeRest, ...figures } = result;
        log.info(figures, 'market history backfilled (recent part)');
        historyRewritten = true;
        pendingRest = writeRest;
      }
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
    feed = createFeed();
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
    background = writeRest(() => stopped || !leading).then(
      (written) =>
        log.info(
          { candles: written, ms: Math.round(performance.now() - started) },
          'market history backfilled (older part)',
        ),
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

  const maintenance = createMaintenance({ db, databaseKind: options.databaseKind, retention, log });

  function every(ms: number, task: () => void | Promise<void>, what: string): void {
    const timer = setInterval(() => {
      Promise.resolve()
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, `${what} failed`));
    }, ms);
    timer.unref();
    timers.push(timer);
  }

  async function tryToLead(): Promise<void> {
    if (stopped || leading || !lease) return;
    if (!(await lease.tryAcquire())) return;
    log.info('this process is now the market feed leader');
    await lead();
    if (historyRewritten) await loadView();
    await startFeed();
    await afterFeedStarted();
  }

  const reads = createMarketReads({ db, view, clock });

  const runtime: MarketDataRuntime = {
    instruments: () => view.instruments().map((l) => l.instrument),
    instrument: (symbol) => resolve(symbol)?.instrument,
    tickers: () => view.tickers(),
    ticker: (symbol) => {
      const listed = resolve(symbol);
      return listed ? view.ticker(listed.instrument.symbol) : undefined;
    },
    session(symbol, at = clock.now()) {
      const listed = mustResolve(symbol);
      return view.session(listed.instrument.symbol, at) ?? sessionAt(listed.instrument.calendar, at);
    },
    latestTick: (symbol) => {
      const listed = resolve(symbol);
      return listed ? view.latestTick(listed.instrument.symbol) : undefined;
    },
    priceSource: (symbol) => {
      const listed = resolve(symbol);
      return (listed && view.latestTick(listed.instrument.symbol)?.source) ?? 'none';
    },

    // async: an unknown symbol rejects the promise rather than throwing at the call.
    candles: async (symbol, interval, limit, endTime) =>
      reads.candles(mustResolve(symbol), interval, limit, endTime),
    stats: async (symbol, periodMs) => reads.stats(mustResolve(symbol), periodMs),
    async tickAt(symbol, time) {
      const listed = resolve(symbol);
      return listed ? reads.tickAt(listed, time) : undefined;
    },

    onTickers: (listener: (changed: Ticker[]) => void) => view.onTickers(listener),
    onCandle: (listener) => view.onCandle(listener),

    async reloadInstruments() {
      await loadInstruments();
    },

    async start() {
      stopped = false;
      await insertMissingInstruments(db, catalogRows(), new Date(clock.now()));
      await loadInstruments();
      unsubscribes.push(
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
      );
      if (options.feed !== 'off') {
        lease =
          options.databaseKind === 'pglite'
            ? soleLeaderLease()
            : advisoryLockLease(db, log, () => {
                stepDown().catch((error: unknown) => log.error({ err: error }, 'stepping down failed'));
              });
        if (await lease.tryAcquire()) await lead();
      }
      const loadStarted = performance.now();
      await loadView();
      log.debug({ ms: Math.round(performance.now() - loadStarted) }, 'market view loaded');
      if (leading) {
        await startFeed();
        await afterFeedStarted();
      }
      if (options.timers) {
        every(1000, () => view.checkFlags(), 'ticker flag check');
        if (options.feed !== 'off') {
          every(options.leaderRetryMs ?? 5_000, tryToLead, 'feed leader election');
          every(
            PRUNE_EVERY_MS,
            async () => {
              if (leading) await maintenance.prune(clock.now(), () => stopped);
            },
            'market data pruning',
          );
        }
      }
    },

    async stop() {
      stopped = true;
      for (const timer of timers.splice(0)) clearInterval(timer);
      await stepDown();
      await lease?.release();
      for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
      view.stop();
    },

    isLeader: () => leading,
    leaderTerm: () => term,
  };
  return runtime;
}
