import type { Db } from '../../../platform/db.ts';
import type { Random } from '../feeds/prng.ts';
import type { ListedInstrument } from '../listed-instrument.ts';
import { priceToTicks } from '../price-units.ts';
import { type CandleRow, latestCandles } from '../store/candle-repo.ts';
import { DAY_MS, MINUTE_MS } from './intervals.ts';

/** A pair's newest stored 1m and 1d candles, if any. */
export type StoredEnds = { minute?: CandleRow; day?: CandleRow };

/** Where the history the plan asks for begins and ends (all times UTC, ms). */
export type PlanBounds = { planMinuteFrom: number; planDailyFrom: number; nowMinute: number };

export type HistoryStart = { startTicks: number; dailyFrom: number; minuteFrom: number };

/** Each pair's newest stored 1m and 1d candles, by symbol. */
export async function storedEnds(db: Db, symbols: readonly string[]): Promise<Map<string, StoredEnds>> {
  const stored = await latestCandles(db, symbols, ['1m', '1d']);
  const last = new Map<string, StoredEnds>();
  for (const row of stored) {
    const entry = last.get(row.symbol) ?? {};
    if (row.interval === '1m') entry.minute = row;
    else entry.day = row;
    last.set(row.symbol, entry);
  }
  return last;
}

/**
 * Where a pair's generated history starts (its first price, its first daily and minute candle): after what
 * is stored, or the whole plan from a draw around the reference price. Undefined when nothing is missing.
 */
export function historyStart(
  listed: ListedInstrument,
  { minute, day }: StoredEnds,
  { planMinuteFrom, planDailyFrom, nowMinute }: PlanBounds,
  random: Random,
): HistoryStart | undefined {
  if (minute || day) {
    // Continue after what is stored; the newer of the two tells where the price stands.
    const latest = minute && (!day || minute.openTime >= day.openTime) ? minute : day;
    if (!latest) return undefined;
    const startTicks = priceToTicks(latest.close, listed.scale);
    const minuteEnd = minute ? minute.openTime + MINUTE_MS : 0;
    const dayEnd = day ? day.openTime + DAY_MS : 0;
    const minuteFrom = Math.max(planMinuteFrom, minuteEnd);
    // Daily-only candles only when the gap reaches past the 1m range; they start the day after the last one.
    const dailyFrom =
      minuteFrom === planMinuteFrom ? Math.min(minuteFrom, Math.max(planDailyFrom, dayEnd)) : minuteFrom;
    if (minuteFrom >= nowMinute) return undefined;
    return { startTicks, dailyFrom, minuteFrom };
  }
  // Two years back the price may have been anywhere in its usual range around the reference.
  const reference = priceToTicks(listed.referencePrice, listed.scale);
  const startTicks = Math.max(1, Math.round(reference * Math.exp(0.3 * listed.volatility * random.normal())));
  return { startTicks, dailyFrom: planDailyFrom, minuteFrom: planMinuteFrom };
}
