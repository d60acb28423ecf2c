import { performance } from 'node:perf_hooks';
import {
  type DepthSnapshot,
  depthChannel,
  depthSnapshot,
  klineChannel,
  MARKET_LIMITS,
  type PublicTrade,
  parseSymbol,
  publicTrade,
  SPOT_LIMITS,
  type Ticker,
  tickerChannel,
  tradesChannel,
  USER_CHANNEL,
} from '@halcyon/api';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Bus } from '../../platform/bus.ts';
import type { Clock } from '../../platform/clock.ts';
import { subscribeUserEvents, type UserEventEnvelope } from '../../platform/user-events.ts';
import type { CandleUpdate, MarketData } from '../market-data/index.ts';
import type { CandleCache } from '../markets/index.ts';
import {
  SPOT_DEPTH_TOPIC,
  SPOT_TRADES_TOPIC,
  type SpotMarketView,
  type SpotTradesMessage,
} from '../spot/index.ts';
import { type Channel, TICKERS_CHANNEL } from './channels.ts';
import { diffDepth, topOfBook } from './depth-diff.ts';
import { type DataFrame, dataFrame } from './wire.ts';

/** The hub's view of one connection. */
export interface Subscriber {
  /** Snapshots: always sent (a connection too far behind is dropped by the connection itself). */
  send(frame: DataFrame, seq: number): void;
  /** Updates: skipped while the connection is behind; seq advances anyway, so the client sees a gap. */
  offer(frame: DataFrame, seq: number): void;
  /** The hub gave up on a channel (its snapshot could not be loaded). */
  dropped(channel: string): void;
}

type Entry = {
  seq: number;
  pending: boolean;
  /** `trades` only: the matches announced while this subscriber's snapshot loads, one list each. */
  missed?: PublicTrade[][];
};
/**
 * `depth` only. `book` is the view every subscriber holds (the last snapshot or diff sent): diffs are taken
 * against it. `latest` is the newest book heard and not yet sent, waiting for the throttle (or, before
 * `book` exists, for the first snapshot to load).
 */
type DepthState = {
  book?: DepthSnapshot;
  latest?: DepthSnapshot;
  loading: boolean;
  lastSentAt: number;
  timer?: NodeJS.Timeout;
};
type ChannelState = { channel: Channel; entries: Map<Subscriber, Entry>; depth?: DepthState };

export type Hub = ReturnType<typeof createHub>;

export type HubOptions = {
  marketData: Pick<MarketData, 'tickers' | 'ticker' | 'onTickers' | 'onCandle'>;
  candles: Pick<CandleCache, 'peek' | 'load'>;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** Candles in a kline snapshot. */
  klineSnapshotSize?: number;
  /** Source of user events and of the spot engine's depth and trades; without it those channels stay quiet. */
  bus?: Bus;
  /** Snapshots of `depth` and `trades`; without it (no spot engine) those channels are unknown. */
  spotMarket?: SpotMarketView;
  /** Public trades in a `trades` snapshot. */
  tradesSnapshotSize?: number;
  /** Least time between two depth diffs of one channel. */
  depthIntervalMs?: number;
  /** Monotonic milliseconds for the depth throttle (a rate, not a time shown to anyone). */
  monotonicNow?: () => number;
};

const spotTradesMessage = z.object({ symbol: z.string(), trades: z.array(publicTrade).min(1) });

/** Internal key of a user's private channel: every user's `user` is a channel of its own. */
const userKey = (userId: string) => `${USER_CHANNEL}:${userId}`;

/**
 * Channel -> subscribers, and the fan-out. Each update is serialised once per channel (see wire.ts); per
 * subscriber only the sequence number is appended. Every subscription starts with a snapshot (seq 1) and
 * its updates follow with seq + 1 each; a subscriber that was skipped (slow) sees a jump, which is its cue
 * to resubscribe, and resubscribing restarts the sequence with a fresh snapshot.
 */
export function createHub({
  marketData,
  candles,
  clock,
  log,
  klineSnapshotSize = MARKET_LIMITS.klineDefault,
  bus,
  spotMarket,
  tradesSnapshotSize = 50,
  depthIntervalMs = 1_000 / SPOT_LIMITS.depthUpdatesPerSecond,
  monotonicNow = () => performance.now(),
}: HubOptions) {
  const channels = new Map<string, ChannelState>();
  /** Whose `user` channel a subscriber holds (one at most: a connection is one user at a time). */
  const userOf = new Map<Subscriber, string>();
  const levels = SPOT_LIMITS.depthChannelLevels;
  const compactOf = new Map<string, string | undefined>();

  const compact = (symbol: string): string | undefined => {
    if (!compactOf.has(symbol)) compactOf.set(symbol, parseSymbol(symbol)?.compact);
    return compactOf.get(symbol);
  };

  const sendSnapshot = (subscriber: Subscriber, entry: Entry, frame: DataFrame) => {
    entry.pending = false;
    entry.seq = 1;
    subscriber.send(frame, entry.seq);
  };

  const broadcast = (state: ChannelState, data: unknown) => {
    let frame: DataFrame | undefined;
    for (const [subscriber, entry] of state.entries) {
      if (entry.pending) continue;
      frame ??= dataFrame('update', state.channel.name, clock.now(), data);
      entry.seq += 1;
      subscriber.offer(frame, entry.seq);
    }
  };

  /** Kline snapshots come from the candle cache; the first subscriber of a pair and interval may wait for it. */
  const klineSnapshot = (state: ChannelState, subscriber: Subscriber, entry: Entry) => {
    if (state.channel.kind !== 'kline') return;
    const { pair, interval, name } = state.channel;
    const ready = candles.peek(pair.symbol, interval, klineSnapshotSize);
    if (ready) {
      sendSnapshot(subscriber, entry, dataFrame('snapshot', name, clock.now(), ready));
      return;
    }
    candles.load(pair.symbol, interval).then(
      () => {
        // Unsubscribed or resubscribed meanwhile: that subscription has its own snapshot.
        if (channels.get(name)?.entries.get(subscriber) !== entry || !entry.pending) return;
        const loaded = candles.peek(pair.symbol, interval, klineSnapshotSize) ?? [];
        sendSnapshot(subscriber, entry, dataFrame('snapshot', name, clock.now(), loaded));
      },
      (error: unknown) => {
        log.error({ err: error, channel: name }, 'kline snapshot failed');
        if (channels.get(name)?.entries.get(subscriber) !== entry) return;
        unsubscribe(subscriber, name);
        subscriber.dropped(name);
      },
    );
  };

  /** Sends the newest waiting book as a diff, at most once per `depthIntervalMs`; later ones wait. */
  const flushDepth = (state: ChannelState) => {
    const depth = state.depth;
    if (!depth?.book || !depth.latest || channels.get(state.channel.name) !== state) return;
    const diff = diffDepth(depth.book, depth.latest);
    if (diff) depth.book = depth.latest;
    depth.latest = undefined;
    if (!diff) return;
    depth.lastSentAt = monotonicNow();
    broadcast(state, diff);
  };

  const scheduleDepth = (state: ChannelState) => {
    const depth = state.depth;
    if (!depth || depth.timer) return;
    const wait = depth.lastSentAt + depthIntervalMs - monotonicNow();
    if (wait <= 0) {
      flushDepth(state);
      return;
    }
    depth.timer = setTimeout(() => {
      depth.timer = undefined;
      flushDepth(state);
    }, wait);
    depth.timer.unref();
  };

  /** Gives up on the subscribers still waiting for a snapshot. */
  const dropPending = (state: ChannelState) => {
    for (const [subscriber, entry] of state.entries) {
      if (!entry.pending) continue;
      unsubscribe(subscriber, state.channel.name);
      subscriber.dropped(state.channel.name);
    }
  };

  /**
   * Every subscriber of a symbol holds the same book, so a snapshot is the hub's own book when it has one;
   * only the first subscriber waits for the spot engine's, and all who came meanwhile get that one.
   */
  const depthSnapshotFor = (state: ChannelState, subscriber: Subscriber, entry: Entry) => {
    if (state.channel.kind !== 'depth' || !spotMarket) return;
    const { name, pair } = state.channel;
    state.depth ??= { loading: false, lastSentAt: Number.NEGATIVE_INFINITY };
    const depth = state.depth;
    if (depth.book) {
      sendSnapshot(subscriber, entry, dataFrame('snapshot', name, clock.now(), depth.book));
      return;
    }
    if (depth.loading) return;
    depth.loading = true;
    spotMarket.depth(pair.symbol, levels).then(
      (loaded) => {
        depth.loading = false;
        if (channels.get(name) !== state) return;
        const top = topOfBook(loaded, levels);
        // A book heard on the bus while loading may be newer than the one loaded.
        depth.book = depth.latest && depth.latest.lastUpdateId > top.lastUpdateId ? depth.latest : top;
        depth.latest = undefined;
        const frame = dataFrame('snapshot', name, clock.now(), depth.book);
        for (const [waiting, waitingEntry] of state.entries) {
          if (waitingEntry.pending) sendSnapshot(waiting, waitingEntry, frame);
        }
      },
      (error: unknown) => {
        depth.loading = false;
        log.error({ err: error, channel: name }, 'depth snapshot failed');
        if (channels.get(name) === state) dropPending(state);
      },
    );
  };

  /** Each subscriber loads its own: the trades that happen while it loads follow it as updates. */
  const tradesSnapshotFor = (state: ChannelState, subscriber: Subscriber, entry: Entry) => {
    if (state.channel.kind !== 'trades' || !spotMarket) return;
    const { name, pair } = state.channel;
    entry.missed = [];
    spotMarket.recentTrades(pair.symbol, tradesSnapshotSize).then(
      (trades) => {
        if (channels.get(name)?.entries.get(subscriber) !== entry || !entry.pending) return;
        const seen = new Set(trades.map((trade) => trade.tradeId));
        const missed = entry.missed ?? [];
        entry.missed = undefined;
        sendSnapshot(subscriber, entry, dataFrame('snapshot', name, clock.now(), trades));
        for (const match of missed) {
          const fresh = match.filter((trade) => !seen.has(trade.tradeId));
          if (fresh.length === 0) continue;
          entry.seq += 1;
          subscriber.offer(dataFrame('update', name, clock.now(), fresh), entry.seq);
        }
      },
      (error: unknown) => {
        log.error({ err: error, channel: name }, 'trades snapshot failed');
        if (channels.get(name)?.entries.get(subscriber) !== entry) return;
        unsubscribe(subscriber, name);
        subscriber.dropped(name);
      },
    );
  };

  function unsubscribe(subscriber: Subscriber, name: string): void {
    let key = name;
    if (name === USER_CHANNEL) {
      const userId = userOf.get(subscriber);
      if (userId === undefined) return;
      userOf.delete(subscriber);
      key = userKey(userId);
    }
    const state = channels.get(key);
    if (!state) return;
    state.entries.delete(subscriber);
    if (state.entries.size === 0) {
      channels.delete(key);
      if (state.depth?.timer) clearTimeout(state.depth.timer);
    }
  }

  /** A full top-N book from the spot engine: becomes a diff on its `depth` channel, if anyone listens. */
  function publishDepth(book: DepthSnapshot): void {
    const symbol = compact(book.symbol);
    const state = symbol ? channels.get(depthChannel(symbol)) : undefined;
    const depth = state?.depth;
    if (!state || !depth) return;
    const top = topOfBook(book, levels);
    const newest = depth.latest ?? depth.book;
    if (newest && top.lastUpdateId <= newest.lastUpdateId) return;
    depth.latest = top;
    if (depth.book) scheduleDepth(state);
  }

  /** The trades of one match, oldest first. */
  function publishTrades(message: SpotTradesMessage): void {
    const symbol = compact(message.symbol);
    const state = symbol ? channels.get(tradesChannel(symbol)) : undefined;
    if (!state) return;
    let frame: DataFrame | undefined;
    for (const [subscriber, entry] of state.entries) {
      if (entry.pending) {
        entry.missed?.push(message.trades);
        continue;
      }
      frame ??= dataFrame('update', state.channel.name, clock.now(), message.trades);
      entry.seq += 1;
      subscriber.offer(frame, entry.seq);
    }
  }

  function publishUserEvent({ userId, event }: UserEventEnvelope): void {
    const state = channels.get(userKey(userId));
    if (state) broadcast(state, event);
  }

  /** The changed tickers of one feed cycle: to `tickers` as one list, to each `ticker.X` alone. */
  function publishTickers(changed: readonly Ticker[]): void {
    if (changed.length === 0) return;
    const all = channels.get(TICKERS_CHANNEL);
    if (all) broadcast(all, changed);
    for (const ticker of changed) {
      const symbol = compact(ticker.symbol);
      const state = symbol ? channels.get(tickerChannel(symbol)) : undefined;
      if (state) broadcast(state, ticker);
    }
  }

  function publishCandle(update: CandleUpdate): void {
    const symbol = compact(update.symbol);
    const state = symbol ? channels.get(klineChannel(symbol, update.interval)) : undefined;
    if (state) broadcast(state, update.candle);
  }

  const stopTickers = marketData.onTickers(publishTickers);
  const stopCandles = marketData.onCandle(publishCandle);
  // What crosses the bus may come from another process (or version): only valid messages go out.
  const stopBus = bus
    ? [
        subscribeUserEvents(bus, publishUserEvent),
        bus.subscribe(SPOT_DEPTH_TOPIC, (payload) => {
          const parsed = depthSnapshot.safeParse(payload);
          if (parsed.success) publishDepth(parsed.data);
        }),
        bus.subscribe(SPOT_TRADES_TOPIC, (payload) => {
          const parsed = spotTradesMessage.safeParse(payload);
          if (parsed.success) publishTrades(parsed.data);
        }),
      ]
    : [];

  return {
    /** Subscribes (again): either way a fresh snapshot follows and the sequence restarts at 1. */
    subscribe(subscriber: Subscriber, channel: Channel): void {
      let key = channel.name;
      if (channel.kind === 'user') {
        const previous = userOf.get(subscriber);
        if (previous !== undefined && previous !== channel.userId) unsubscribe(subscriber, USER_CHANNEL);
        userOf.set(subscriber, channel.userId);
        key = userKey(channel.userId);
      }
      let state = channels.get(key);
      if (!state) {
        state = { channel, entries: new Map() };
        channels.set(key, state);
      }
      const entry: Entry = { seq: 0, pending: true };
      state.entries.set(subscriber, entry);
      switch (channel.kind) {
        case 'tickers':
          sendSnapshot(
            subscriber,
            entry,
            dataFrame('snapshot', channel.name, clock.now(), marketData.tickers()),
          );
          return;
        case 'ticker': {
          const ticker = marketData.ticker(channel.pair.symbol);
          // Every listed pair has a ticker (its reference price before the first tick); without one the
          // first update would arrive as seq 1 and serve as the snapshot.
          if (ticker)
            sendSnapshot(subscriber, entry, dataFrame('snapshot', channel.name, clock.now(), ticker));
          else entry.pending = false;
          return;
        }
        case 'kline':
          klineSnapshot(state, subscriber, entry);
          return;
        case 'depth':
          depthSnapshotFor(state, subscriber, entry);
          return;
        case 'trades':
          tradesSnapshotFor(state, subscriber, entry);
          return;
        case 'user':
          // Nothing to catch up on: the screens load balances and orders over HTTP, then listen here.
          sendSnapshot(subscriber, entry, dataFrame('snapshot', channel.name, clock.now(), null));
          return;
        default:
          channel satisfies never;
      }
    },

    /** Whether `depth` and `trades` can be served (a spot engine is wired in). */
    hasSpotMarket: spotMarket !== undefined,

    unsubscribe,
    /** Also driven directly by benchmarks, to push updates faster than the feed's once a second. */
    publishTickers,
    publishCandle,
    publishDepth,
    publishTrades,

    /** For logs, tests and benchmarks. */
    counts(): { channels: number; subscriptions: number } {
      let subscriptions = 0;
      for (const state of channels.values()) subscriptions += state.entries.size;
      return { channels: channels.size, subscriptions };
    },

    close(): void {
      stopTickers();
      stopCandles();
      for (const stop of stopBus) stop();
      for (const state of channels.values()) if (state.depth?.timer) clearTimeout(state.depth.timer);
      channels.clear();
      userOf.clear();
    },
  };
}
