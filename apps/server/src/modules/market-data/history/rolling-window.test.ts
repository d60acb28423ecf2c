import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WorkingCandle } from './candle-builder.ts';
import { MINUTE_MS } from './intervals.ts';
import { RollingWindow } from './rolling-window.ts';

const T0 = Date.parse('2026-11-20T00:00:00Z');
const candle = (minute: number, low: number, high: number, close = high, volume = 1) => ({
  openTime: T0 + minute * MINUTE_MS,
  open: new Decimal(low),
  high: new Decimal(high),
  low: new Decimal(low),
  close: new Decimal(close),
  volume: new Decimal(volume),
  quoteVolume: new Decimal(close * volume),
});
const show = (stats: ReturnType<RollingWindow['stats']>) =>
  stats && {
    open: stats.open.toString(),
    high: stats.high.toString(),
    low: stats.low.toString(),
    close: stats.close.toString(),
    volume: stats.volume.toString(),
    openTime: (stats.openTime - T0) / MINUTE_MS,
    closeTime: (stats.closeTime - T0) / MINUTE_MS,
  };

describe('rolling 24 h window', () => {
  it('covers the 1,440 minutes ending with the current one and slides as time passes', () => {
    const window = new RollingWindow();
    window.upsert(candle(0, 50, 200, 60, 2)); // the day's extreme, soon to leave
    for (let m = 1; m < 1440; m += 1) window.upsert(candle(m, 100, 110, 105));
    expect(show(window.stats(T0 + 1439 * MINUTE_MS + 30_000))).toEqual({
      open: '50',
      high: '200',
      low: '50',
      close: '105',
      volume: '1441',
      openTime: 0,
      closeTime: 1440,
    });
    // One minute later minute 0 is out: high and low come from the rest, exactly.
    window.upsert(candle(1440, 101, 103, 102));
    expect(show(window.stats(T0 + 1440 * MINUTE_MS))).toEqual({
      open: '100',
      high: '110',
      low: '100',
      close: '102',
      volume: '1440',
      openTime: 1,
      closeTime: 1441,
    });
  });

  it('updates the forming candle per tick without losing the settled extremes', () => {
    const window = new RollingWindow();
    window.upsert(candle(0, 90, 95));
    window.upsert(candle(1, 100, 100));
    expect(show(window.stats(T0 + MINUTE_MS))?.high).toBe('100');
    window.upsert(candle(1, 80, 120, 119));
    expect(show(window.stats(T0 + MINUTE_MS))).toMatchObject({ high: '120', low: '80', close: '119' });
    window.upsert(candle(1, 85, 96, 96));
    expect(show(window.stats(T0 + MINUTE_MS))).toMatchObject({ high: '96', low: '85', close: '96' });
  });

  it('is empty once everything is older than a day, and can be anchored at a closed market last trade', () => {
    const window = new RollingWindow();
    for (let m = 0; m < 10; m += 1) window.upsert(candle(m, 10 + m, 11 + m));
    expect(show(window.stats(T0 + 9 * MINUTE_MS + 5_000))).toMatchObject({
      open: '10',
      close: '20',
      volume: '10',
    });
    expect(window.stats(T0 + (1440 + 10) * MINUTE_MS)).toBeUndefined();
  });

  it('leaves out candles after the anchor', () => {
    const window = new RollingWindow();
    for (let m = 0; m < 10; m += 1) window.upsert(candle(m, 10 + m, 11 + m));
    expect(show(window.stats(T0 + 4 * MINUTE_MS))).toMatchObject({
      high: '15',
      close: '15',
      volume: '5',
      closeTime: 5,
    });
  });

  it('keeps order when an older candle arrives late', () => {
    const window = new RollingWindow();
    window.upsert(candle(0, 10, 10));
    window.upsert(candle(2, 30, 30));
    window.upsert(candle(1, 5, 40));
    expect(show(window.stats(T0 + 2 * MINUTE_MS))).toMatchObject({
      high: '40',
      low: '5',
      close: '30',
      volume: '3',
    });
  });

  it('keeps numbers that Decimal writes in exponent form exact once the minute is settled', () => {
    const window = new RollingWindow();
    const tiny = {
      openTime: T0,
      open: new Decimal('0.00000001'),
      high: new Decimal('0.00000003'),
      low: new Decimal('0.000000001'),
      close: new Decimal('0.00000002'),
      volume: new Decimal('12345678901.123456789'),
      quoteVolume: new Decimal('0.000000000000000001'),
    };
    window.upsert(tiny);
    window.upsert({ ...tiny, openTime: T0 + MINUTE_MS, volume: new Decimal('0.5') });
    const stats = window.stats(T0 + MINUTE_MS);
    expect(stats?.low.toFixed()).toBe('0.000000001');
    expect(stats?.high.toFixed()).toBe('0.00000003');
    expect(stats?.volume.toFixed()).toBe('12345678901.623456789');
    expect(stats?.quoteVolume.toFixed()).toBe('0.000000000000000002');
  });

  it('tells apart figures that are the same number as a double, once rebuilt from packed minutes', () => {
    const loaded = new RollingWindow();
    const at = (minute: number) => T0 + minute * MINUTE_MS;
    loaded.append([
      // The day's extremes come first and exceed the later ones only in the twentieth decimal.
      { openTime: at(0), packed: '1 2.00000000000000000001 0.99999999999999999999 1 1 1' },
      { openTime: at(1), packed: '1 2 1 1 1 1' },
      { openTime: at(2), packed: '1 2 1 1 1 1' },
      { openTime: at(3), packed: '1.5 1.5 1.5 1.5 1 1' },
    ]);
    expect(show(loaded.stats(at(3)))).toMatchObject({
      high: '2.00000000000000000001',
      low: '0.99999999999999999999',
    });
    // Once the first minute has left, the later ones are the extremes.
    loaded.upsert(candle(1440, 1.5, 1.5));
    expect(show(loaded.stats(at(1440)))).toMatchObject({ high: '2', low: '1' });
  });

  it('takes the database minutes packed, with the same figures as minutes given one by one', () => {
    const packed = (minute: number, low: string, high: string, volume: string) => ({
      openTime: T0 + minute * MINUTE_MS,
      packed: `${low} ${high} ${low} ${high} ${volume} ${volume}`,
    });
    const loaded = new RollingWindow();
    // A minute repeated or out of order is an upsert.
    loaded.append([
      packed(0, '0.00000001', '0.25', '1.5'),
      packed(1, '0.2', '0.3', '2'),
      packed(3, '0.1', '0.4', '0.000000000000000001'),
      packed(2, '0.15', '0.35', '4'),
      packed(1, '0.2', '0.31', '3'),
    ]);
    expect(show(loaded.stats(T0 + 3 * MINUTE_MS))).toEqual({
      open: '1e-8',
      high: '0.4',
      low: '1e-8',
      close: '0.4',
      volume: '8.500000000000000001',
      openTime: 0,
      closeTime: 4,
    });
    // The newest minute stays live: the forming candle replaces it as it would any other.
    loaded.upsert(candle(3, 0.05, 0.5));
    expect(show(loaded.stats(T0 + 3 * MINUTE_MS))).toMatchObject({ high: '0.5', low: '1e-8', close: '0.5' });
  });
});

/** What the window must answer, from every minute it was given, summed from scratch at each read. */
function referenceStats(minutes: Map<number, WorkingCandle>, anchor: number, spanMs: number) {
  const endMinute = Math.floor(anchor / MINUTE_MS) * MINUTE_MS;
  const inside = [...minutes.values()]
    .filter((c) => c.openTime >= endMinute + MINUTE_MS - spanMs && c.openTime <= endMinute)
    .sort((a, b) => a.openTime - b.openTime);
  const first = inside[0];
  const last = inside.at(-1);
  if (!first || !last) return undefined;
  return {
    open: first.open.toFixed(),
    high: Decimal.max(...inside.map((c) => c.high)).toFixed(),
    low: Decimal.min(...inside.map((c) => c.low)).toFixed(),
    close: last.close.toFixed(),
    volume: inside.reduce((sum, c) => sum.add(c.volume), new Decimal(0)).toFixed(),
    quoteVolume: inside.reduce((sum, c) => sum.add(c.quoteVolume), new Decimal(0)).toFixed(),
    openTime: first.openTime,
    closeTime: endMinute + MINUTE_MS,
  };
}

const exactly = (stats: ReturnType<RollingWindow['stats']>) =>
  stats && {
    open: stats.open.toFixed(),
    high: stats.high.toFixed(),
    low: stats.low.toFixed(),
    close: stats.close.toFixed(),
    volume: stats.volume.toFixed(),
    quoteVolume: stats.quoteVolume.toFixed(),
    openTime: stats.openTime,
    closeTime: stats.closeTime,
  };

/**
 * A minute's prices: of any size, or (in a third of the minutes) from a few that repeat exactly and differ
 * only in the twentieth decimal (the same number as a double: a window rebuilt from packed minutes must
 * compare those as Decimals).
 */
const anyPrice = fc.integer({ min: 1, max: 9_999_999 }).map((n) => new Decimal(n).div(1_000));
const closePrice = fc
  .tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 2 }))
  .map(([n, tiny]) => new Decimal(n).add(new Decimal(tiny).mul('1e-20')));
const volume = fc.integer({ min: 0, max: 99_999_999 }).map((n) => new Decimal(n).div(1_000_000));
const minuteCandle = fc
  .oneof({ weight: 2, arbitrary: fc.constant(anyPrice) }, { weight: 1, arbitrary: fc.constant(closePrice) })
  .chain((price) => fc.record({ a: price, b: price, c: price, d: price, volume, quoteVolume: volume }))
  .map(({ a, b, c, d, volume, quoteVolume }) => ({
    open: a,
    high: Decimal.max(a, b, c, d),
    low: Decimal.min(a, b, c, d),
    close: d,
    volume,
    quoteVolume,
  }));
/** Mostly the next minute or the same one, now and then a late one or a gap; reads at moving anchors. */
const step = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('upsert' as const),
      gap: fc.integer({ min: -3, max: 2 }),
      candle: minuteCandle,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('append' as const),
      gap: fc.integer({ min: -2, max: 3 }),
      candles: fc.array(minuteCandle, { maxLength: 4 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('read' as const), later: fc.integer({ min: 0, max: 90_000 }) }),
  },
);

describe('rolling window kept as minutes settle and leave', () => {
  it('answers every read exactly as the same minutes summed from scratch', () => {
    const SPAN = 8 * MINUTE_MS;
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 120 }), (steps) => {
        const window = new RollingWindow(SPAN);
        const given = new Map<number, WorkingCandle>();
        let minute = 0;
        let anchor = T0;
        for (const s of steps) {
          if (s.kind === 'read') {
            // Reads never go back in time: the window forgets what slid out.
            anchor = Math.max(anchor, T0 + minute * MINUTE_MS) + s.later;
            expect(exactly(window.stats(anchor))).toEqual(referenceStats(given, anchor, SPAN));
            continue;
          }
          minute = Math.max(0, minute + s.gap);
          const candles = s.kind === 'upsert' ? [s.candle] : s.candles;
          const timed = candles.map((c, i) => ({ ...c, openTime: T0 + (minute + i) * MINUTE_MS }));
          for (const c of timed) given.set(c.openTime, c);
          if (s.kind === 'upsert' && timed[0]) window.upsert(timed[0]);
          else {
            window.append(
              timed.map((c) => ({
                openTime: c.openTime,
                packed: [c.open, c.high, c.low, c.close, c.volume, c.quoteVolume]
                  .map((d) => d.toFixed())
                  .join(' '),
              })),
            );
          }
          minute += Math.max(0, timed.length - 1);
        }
      }),
      { numRuns: 300 },
    );
  });
});
