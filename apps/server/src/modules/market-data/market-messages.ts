import { decimalString, klineInterval } from '@halcyon/api';
import { z } from 'zod';

/**
 * What the feed leader publishes once per feed cycle, and every instance (the leader too) applies to its
 * in-memory tickers and candles. It may have crossed Redis from another process, so it is parsed, not trusted.
 */
export const MARKET_TICKS_TOPIC = 'market.ticks';
/** History changed under the views (backfill, gap fill): reload candles from the database. */
export const MARKET_RELOAD_TOPIC = 'market.reload';

const epochMs = z.number().int().nonnegative();

export const tickMessage = z.object({
  id: z.string().min(1),
  symbol: z.string().min(1),
  price: decimalString,
  quantity: decimalString,
  time: epochMs,
  source: z.string().min(1),
});
export type TickMessage = z.infer<typeof tickMessage>;

export const candleMessage = z.object({
  symbol: z.string().min(1),
  interval: klineInterval,
  openTime: epochMs,
  open: decimalString,
  high: decimalString,
  low: decimalString,
  close: decimalString,
  volume: decimalString,
  quoteVolume: decimalString,
});
export type CandleMessage = z.infer<typeof candleMessage>;

export const marketTicksMessage = z.object({
  ticks: z.array(tickMessage),
  candles: z.array(candleMessage),
});
export type MarketTicksMessage = z.infer<typeof marketTicksMessage>;

export const marketReloadMessage = z.object({ reason: z.string(), origin: z.string() });
