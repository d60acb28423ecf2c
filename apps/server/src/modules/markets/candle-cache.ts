import { type Candle, type KlineInterval, MARKET_LIMITS } from '@halcyon/api';
import type { MarketData } from '../market-data/index.ts';

/** Replaces the candle with the same openTime or inserts it in order, keeping the newest `size`. */
export function applyCandle(candles: Candle[], candle: Candle, size: number): void {
  let i = candles.length - 1;
  while (i >= 0 && (candles[i]?.openTime ?? 0) > candle.openTime) i -= 1;
  if (i >= 0 && candles[i]?.openTime === candle.openTime) {
    candles[i] = candle;
    return;
  }
  // Older than a full window: not part of the latest `size`.
  if (i < 0 && candles.length >= size) return;
  candles.splice(i + 1, 0, candle);
  if (candles.length > size) candles.splice(0, candles.length - size);
}

type Window = {
  candles: Candle[] | undefined;
  loading: Promise<void> | undefined;
  early: Candle[];
  /** Moves with every change, so serialised answers can be reused until it does. */
  version: number;
};

export type CandleCache = ReturnType<typeof createCandleCache>;

/**
 * The newest candles (up to the kline maximum) of each symbol and interval anyone asked for, read from the
 * database once and then kept current from market data's candle events. Chart requests without endTime and
 * websocket kline snapshots are served from here: in memory, where a query per request would bound the
 * endpoint by the database. At most 47 pairs x 4 intervals x 1000 candles, so nothing is evicted.
 */
export function createCandleCache(
  marketData: Pick<MarketData, 'candles' | 'onCandle'>,
  capacity: number = MARKET_LIMITS.klineMax,
) {
  let windows = new Map<string, Window>();
  // One counter for all windows, also across clear(): a version is never reused for other candles.
  let lastVersion = 0;
  const keyOf = (symbol: string, interval: KlineInterval) => `${symbol}|${interval}`;

  const stop = marketData.onCandle((update) => {
    const window = windows.get(keyOf(update.symbol, update.interval));
    if (!window) return;
    if (window.candles) {
      applyCandle(window.candles, update.candle, capacity);
      lastVersion += 1;
      window.version = lastVersion;
    } else {
      window.early.push(update.candle);
    }
  });

  const load = (symbol: string, interval: KlineInterval): Promise<void> => {
    const key = keyOf(symbol, interval);
    const existing = windows.get(key);
    if (existing?.candles) return Promise.resolve();
    if (existing?.loading) return existing.loading;
    const window: Window = { candles: undefined, loading: undefined, early: [], version: 0 };
    const owner = windows;
    owner.set(key, window);
    window.loading = marketData.candles(symbol, interval, capacity).then(
      (candles) => {
        const loaded = candles.slice(-capacity);
        for (const candle of window.early) applyCandle(loaded, candle, capacity);
        window.candles = loaded;
        window.early = [];
        lastVersion += 1;
        window.version = lastVersion;
        window.loading = undefined;
      },
      (error: unknown) => {
        if (owner.get(key) === window) owner.delete(key);
        throw error;
      },
    );
    return window.loading;
  };

  /** The newest `limit` candles, oldest first, when this symbol and interval are loaded. */
  const peek = (symbol: string, interval: KlineInterval, limit: number): Candle[] | undefined =>
    windows.get(keyOf(symbol, interval))?.candles?.slice(-limit);

  return {
    peek,
    load,
    /** Undefined until loaded. */
    version(symbol: string, interval: KlineInterval): number | undefined {
      const window = windows.get(keyOf(symbol, interval));
      return window?.candles ? window.version : undefined;
    },
    async latest(symbol: string, interval: KlineInterval, limit: number): Promise<Candle[]> {
      await load(symbol, interval);
      return peek(symbol, interval, limit) ?? [];
    },
    /** History was rewritten (backfill, gap fill): read it again on next use. */
    clear(): void {
      windows = new Map();
    },
    close: stop,
  };
}
