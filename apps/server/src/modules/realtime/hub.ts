import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Bus } from '../../platform/bus.ts';
import type { Clock } from '../../platform/clock.ts';
import type { CandleUpdate, MarketData } from '../market-data/index.ts';
import type { CandleCache } from '../markets/index.ts';
import type { SpotMarketView } from '../spot/index.ts';
import { createChannelHub } from './channel-hub.ts';
import { configChannel } from './channels/config.ts';
import { depthChannel } from './channels/depth.ts';
import { klineChannel } from './channels/kline.ts';
import { tickerChannel } from './channels/ticker.ts';
import { tickersChannel } from './channels/tickers.ts';
import { tradesChannel } from './channels/trades.ts';
import { userChannel } from './channels/user.ts';

export type { Subscriber } from './channel-kind.ts';

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

/**
 * The hub of the user socket (/api/uniapp/ws): the generic channel hub with the user socket's channel
 * kinds registered. Adding a channel kind = a file in channels/ and one register line here.
 */
export function createHub(options: HubOptions) {
  const deps = { ...options, monotonicNow: options.monotonicNow ?? (() => performance.now()) };
  const hub = createChannelHub({ clock: options.clock, log: options.log });
  const { host } = hub;
  const tickers = hub.register(tickersChannel, tickersChannel.create(host, deps));
  const ticker = hub.register(tickerChannel, tickerChannel.create(host, deps));
  const kline = hub.register(klineChannel, klineChannel.create(host, deps));
  const depth = hub.register(depthChannel, depthChannel.create(host, deps));
  const trades = hub.register(tradesChannel, tradesChannel.create(host, deps));
  hub.register(userChannel, userChannel.create(host, deps));
  hub.register(configChannel, configChannel.create(host, deps));

  return {
    ...hub,
    /** Whether `depth` and `trades` can be served (a spot engine is wired in). */
    hasSpotMarket: options.spotMarket !== undefined,
    /** Also driven directly by benchmarks, to push updates faster than the feed's once a second. */
    publishTickers: (changed: Parameters<typeof tickers.publish>[0]) => {
      tickers.publish(changed);
      ticker.publish(changed);
    },
    publishCandle: (update: CandleUpdate) => kline.publish(update),
    publishDepth: depth.publish,
    publishTrades: trades.publish,
  };
}
