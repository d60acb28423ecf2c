import { z } from 'zod';
import { pagination, paginationQuery } from './envelope.ts';
import { CATEGORY_IDS, KLINE_INTERVALS, MARKET_LIMITS } from './market-constants.ts';

export { CATEGORY_IDS, KLINE_INTERVALS, MARKET_LIMITS };

/** A decimal amount or price on the wire: a string, never a JS float (ARCHITECTURE.md section 3). */
export const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/);

export const categoryId = z.enum(CATEGORY_IDS);
export type CategoryId = z.infer<typeof categoryId>;

export const klineInterval = z.enum(KLINE_INTERVALS);
export type KlineInterval = z.infer<typeof klineInterval>;

export const productCategory = z.object({
  id: categoryId,
  /** In the request's language. */
  name: z.string(),
  pairCount: z.number().int(),
});
export type ProductCategory = z.infer<typeof productCategory>;

/** Whether the instrument's market is trading now, from its session calendar. */
export const marketSession = z.object({
  open: z.boolean(),
  /** Epoch ms of the next open when closed, of the next close when open; null when it never closes. */
  nextChangeAt: z.number().int().nullable(),
  /** IANA zone the calendar is kept in, e.g. America/New_York. */
  timeZone: z.string(),
});
export type MarketSession = z.infer<typeof marketSession>;

/** Everything the screens show about a pair's price right now, also the websocket ticker payload. */
export const ticker = z.object({
  symbol: z.string(),
  price: decimalString,
  open24h: decimalString,
  high24h: decimalString,
  low24h: decimalString,
  volume24h: decimalString,
  quoteVolume24h: decimalString,
  priceChange: decimalString,
  priceChangePercent: decimalString,
  /** Epoch ms of the last feed tick. */
  time: z.number().int(),
  stale: z.boolean(),
  marketOpen: z.boolean(),
});
export type Ticker = z.infer<typeof ticker>;

export const tradingPair = ticker.extend({
  /** BASE/USDT. */
  symbol: z.string(),
  base: z.string(),
  quote: z.literal('USDT'),
  /** English display name of the instrument, e.g. "Bitcoin", "Apple Inc.". */
  name: z.string(),
  categoryId,
  status: z.enum(['active', 'suspended']),
  pricePrecision: z.number().int(),
  quantityPrecision: z.number().int(),
  tickSize: decimalString,
  minQuantity: decimalString,
  minNotional: decimalString,
  /** Spec field aliases: open/high/low/close/volume of the rolling 24 h window. */
  open: decimalString,
  high: decimalString,
  low: decimalString,
  close: decimalString,
  volume: decimalString,
  session: marketSession,
  /** The source quotes USD; Halcyon shows it as USDT 1:1. */
  quotedInUsd: z.boolean(),
  source: z.string(),
});
export type TradingPair = z.infer<typeof tradingPair>;

/** BTC/USDT, BTC-USDT or BTCUSDT, in any case: the server normalises to BTC/USDT. */
export const symbolParam = z.string().trim().min(2).max(32);

export const pairsQuery = paginationQuery.extend({
  limit: z.coerce.number().int().min(1).max(100).default(MARKET_LIMITS.pairPageSize),
  status: z.enum(['active', 'suspended', 'all']).default('active'),
  category: categoryId.optional(),
  /** Case-insensitive match on the symbol or the name. */
  search: z.string().trim().max(32).optional(),
  sort: z.enum(['symbol', 'price', 'change', 'volume']).default('symbol'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export const pairsResponse = z.object({ pairs: z.array(tradingPair), pagination });

export const popularPairsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(MARKET_LIMITS.popularDefault),
});
export const pairListResponse = z.object({ pairs: z.array(tradingPair) });

export const symbolsRequest = z.object({ symbols: z.array(symbolParam).min(1).max(200) });

export const realTimePrice = z.object({
  price: decimalString,
  priceChange: decimalString,
  priceChangePercent: decimalString,
  volume24h: decimalString,
});
/** Keyed by the normalised symbol; unknown symbols are absent. */
export const realTimePricesResponse = z.record(z.string(), realTimePrice);

export const priceResponse = z.object({
  symbol: z.string(),
  price: decimalString,
  time: z.number().int(),
  stale: z.boolean(),
  source: z.string(),
});

export const candle = z.object({
  /** Epoch ms of the interval's start (UTC; 1d candles start at 00:00 UTC). */
  openTime: z.number().int(),
  open: decimalString,
  high: decimalString,
  low: decimalString,
  close: decimalString,
  volume: decimalString,
});
export type Candle = z.infer<typeof candle>;

export const klineQuery = z.object({
  symbol: symbolParam,
  interval: klineInterval.default('1d'),
  limit: z.coerce.number().int().min(1).max(MARKET_LIMITS.klineMax).default(MARKET_LIMITS.klineDefault),
  /** Candles that open before this epoch ms, for scrolling back. */
  endTime: z.coerce.number().int().optional(),
});
export const klineResponse = z.object({
  symbol: z.string(),
  interval: klineInterval,
  candles: z.array(candle),
});

export const stats24h = z.object({
  symbol: z.string(),
  open: decimalString,
  high: decimalString,
  low: decimalString,
  close: decimalString,
  volume: decimalString,
  quoteVolume: decimalString,
  priceChange: decimalString,
  priceChangePercent: decimalString,
  openTime: z.number().int(),
  closeTime: z.number().int(),
});
export const stats24hResponse = z.record(z.string(), stats24h);

export const STATS_PERIODS = ['1h', '4h', '1d', '7d', '30d'] as const;
export const statsQuery = z.object({ symbol: symbolParam, period: z.enum(STATS_PERIODS).default('1d') });
export const statsResponse = stats24h.extend({ period: z.enum(STATS_PERIODS) });

export const optionalSymbolQuery = z.object({ symbol: symbolParam.optional() });
export const feeSchedule = z.object({
  symbol: z.string(),
  makerFeeRate: decimalString,
  takerFeeRate: decimalString,
});
export const feesResponse = z.object({ fees: z.array(feeSchedule) });
export const tradingRule = z.object({
  symbol: z.string(),
  status: z.enum(['active', 'suspended']),
  pricePrecision: z.number().int(),
  quantityPrecision: z.number().int(),
  tickSize: decimalString,
  minQuantity: decimalString,
  minNotional: decimalString,
  session: marketSession,
});
export const rulesResponse = z.object({ rules: z.array(tradingRule) });

export const watchlistRequest = z.object({ symbol: symbolParam });
export const watchlistResponse = z.object({ symbols: z.array(z.string()), pairs: z.array(tradingPair) });
export const watchStatus = z.object({ symbol: z.string(), watched: z.boolean() });
