import type { CategoryId, Ticker, TradingPair } from '@halcyon/api';
import { parseSymbol } from '@halcyon/api';

const NAMES: Record<string, [string, CategoryId]> = {
  BTC: ['Bitcoin', 'crypto'],
  ETH: ['Ethereum', 'crypto'],
  SOL: ['Solana', 'crypto'],
  EUR: ['Euro', 'forex'],
  GBP: ['British Pound', 'forex'],
  AAPL: ['Apple Inc.', 'stocks'],
  XAU: ['Gold', 'metals'],
};

/** A pair as GET /trading/pairs returns it; price and change are decimal strings. */
export function pair(symbol: string, overrides: Partial<TradingPair> = {}): TradingPair {
  const parsed = parseSymbol(symbol);
  if (!parsed) throw new Error(`bad symbol ${symbol}`);
  const [name, categoryId] = NAMES[parsed.base] ?? [`${parsed.base} Corp`, 'crypto'];
  const price = overrides.price ?? '100';
  return {
    symbol: parsed.symbol,
    base: parsed.base,
    quote: 'USDT',
    name,
    categoryId,
    status: 'active',
    price,
    open24h: '99',
    high24h: '110',
    low24h: '90',
    volume24h: '12345',
    quoteVolume24h: '1234500',
    priceChange: '1',
    priceChangePercent: '1.01',
    time: 1_000,
    stale: false,
    marketOpen: true,
    pricePrecision: 2,
    quantityPrecision: 4,
    tickSize: '0.01',
    minQuantity: '0.0001',
    minNotional: '5',
    open: '99',
    high: '110',
    low: '90',
    close: price,
    volume: '12345',
    session: { open: true, nextChangeAt: null, timeZone: 'UTC' },
    quotedInUsd: false,
    source: 'simulator',
    ...overrides,
  };
}

export function tickerOf(p: TradingPair, overrides: Partial<Ticker> = {}): Ticker {
  return {
    symbol: p.symbol,
    price: p.price,
    open24h: p.open24h,
    high24h: p.high24h,
    low24h: p.low24h,
    volume24h: p.volume24h,
    quoteVolume24h: p.quoteVolume24h,
    priceChange: p.priceChange,
    priceChangePercent: p.priceChangePercent,
    time: p.time + 1,
    stale: false,
    marketOpen: p.marketOpen,
    ...overrides,
  };
}

export const categories = [
  { id: 'crypto', name: 'Virtual currency', pairCount: 3 },
  { id: 'forex', name: 'Foreign exchange', pairCount: 2 },
  { id: 'metals', name: 'Precious metals', pairCount: 1 },
  { id: 'futures', name: 'Futures', pairCount: 0 },
  { id: 'stocks', name: 'Stocks', pairCount: 1 },
  { id: 'commodities', name: 'Commodities', pairCount: 0 },
] as const;

export function pageOf(pairs: TradingPair[], page: number, totalPages: number, total = pairs.length) {
  return { pairs, pagination: { page, limit: 20, total, totalPages } };
}
