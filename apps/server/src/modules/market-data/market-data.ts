import type { Candle, CategoryId, KlineInterval, MarketSession, Ticker } from '@halcyon/api';

/**
 * The seam between market data (instruments, feed, ticks, candles, statistics) and its consumers
 * (the /trading HTTP routes, the websocket, and later spot trading and second contracts). Consumers
 * depend on this interface only.
 */

/** Which trading-hours calendar an instrument follows (see session-calendar.ts). */
export type CalendarId = 'always' | 'forex' | 'cme-globex' | 'us-equities' | 'metals';

export type Instrument = {
  /** BTC/USDT. */
  symbol: string;
  /** BTCUSDT. */
  compact: string;
  base: string;
  name: string;
  categoryId: CategoryId;
  status: 'active' | 'suspended';
  pricePrecision: number;
  quantityPrecision: number;
  tickSize: string;
  minQuantity: string;
  minNotional: string;
  makerFeeRate: string;
  takerFeeRate: string;
  calendar: CalendarId;
  /** The source quotes USD and we show it as USDT 1:1. */
  quotedInUsd: boolean;
  /** Popular pairs are listed first on home. Lower ranks first; null when not popular. */
  popularRank: number | null;
};

/** One price observation from the feed, stored at least 48 h: settlement evidence reads these. */
export type StoredTick = { id: string; symbol: string; price: string; time: number; source: string };

export type CandleUpdate = { symbol: string; interval: KlineInterval; candle: Candle };

export type PeriodStats = {
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
  quoteVolume: string;
  priceChange: string;
  priceChangePercent: string;
  openTime: number;
  closeTime: number;
};

export interface MarketData {
  instruments(): readonly Instrument[];
  /** Accepts any spelling parseSymbol accepts; undefined for an unknown pair. */
  instrument(symbol: string): Instrument | undefined;
  /** The latest ticker of every instrument (also suspended ones), in instrument order. */
  tickers(): Ticker[];
  ticker(symbol: string): Ticker | undefined;
  /** The pair's trading session at `at` (default now). Throws SYMBOL_NOT_FOUND for an unknown pair. */
  session(symbol: string, at?: number): MarketSession;
  latestTick(symbol: string): StoredTick | undefined;
  /**
   * Oldest first, the forming candle last; `endTime` pages back (candles opening before it). Throws
   * SYMBOL_NOT_FOUND for an unknown pair.
   */
  candles(symbol: string, interval: KlineInterval, limit: number, endTime?: number): Promise<Candle[]>;
  /**
   * Open, high, low, close, volumes and change over the last `periodMs`. One day is the ticker's rolling
   * 24 h window (in memory); shorter periods read 1m candles, up to 7 days 15m candles, longer ones 1d
   * candles (all from the database). A closed market's day is its last trading day. Without any candle
   * the figures are the current price with zero volume. Throws SYMBOL_NOT_FOUND for an unknown pair.
   */
  stats(symbol: string, periodMs: number): Promise<PeriodStats>;
  /** Called with the tickers that changed, at most once a second. Returns the unsubscribe function. */
  onTickers(listener: (changed: Ticker[]) => void): () => void;
  /** Called whenever a candle of any symbol and interval changes. Returns the unsubscribe function. */
  onCandle(listener: (update: CandleUpdate) => void): () => void;
  /**
   * Where the pair's latest price came from ('simulator', 'binance', 'manual'); 'none' before its first
   * tick, when the ticker shows the catalog reference price and is stale (never tradable).
   */
  priceSource(symbol: string): string;
  /** The stored tick in force at `time`: the newest at or before it (settlement evidence). */
  tickAt(symbol: string, time: number): Promise<StoredTick | undefined>;
  /** Re-reads instruments (status, fees, limits) after an operator changed them. */
  reloadInstruments(): Promise<void>;
}

/** What app.ts holds: the interface plus the lifecycle. */
export interface MarketDataRuntime extends MarketData {
  /** Joins the feed (leader election, backfill, feed start) and fills the in-memory view. */
  start(): Promise<void>;
  /** Stops the feed and timers and releases the leader lease; the database stays open. */
  stop(): Promise<void>;
  /** Whether this process runs the feed and writes ticks and candles. */
  isLeader(): boolean;
  /**
   * Counts this process's terms as leader (1 for its first). Work that only the leader may do keeps the term
   * it started in: a different term means another process may have led in between.
   */
  leaderTerm(): number;
}
