import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { CandleBuilder } from './candle-builder.ts';
import { intervalStart } from './intervals.ts';

const at = (iso: string) => Date.parse(iso);
const tick = (iso: string, price: string, quantity = '1') => ({
  symbol: 'BTC/USDT',
  price: new Decimal(price),
  quantity: new Decimal(quantity),
  time: at(iso),
});
const text = (builder: CandleBuilder, interval: '1m' | '5m' | '15m' | '1d') => {
  const c = builder.latest('BTC/USDT', interval);
  return (
    c && {
      openTime: new Date(c.openTime).toISOString(),
      ohlc: [c.open, c.high, c.low, c.close].map(String).join(' '),
      volume: c.volume.toString(),
      quoteVolume: c.quoteVolume.toString(),
    }
  );
};

describe('interval boundaries', () => {
  it('floors to UTC minutes, fives, quarters and days', () => {
    const t = at('2026-11-21T23:59:59.999Z');
    expect(new Date(intervalStart('1m', t)).toISOString()).toBe('2026-11-21T23:59:00.000Z');
    expect(new Date(intervalStart('5m', t)).toISOString()).toBe('2026-11-21T23:55:00.000Z');
    expect(new Date(intervalStart('15m', t)).toISOString()).toBe('2026-11-21T23:45:00.000Z');
    expect(new Date(intervalStart('1d', t)).toISOString()).toBe('2026-11-21T00:00:00.000Z');
    expect(new Date(intervalStart('1d', t + 1)).toISOString()).toBe('2026-11-22T00:00:00.000Z');
  });
});

describe('candle builder', () => {
  it('folds ticks into one candle per interval: open first, close last, exact extremes and volumes', () => {
    const builder = new CandleBuilder();
    builder.apply([
      tick('2026-11-21T10:00:05Z', '100.10', '0.5'),
      tick('2026-11-21T10:00:20Z', '101.25', '0.25'),
    ]);
    builder.apply([tick('2026-11-21T10:00:40Z', '99.90', '1.125')]);
    expect(text(builder, '1m')).toEqual({
      openTime: '2026-11-21T10:00:00.000Z',
      ohlc: '100.1 101.25 99.9 99.9',
      volume: '1.875',
      // 100.10*0.5 + 101.25*0.25 + 99.90*1.125: exact, not float.
      quoteVolume: '187.75',
    });
    expect(text(builder, '1d')?.ohlc).toBe('100.1 101.25 99.9 99.9');
  });

  it('opens the next candle at the edge of each interval, not a millisecond earlier', () => {
    const builder = new CandleBuilder();
    builder.apply([tick('2026-11-21T23:44:59.999Z', '10')]);
    const { changed } = builder.apply([tick('2026-11-21T23:45:00.000Z', '11')]);
    // 1m, 5m and 15m roll over at 23:45; the day does not.
    expect(
      changed.map((c) => `${c.interval} ${new Date(c.candle.openTime).toISOString()} ${c.candle.open}`),
    ).toEqual([
      '1m 2026-11-21T23:45:00.000Z 11',
      '5m 2026-11-21T23:45:00.000Z 11',
      '15m 2026-11-21T23:45:00.000Z 11',
      '1d 2026-11-21T00:00:00.000Z 10',
    ]);
    builder.apply([tick('2026-11-21T23:59:59.999Z', '12')]);
    builder.apply([tick('2026-11-22T00:00:00.000Z', '9')]);
    expect(text(builder, '1d')).toMatchObject({ openTime: '2026-11-22T00:00:00.000Z', ohlc: '9 9 9 9' });
    expect(text(builder, '15m')).toMatchObject({ openTime: '2026-11-22T00:00:00.000Z' });
  });

  it('rolls 5m over at :05 while 15m keeps going', () => {
    const builder = new CandleBuilder();
    builder.apply([tick('2026-11-21T10:04:59Z', '1')]);
    builder.apply([tick('2026-11-21T10:05:00Z', '2')]);
    expect(text(builder, '5m')).toMatchObject({ openTime: '2026-11-21T10:05:00.000Z', ohlc: '2 2 2 2' });
    expect(text(builder, '15m')).toMatchObject({ openTime: '2026-11-21T10:00:00.000Z', ohlc: '1 2 1 2' });
  });

  it('keeps a late tick out of a closed candle', () => {
    const builder = new CandleBuilder();
    builder.apply([tick('2026-11-21T10:01:00Z', '5')]);
    const { changed } = builder.apply([tick('2026-11-21T10:00:59Z', '500')]);
    // Only the intervals whose current candle still holds that time take it.
    expect(changed.map((c) => c.interval)).toEqual(['5m', '15m', '1d']);
    expect(text(builder, '1m')?.ohlc).toBe('5 5 5 5');
  });

  it('continues stored candles and can undo a cycle that was not stored', () => {
    const builder = new CandleBuilder();
    builder.seed([
      {
        symbol: 'BTC/USDT',
        interval: '1d',
        candle: {
          openTime: at('2026-11-21T00:00:00Z'),
          open: new Decimal(90),
          high: new Decimal(95),
          low: new Decimal(89),
          close: new Decimal(94),
          volume: new Decimal(10),
          quoteVolume: new Decimal(920),
        },
      },
    ]);
    const { undo } = builder.apply([tick('2026-11-21T12:00:00Z', '96', '2')]);
    expect(text(builder, '1d')).toMatchObject({ ohlc: '90 96 89 96', volume: '12', quoteVolume: '1112' });
    undo();
    expect(text(builder, '1d')).toMatchObject({ ohlc: '90 95 89 94', volume: '10' });
    expect(builder.latest('BTC/USDT', '1m')).toBeUndefined();
  });
});
