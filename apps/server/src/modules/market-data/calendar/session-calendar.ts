import type { MarketSession } from '@halcyon/api';
import type { CalendarId } from '../market-data.ts';
import { zonedParts, zonedTimeToEpoch } from './zoned-time.ts';

/**
 * Trading hours as weekly windows of local wall-clock time. Kept in the exchange's zone so that daylight
 * saving moves them in UTC exactly as the exchanges do. No holidays: a holiday calendar would need yearly
 * upkeep, and an open market on a holiday only means the simulator keeps ticking.
 */

const MINUTES_PER_DAY = 1440;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;
const SUN = 0;
const MON = 1;
const FRI = 5;

/** [from, to) in minutes since Sunday 00:00 local time; windows are sorted and lie inside one week. */
type WeeklyWindow = { from: number; to: number };
type WeeklyCalendar = { timeZone: string; windows: readonly WeeklyWindow[] };

const at = (day: number, hour: number, minute = 0) => day * MINUTES_PER_DAY + hour * 60 + minute;

/** CME Globex: Sunday 18:00 to Friday 17:00 New York, halted 17:00-18:00 each weekday in between. */
const globex: WeeklyCalendar = {
  timeZone: 'America/New_York',
  windows: [SUN, MON, 2, 3, 4].map((day) => ({ from: at(day, 18), to: at(day + 1, 17) })),
};

const CALENDARS: Record<Exclude<CalendarId, 'always'>, WeeklyCalendar> = {
  // The interbank week: opens as Sydney starts Monday (17:00 New York Sunday), closes Friday 17:00 New York.
  forex: { timeZone: 'America/New_York', windows: [{ from: at(SUN, 17), to: at(FRI, 17) }] },
  'cme-globex': globex,
  // COMEX/NYMEX metals trade on Globex with the same hours.
  metals: globex,
  // NYSE and Nasdaq regular hours; no pre/post-market.
  'us-equities': {
    timeZone: 'America/New_York',
    windows: [MON, 2, 3, 4, FRI].map((day) => ({ from: at(day, 9, 30), to: at(day, 16) })),
  },
};

export const ALWAYS_OPEN: MarketSession = { open: true, nextChangeAt: null, timeZone: 'UTC' };

/** Whether a calendar's market is open at `epochMs`, and when that next changes. */
export function sessionAt(calendarId: CalendarId, epochMs: number): MarketSession {
  if (calendarId === 'always') return ALWAYS_OPEN;
  const calendar = CALENDARS[calendarId];
  const local = zonedParts(epochMs, calendar.timeZone);
  const minuteOfWeek = local.weekday * MINUTES_PER_DAY + local.hour * 60 + local.minute + local.second / 60;

  const toEpoch = (weekMinute: number) => {
    const dayOffset = Math.floor(weekMinute / MINUTES_PER_DAY) - local.weekday;
    const minuteOfDay = weekMinute % MINUTES_PER_DAY;
    return zonedTimeToEpoch(
      {
        year: local.year,
        month: local.month,
        day: local.day + dayOffset,
        hour: Math.floor(minuteOfDay / 60),
        minute: minuteOfDay % 60,
      },
      calendar.timeZone,
    );
  };

  const inside = calendar.windows.find((w) => w.from <= minuteOfWeek && minuteOfWeek < w.to);
  if (inside) return { open: true, nextChangeAt: toEpoch(inside.to), timeZone: calendar.timeZone };
  const later = calendar.windows.find((w) => w.from > minuteOfWeek);
  const first = calendar.windows[0];
  if (!first) throw new Error(`calendar ${calendarId} has no trading window`);
  const nextOpen = later ? later.from : first.from + MINUTES_PER_WEEK;
  return { open: false, nextChangeAt: toEpoch(nextOpen), timeZone: calendar.timeZone };
}

/**
 * The open stretches of [from, to) as [start, end) pairs. Walks session changes rather than every minute,
 * so a week of history costs a few dozen Intl calls, not ten thousand.
 */
export function openIntervals(calendarId: CalendarId, from: number, to: number): Array<[number, number]> {
  const intervals: Array<[number, number]> = [];
  let cursor = from;
  while (cursor < to) {
    const session = sessionAt(calendarId, cursor);
    const end = Math.min(session.nextChangeAt ?? to, to);
    if (session.open) intervals.push([cursor, end]);
    // A change time equal to the cursor cannot happen (windows are half-open), but never loop forever.
    cursor = Math.max(end, cursor + 1);
  }
  return intervals;
}

/**
 * A session answer holds from the instant it was computed until its next change, so hot paths (every
 * ticker read) keep it until then instead of formatting dates on every call.
 */
export function createSessionCache() {
  const cache = new Map<string, { session: MarketSession; asOf: number }>();
  return (key: string, calendarId: CalendarId, epochMs: number): MarketSession => {
    const cached = cache.get(key);
    if (
      cached &&
      epochMs >= cached.asOf &&
      (cached.session.nextChangeAt === null || epochMs < cached.session.nextChangeAt)
    ) {
      return cached.session;
    }
    const session = sessionAt(calendarId, epochMs);
    cache.set(key, { session, asOf: epochMs });
    return session;
  };
}
