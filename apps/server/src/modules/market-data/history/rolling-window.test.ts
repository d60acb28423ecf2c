import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
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
