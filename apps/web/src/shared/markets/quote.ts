import type { Ticker, TradingPair } from '@halcyon/api';
import { useLiveTicker } from './trading-store.ts';

export type Quote = Pick<
  Ticker,
  'price' | 'priceChange' | 'priceChangePercent' | 'high24h' | 'low24h' | 'volume24h' | 'quoteVolume24h'
> & { marketOpen: boolean; stale: boolean; time: number };

function fromTicker(source: Ticker | TradingPair): Quote {
  return {
    price: source.price,
    priceChange: source.priceChange,
    priceChangePercent: source.priceChangePercent,
    high24h: source.high24h,
    low24h: source.low24h,
    volume24h: source.volume24h,
    quoteVolume24h: source.quoteVolume24h,
    marketOpen: source.marketOpen,
    stale: source.stale,
    time: source.time,
  };
}

/** The newest of what the list call returned and what the realtime client pushed since. */
export function pickQuote(pair: TradingPair | undefined, live: Ticker | undefined): Quote | undefined {
  if (live && (!pair || live.time >= pair.time)) return fromTicker(live);
  return pair ? fromTicker(pair) : live ? fromTicker(live) : undefined;
}

export function useQuote(symbol: string, pair?: TradingPair): Quote | undefined {
  return pickQuote(pair, useLiveTicker(symbol));
}
