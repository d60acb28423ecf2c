import type { KlineInterval } from '@halcyon/api';
import type { Db } from '../../../platform/db.ts';
import { openIntervals } from '../calendar/session-calendar.ts';
import type { ListedInstrument } from '../listed-instrument.ts';
import type { CalendarId } from '../market-data.ts';
import { type CandleRow, mergeCandlesBulk } from '../store/candle-repo.ts';
import { formatCandle, generateHistory, historyRandom } from './history-generator.ts';
import { historyStart, storedEnds } from './history-start.ts';
import { DAY_MS, intervalStart } from './intervals.ts';
import { PackedCandles } from './packed-candles.ts';

export type BackfillPlan = {
  /** Days of 1m candles (and the 5m/15m/1d made from them) before today (UTC). */
  minuteDays: number;
  /** Days of 1d candles before today (UTC). */
  dailyDays: number;
};

export const DEFAULT_BACKFILL: BackfillPlan = { minuteDays: 7, dailyDays: 730 };

export type BackfillResult = {
  /** Candles generated in all. */
  candles: number;
  /** Candles written before returning: every 1d candle and the last 24 h of 1m, 5m and 15m. */
  written: number;
  generateMs: number;
  writeMs: number;
  /**
   * Writes the older 1m, 5m and 15m candles, newest first, in small statements so the live feed's writes
   * slip in between; stops early when `cancelled` says so. Resolves to the number written.
   */
  writeRest(cancelled: () => boolean): Promise<number>;
};

/** Rows per INSERT: nine array parameters each, so the size is bounded by memory, not parameter count. */
const CHUNK_ROWS = 10_000;
/** Background chunks stay small: the live feed's cycle waits for at most one of them (PGlite). */
const BACKGROUND_CHUNK_ROWS = 2_000;
/**
 * What the app needs at once: the rolling 24 h statistics read the last day of 1m candles, and the live
 * candles continue the newest 5m/15m/1d ones, which therefore must be stored before the feed starts.
 */
const URGENT_SPAN_MS = DAY_MS;
/** Concurrent chunk inserts on PostgreSQL (PGlite runs one statement at a time anyway). */
const POSTGRES_WRITERS = 4;

/**
 * Makes the stored history reach `now`: on first start, `plan` worth of it; after a restart, the gap since
 * the last stored candle. Each pair continues from its last stored close (or, with nothing stored, from a
 * seeded draw around its reference price two years back), so charts have no seams and the live simulator
 * takes over at the last generated close.
 */
export async function backfillHistory(options: {
  db: Db;
  databaseKind: 'pglite' | 'postgres';
  instruments: readonly ListedInstrument[];
  seed: number;
  now: number;
  plan: BackfillPlan;
}): Promise<BackfillResult> {
  const started = performance.now();
  const { db, instruments, plan, now } = options;
  const today = intervalStart('1d', now);
  const nowMinute = intervalStart('1m', now);
  const planMinuteFrom = today - plan.minuteDays * DAY_MS;
  const planDailyFrom = today - Math.max(plan.dailyDays, plan.minuteDays) * DAY_MS;

  const bounds = { planMinuteFrom, planDailyFrom, nowMinute };
  const last = await storedEnds(
    db,
    instruments.map((l) => l.instrument.symbol),
  );

  // Where each pair's missing history starts; after a restart, only the minutes since it stopped.
  const starts = instruments.flatMap((listed) => {
    const random = historyRandom(options.seed, listed.instrument.symbol, planDailyFrom);
    const start = historyStart(listed, last.get(listed.instrument.symbol) ?? {}, bounds, random);
    return start ? [{ listed, random, start }] : [];
  });
  const stretches = sessionStretches(starts, nowMinute);

  // Packed as soon as each pair is generated: only one pair's candles are ever objects at a time.
  const histories: PackedHistory[] = [];
  for (const { listed, random, start } of starts) {
    const { startTicks, dailyFrom, minuteFrom } = start;
    const history = generateHistory({
      listed,
      random,
      startTicks,
      dailyFrom,
      minuteFrom,
      minuteTo: nowMinute,
      openIntervals: (stretches.get(listed.instrument.calendar) ?? []).filter(([, end]) => end > dailyFrom),
    });
    histories.push({
      listed,
      series: history.series.map(({ interval, candles }) => ({
        interval,
        candles: new PackedCandles(candles),
      })),
    });
  }
  const generated = performance.now();

  const urgentFrom = nowMinute - URGENT_SPAN_MS;
  const { urgent, rest } = splitAtUrgent(histories, urgentFrom);
  const total = [...urgent, ...rest].reduce((sum, slice) => sum + slice.to - slice.from, 0);
  const written = await writeSlices(db, options.databaseKind, urgent, CHUNK_ROWS, () => false, false);
  const finished = performance.now();
  return {
    candles: total,
    written,
    generateMs: Math.round(generated - started),
    writeMs: Math.round(finished - generated),
    writeRest: (cancelled) =>
      writeSlices(
        db,
        options.databaseKind,
        newestFirst(rest, urgentFrom),
        BACKGROUND_CHUNK_ROWS,
        cancelled,
        true,
      ),
  };
}

/**
 * The open stretches of each calendar the pairs need, once per calendar (a dozen pairs share each), from
 * the earliest history any of its pairs is missing: the plan's two years on a first start, the minutes
 * since the server stopped on a restart (walking two years of sessions for those made generating a few
 * minutes of history take 0.6 to 1.2 s on a slow machine, 0.2 s since). A stretch open before that start
 * begins at it, which changes nothing: the generator clips every stretch at the pair's own start.
 */
function sessionStretches(
  starts: ReadonlyArray<{ listed: ListedInstrument; start: { dailyFrom: number } }>,
  nowMinute: number,
): Map<CalendarId, Array<[number, number]>> {
  const earliest = new Map<CalendarId, number>();
  for (const { listed, start } of starts) {
    const calendar = listed.instrument.calendar;
    earliest.set(calendar, Math.min(earliest.get(calendar) ?? start.dailyFrom, start.dailyFrom));
  }
  return new Map(
    [...earliest].map(([calendar, from]) => [calendar, openIntervals(calendar, from, nowMinute)]),
  );
}

type PackedHistory = {
  listed: ListedInstrument;
  series: Array<{ interval: KlineInterval; candles: PackedCandles }>;
};

/** A run of one series' candles, [from, to). */
type Slice = {
  listed: ListedInstrument;
  interval: KlineInterval;
  candles: PackedCandles;
  from: number;
  to: number;
};

/** Splits each series at the urgent cut-off (series are in time order): 1d entirely, the rest by time. */
function splitAtUrgent(
  histories: readonly PackedHistory[],
  urgentFrom: number,
): { urgent: Slice[]; rest: Slice[] } {
  const urgent: Slice[] = [];
  const rest: Slice[] = [];
  for (const history of histories) {
    for (const { interval, candles } of history.series) {
      const cut = interval === '1d' ? 0 : firstAtOrAfter(candles, urgentFrom);
      urgent.push({ listed: history.listed, interval, candles, from: cut, to: candles.length });
      if (cut > 0) rest.push({ listed: history.listed, interval, candles, from: 0, to: cut });
    }
  }
  return { urgent, rest };
}

function firstAtOrAfter(candles: PackedCandles, time: number): number {
  let low = 0;
  let high = candles.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (candles.openTime(mid) < time) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Re-cuts slices into day-long windows going back from `end`, so charts fill from the present backwards. */
function newestFirst(slices: readonly Slice[], end: number): Slice[] {
  const out: Slice[] = [];
  const oldest = Math.min(
    ...slices.map((s) => (s.from < s.candles.length ? s.candles.openTime(s.from) : end)),
  );
  for (let windowEnd = end; windowEnd > oldest; windowEnd -= DAY_MS) {
    for (const slice of slices) {
      const from = Math.max(slice.from, firstAtOrAfter(slice.candles, windowEnd - DAY_MS));
      const to = Math.min(slice.to, firstAtOrAfter(slice.candles, windowEnd));
      if (from < to) out.push({ ...slice, from, to });
    }
  }
  return out;
}

/** Formats and writes slices in chunks of `size` rows; rows become strings only here, a chunk at a time. */
async function writeSlices(
  db: Db,
  kind: 'pglite' | 'postgres',
  slices: readonly Slice[],
  size: number,
  cancelled: () => boolean,
  yieldBetween: boolean,
): Promise<number> {
  function* chunks(): Generator<CandleRow[]> {
    let chunk: CandleRow[] = [];
    for (const slice of slices) {
      for (let i = slice.from; i < slice.to; i += 1) {
        const candle = slice.candles.at(i);
        if (candle) chunk.push(formatCandle(slice.listed, slice.interval, candle));
        if (chunk.length >= size) {
          yield chunk;
          chunk = [];
        }
      }
    }
    if (chunk.length > 0) yield chunk;
  }
  const source = chunks();
  let written = 0;
  const writers = kind === 'postgres' ? POSTGRES_WRITERS : 1;
  await Promise.all(
    Array.from({ length: writers }, async () => {
      for (let next = source.next(); !next.done && !cancelled(); next = source.next()) {
        await mergeCandlesBulk(db, next.value);
        written += next.value.length;
        // In the background, let queued queries (the live feed, requests) have the connection between chunks.
        if (yieldBetween) await new Promise((resolve) => setImmediate(resolve));
      }
    }),
  );
  return written;
}
