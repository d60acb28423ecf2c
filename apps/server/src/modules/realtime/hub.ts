import { klineChannel, MARKET_LIMITS, parseSymbol, type Ticker, tickerChannel } from '@halcyon/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { CandleUpdate, MarketData } from '../market-data/market-data.ts';
import type { CandleCache } from '../markets/candle-cache.ts';
import { type Channel, TICKERS_CHANNEL } from './channels.ts';
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

type Entry = { seq: number; pending: boolean };
type ChannelState = { channel: Channel; entries: Map<Subscriber, Entry> };

export type Hub = ReturnType<typeof createHub>;

export type HubOptions = {
  marketData: Pick<MarketData, 'tickers' | 'ticker' | 'onTickers' | 'onCandle'>;
  candles: Pick<CandleCache, 'peek' | 'load'>;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** Candles in a kline snapshot. */
  klineSnapshotSize?: number;
};

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
}: HubOptions) {
  const channels = new Map<string, ChannelState>();
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

  function unsubscribe(subscriber: Subscriber, name: string): void {
    const state = channels.get(name);
    if (!state) return;
    state.entries.delete(subscriber);
    if (state.entries.size === 0) channels.delete(name);
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

  return {
    /** Subscribes (again): either way a fresh snapshot follows and the sequence restarts at 1. */
    subscribe(subscriber: Subscriber, channel: Channel): void {
      let state = channels.get(channel.name);
      if (!state) {
        state = { channel, entries: new Map() };
        channels.set(channel.name, state);
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
        default:
          channel satisfies never;
      }
    },

    unsubscribe,
    /** Also driven directly by benchmarks, to push updates faster than the feed's once a second. */
    publishTickers,
    publishCandle,

    /** For logs, tests and benchmarks. */
    counts(): { channels: number; subscriptions: number } {
      let subscriptions = 0;
      for (const state of channels.values()) subscriptions += state.entries.size;
      return { channels: channels.size, subscriptions };
    },

    close(): void {
      stopTickers();
      stopCandles();
      channels.clear();
    },
  };
}
