import {
  type KlineInterval,
  klineChannel as klineChannelName,
  klineInterval,
  MARKET_LIMITS,
} from '@halcyon/api';
import type { CandleUpdate, MarketData } from '../../market-data/index.ts';
import type { CandleCache } from '../../markets/index.ts';
import type { ChannelDefinition, ChannelPair, ChannelRuntime } from '../channel-kind.ts';
import { compactSymbol } from '../compact-symbol.ts';

export type KlineChannel = { kind: 'kline'; name: string; pair: ChannelPair; interval: KlineInterval };
export type KlineRuntime = ChannelRuntime<KlineChannel> & { publish(update: CandleUpdate): void };
type Deps = {
  marketData: Pick<MarketData, 'onCandle'>;
  candles: Pick<CandleCache, 'peek' | 'load'>;
  /** Candles in a snapshot. */
  klineSnapshotSize?: number;
};

/** `kline.<SYMBOL>.<interval>`: one pair's candles of one interval; updates carry the candle that changed. */
export const klineChannel: ChannelDefinition<KlineChannel, Deps, KlineRuntime> = {
  kind: 'kline',
  needsAuth: false,
  parse(parts, { findPair }) {
    const [, symbol, interval] = parts;
    if (parts.length !== 3 || !symbol) return undefined;
    const parsedInterval = klineInterval.safeParse(interval);
    if (!parsedInterval.success) return undefined;
    const pair = findPair(symbol);
    return (
      pair && {
        kind: 'kline',
        name: klineChannelName(pair.compact, parsedInterval.data),
        pair,
        interval: parsedInterval.data,
      }
    );
  },
  create(host, { marketData, candles, klineSnapshotSize = MARKET_LIMITS.klineDefault }) {
    const publish = (update: CandleUpdate) => {
      const symbol = compactSymbol(update.symbol);
      const state = symbol ? host.channel(klineChannelName(symbol, update.interval)) : undefined;
      if (state) host.broadcast(state, update.candle);
    };
    return {
      /** From the candle cache; the first subscriber of a pair and interval may wait for it to load. */
      snapshot(state, subscriber, entry) {
        const { pair, interval, name } = state.channel;
        const ready = candles.peek(pair.symbol, interval, klineSnapshotSize);
        if (ready) {
          host.sendSnapshot(state, subscriber, entry, ready);
          return;
        }
        candles.load(pair.symbol, interval).then(
          () => {
            // Unsubscribed or resubscribed meanwhile: that subscription has its own snapshot.
            if (!host.isCurrent(state, subscriber, entry) || !entry.pending) return;
            const loaded = candles.peek(pair.symbol, interval, klineSnapshotSize) ?? [];
            host.sendSnapshot(state, subscriber, entry, loaded);
          },
          (error: unknown) => {
            host.log.error({ err: error, channel: name }, 'kline snapshot failed');
            if (host.isCurrent(state, subscriber, entry)) host.drop(state, subscriber);
          },
        );
      },
      bind: () => marketData.onCandle(publish),
      publish,
    };
  },
};
