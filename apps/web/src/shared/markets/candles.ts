import type { Candle } from '@halcyon/api';

/** How many candles a chart keeps in memory while it streams. */
export const MAX_CANDLES = 1_000;

/**
 * Candles by openTime, oldest first: an incoming candle replaces the one with its openTime (the
 * forming candle is pushed again and again) and newer ones are appended.
 */
export function mergeCandles(existing: readonly Candle[] | undefined, incoming: readonly Candle[]): Candle[] {
  if (!existing || existing.length === 0) return [...incoming].sort((a, b) => a.openTime - b.openTime);
  const last = existing.at(-1);
  // The common case, one forming candle: replace or append without rebuilding the whole list.
  if (incoming.length === 1 && last && incoming[0] && incoming[0].openTime >= last.openTime) {
    const candle = incoming[0];
    const next = candle.openTime === last.openTime ? existing.slice(0, -1) : existing.slice();
    next.push(candle);
    return next.length > MAX_CANDLES ? next.slice(-MAX_CANDLES) : next;
  }
  const byTime = new Map<number, Candle>();
  for (const candle of existing) byTime.set(candle.openTime, candle);
  for (const candle of incoming) byTime.set(candle.openTime, candle);
  const merged = [...byTime.values()].sort((a, b) => a.openTime - b.openTime);
  return merged.length > MAX_CANDLES ? merged.slice(-MAX_CANDLES) : merged;
}
