import type { Db } from '../../platform/db.ts';
import type { ListedInstrument } from './listed-instrument.ts';
import type { FeedLogger } from './price-feed.ts';

export type BackfillPlan = {
  /** Days of 1m candles (and the 5m/15m/1d made from them) before now. */
  minuteDays: number;
  /** Days of 1d candles before now. */
  dailyDays: number;
};

export const DEFAULT_BACKFILL: BackfillPlan = { minuteDays: 7, dailyDays: 730 };

export type BackfillResult = { candles: number; ms: number };

/** Generates simulated history up to `now` where the database has none (placeholder until implemented). */
export async function backfillHistory(_options: {
  db: Db;
  instruments: readonly ListedInstrument[];
  seed: number;
  now: number;
  plan: BackfillPlan;
  log: FeedLogger;
}): Promise<BackfillResult> {
  return { candles: 0, ms: 0 };
}
