import {
  type Candle,
  KLINE_INTERVALS,
  type KlineInterval,
  klineSnapshot,
  klineUpdate,
  singleTickerMessage,
  type Ticker,
  tickersSnapshot,
  tickerUpdate,
} from '@halcyon/api';
import type { QueryClient } from '@tanstack/react-query';
import { mergeCandles } from '../markets/candles.ts';
import { marketKeys } from '../markets/market-keys.ts';
import type { ChannelMessage, ChannelSink } from './realtime-client.ts';

const KLINE_CHANNEL = new RegExp(`^kline\\.([A-Z0-9]+)\\.(${KLINE_INTERVALS.join('|')})$`);

export function parseKlineChannel(channel: string): { compact: string; interval: KlineInterval } | null {
  const match = KLINE_CHANNEL.exec(channel);
  if (!match?.[1] || !match[2]) return null;
  return { compact: match[1], interval: match[2] as KlineInterval };
}

/** `tickers` (changed pairs) and `ticker.<SYMBOL>` (one pair) both land in the trading store. */
export function tickerSink(applyTickers: (tickers: readonly Ticker[]) => void): ChannelSink {
  return {
    matches: (channel) => channel === 'tickers' || channel.startsWith('ticker.'),
    apply(message: ChannelMessage) {
      if (message.channel === 'tickers') {
        const parsed = (message.type === 'snapshot' ? tickersSnapshot : tickerUpdate).safeParse(message);
        if (!parsed.success) return false;
        applyTickers(parsed.data.data);
        return true;
      }
      const parsed = singleTickerMessage.safeParse(message);
      if (!parsed.success) return false;
      applyTickers([parsed.data.data]);
      return true;
    },
  };
}

/** `kline.<SYMBOL>.<interval>`: the snapshot and each forming candle are merged into the chart's query. */
export function klineSink(queryClient: QueryClient): ChannelSink {
  return {
    matches: (channel) => parseKlineChannel(channel) !== null,
    apply(message: ChannelMessage) {
      const target = parseKlineChannel(message.channel);
      if (!target) return false;
      let candles: Candle[];
      if (message.type === 'snapshot') {
        const parsed = klineSnapshot.safeParse(message);
        if (!parsed.success) return false;
        candles = parsed.data.data;
      } else {
        const parsed = klineUpdate.safeParse(message);
        if (!parsed.success) return false;
        candles = [parsed.data.data];
      }
      const key = marketKeys.kline(target.compact, target.interval);
      // Before the chart's own request answers there is nothing to merge into: leave it to the request.
      if (queryClient.getQueryData(key) === undefined) return true;
      queryClient.setQueryData<Candle[]>(key, (existing) => mergeCandles(existing, candles));
      return true;
    },
  };
}
