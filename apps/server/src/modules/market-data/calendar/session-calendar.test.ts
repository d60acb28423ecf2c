import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSessionCache, openIntervals, sessionAt } from './session-calendar.ts';
import { zonedParts, zonedTimeToEpoch, zoneOffsetMs } from './zoned-time.ts';

const utc = (iso: string) => Date.parse(iso);
const NY = 'America/New_York';
const HOUR = 3_600_000;

describe('zoned time', () => {
  it('reads local wall-clock time in New York on both sides of daylight saving', () => {
    // 2026-11-21 is a Saturday; New York is on EST (UTC-5).
    expect(zonedParts(utc('2026-11-21T09:05:00Z'), NY)).toEqual({
      year: 2026,
      month: 11,
      day: 21,
      hour: 4,
      minute: 5,
      second: 0,
      weekday: 6,
    });
    expect(zoneOffsetMs(utc('2026-11-21T09:05:00Z'), NY)).toBe(-5 * HOUR);
    expect(zoneOffsetMs(utc('2026-07-15T12:00:00Z'), NY)).toBe(-4 * HOUR);
  });

  it('turns local times into instants across the March and November switches', () => {
    // Spring forward: Sunday 8 March 2026 at 02:00 EST becomes 03:00 EDT.
    expect(zonedTimeToEpoch({ year: 2026, month: 3, day: 8, hour: 1, minute: 59 }, NY)).toBe(
      utc('2026-03-08T06:59:00Z'),
    );
    expect(zonedTimeToEpoch({ year: 2026, month: 3, day: 8, hour: 17, minute: 0 }, NY)).toBe(
      utc('2026-03-08T21:00:00Z'),
    );
    // Fall back: Sunday 1 November 2026 at 02:00 EDT becomes 01:00 EST.
    expect(zonedTimeToEpoch({ year: 2026, month: 10, day: 31, hour: 17, minute: 0 }, NY)).toBe(
      utc('2026-10-31T21:00:00Z'),
    );
    expect(zonedTimeToEpoch({ year: 2026, month: 11, day: 1, hour: 17, minute: 0 }, NY)).toBe(
      utc('2026-11-01T22:00:00Z'),
    );
    // Day overflow rolls into the next month.
    expect(zonedTimeToEpoch({ year: 2026, month: 11, day: 31, hour: 9, minute: 30 }, NY)).toBe(
      utc('2026-12-01T14:30:00Z'),
    );
  });
});

describe('session calendars', () => {
  const saturday = utc('2026-11-21T09:05:00Z');

  it('keeps crypto open around the clock', () => {
    expect(sessionAt('always', saturday)).toEqual({ open: true, nextChangeAt: null, timeZone: 'UTC' });
  });

  it('closes everything else on a Saturday and says when each market reopens', () => {
    expect(sessionAt('forex', saturday)).toEqual({
      open: false,
      nextChangeAt: utc('2026-11-22T22:00:00Z'),
      timeZone: NY,
    });
    expect(sessionAt('cme-globex', saturday)).toMatchObject({
      open: false,
      nextChangeAt: utc('2026-11-22T23:00:00Z'),
    });
    expect(sessionAt('metals', saturday)).toMatchObject({
      open: false,
      nextChangeAt: utc('2026-11-22T23:00:00Z'),
    });
    expect(sessionAt('us-equities', saturday)).toMatchObject({
      open: false,
      nextChangeAt: utc('2026-11-23T14:30:00Z'),
    });
  });

  it('runs forex from Sunday 17:00 to Friday 17:00 New York time', () => {
    expect(sessionAt('forex', utc('2026-11-22T21:59:59Z')).open).toBe(false);
    expect(sessionAt('forex', utc('2026-11-22T22:00:00Z'))).toMatchObject({
      open: true,
      nextChangeAt: utc('2026-11-27T22:00:00Z'),
    });
    expect(sessionAt('forex', utc('2026-11-25T12:00:00Z')).open).toBe(true);
    expect(sessionAt('forex', utc('2026-11-27T22:00:00Z')).open).toBe(false);
  });

  it('halts Globex from 17:00 to 18:00 New York on weekdays', () => {
    // Tuesday 24 November 2026, EST.
    expect(sessionAt('cme-globex', utc('2026-11-24T21:59:00Z'))).toMatchObject({
      open: true,
      nextChangeAt: utc('2026-11-24T22:00:00Z'),
    });
    expect(sessionAt('cme-globex', utc('2026-11-24T22:30:00Z'))).toMatchObject({
      open: false,
      nextChangeAt: utc('2026-11-24T23:00:00Z'),
    });
    expect(sessionAt('cme-globex', utc('2026-11-24T23:00:00Z'))).toMatchObject({
      open: true,
      nextChangeAt: utc('2026-11-25T22:00:00Z'),
    });
    // Friday's 17:00 close lasts the weekend.
    expect(sessionAt('cme-globex', utc('2026-11-27T22:30:00Z'))).toMatchObject({
      open: false,
      nextChangeAt: utc('2026-11-29T23:00:00Z'),
    });
  });

  it('follows New York across the daylight-saving switches in March and November', () => {
    // Forex opens at 17:00 local: 22:00 UTC on 1 March (EST), 21:00 UTC on 8 March (EDT, switched that morning).
    expect(sessionAt('forex', utc('2026-02-28T12:00:00Z')).nextChangeAt).toBe(utc('2026-03-01T22:00:00Z'));
    expect(sessionAt('forex', utc('2026-03-07T12:00:00Z')).nextChangeAt).toBe(utc('2026-03-08T21:00:00Z'));
    expect(sessionAt('forex', utc('2026-03-08T21:30:00Z')).open).toBe(true);
    // Friday 30 October closes at 21:00 UTC (EDT); Sunday 1 November reopens at 22:00 UTC (EST).
    expect(sessionAt('forex', utc('2026-10-30T20:59:00Z'))).toMatchObject({
      open: true,
      nextChangeAt: utc('2026-10-30T21:00:00Z'),
    });
    expect(sessionAt('forex', utc('2026-10-31T12:00:00Z')).nextChangeAt).toBe(utc('2026-11-01T22:00:00Z'));
    // The stock bell moves too: 09:30 EDT is 13:30 UTC in July, 09:30 EST is 14:30 UTC in December.
    expect(sessionAt('us-equities', utc('2026-07-15T13:30:00Z')).open).toBe(true);
    expect(sessionAt('us-equities', utc('2026-12-16T13:30:00Z')).open).toBe(false);
    expect(sessionAt('us-equities', utc('2026-12-16T14:30:00Z')).open).toBe(true);
  });

  it('opens a stock at the 09:30 bell and closes it at 16:00 on a weekday', () => {
    // Monday 23 November 2026, EST.
    expect(sessionAt('us-equities', utc('2026-11-23T14:29:59Z'))).toMatchObject({
      open: false,
      nextChangeAt: utc('2026-11-23T14:30:00Z'),
    });
    expect(sessionAt('us-equities', utc('2026-11-23T14:30:00Z'))).toMatchObject({
      open: true,
      nextChangeAt: utc('2026-11-23T21:00:00Z'),
    });
    expect(sessionAt('us-equities', utc('2026-11-23T21:00:00Z'))).toMatchObject({
      open: false,
      nextChangeAt: utc('2026-11-24T14:30:00Z'),
    });
    // Friday after the close: next open is Monday.
    expect(sessionAt('us-equities', utc('2026-11-27T21:00:00Z')).nextChangeAt).toBe(
      utc('2026-11-30T14:30:00Z'),
    );
  });

  it('lists the open stretches of a week', () => {
    const from = utc('2026-11-22T00:00:00Z');
    const to = utc('2026-11-29T00:00:00Z');
    const stocks = openIntervals('us-equities', from, to);
    expect(stocks).toHaveLength(5);
    expect(stocks.every(([start, end]) => end - start === 6.5 * HOUR)).toBe(true);
    expect(openIntervals('cme-globex', from, to)).toHaveLength(5);
    expect(openIntervals('always', from, to)).toEqual([[from, to]]);
  });

  it('is consistent at every instant: the state holds until nextChangeAt and flips there', () => {
    const calendars = ['forex', 'cme-globex', 'metals', 'us-equities'] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...calendars),
        fc.integer({ min: utc('2025-01-01T00:00:00Z'), max: utc('2028-12-31T00:00:00Z') }),
        (calendar, at) => {
          const session = sessionAt(calendar, at);
          const next = session.nextChangeAt;
          expect(next).not.toBeNull();
          if (next === null) return;
          expect(next).toBeGreaterThan(at);
          expect(next - at).toBeLessThanOrEqual(5 * 24 * HOUR);
          expect(sessionAt(calendar, next - 1).open).toBe(session.open);
          expect(sessionAt(calendar, next).open).toBe(!session.open);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('caches answers only while they hold', () => {
    const session = createSessionCache();
    const friday = utc('2026-11-27T21:59:00Z');
    expect(session('EUR/USDT', 'forex', friday).open).toBe(true);
    expect(session('EUR/USDT', 'forex', friday + 30_000).open).toBe(true);
    expect(session('EUR/USDT', 'forex', friday + 60_000).open).toBe(false);
    // Asking about an earlier instant recomputes rather than trusting a later answer.
    expect(session('EUR/USDT', 'forex', friday).open).toBe(true);
  });
});
