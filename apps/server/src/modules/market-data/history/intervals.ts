import { KLINE_INTERVALS, type KlineInterval } from '@halcyon/api';

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

export const INTERVAL_MS: Record<KlineInterval, number> = {
  '1m': MINUTE_MS,
  '5m': 5 * MINUTE_MS,
  '15m': 15 * MINUTE_MS,
  '1d': DAY_MS,
};

export const INTERVALS: readonly KlineInterval[] = KLINE_INTERVALS;

/**
 * The open time of the candle holding `time`. The epoch starts at 00:00 UTC and every interval divides a
 * day, so flooring to a multiple gives UTC-aligned minutes, quarters and days.
 */
export function intervalStart(interval: KlineInterval, time: number): number {
  const size = INTERVAL_MS[interval];
  return Math.floor(time / size) * size;
}
