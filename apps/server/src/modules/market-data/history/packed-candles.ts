import type { IntCandle } from './history-generator.ts';

/** Numbers per candle, in IntCandle's field order. */
const FIELDS = 7;

/**
 * One generated series held as plain numbers in a Float64Array instead of one object per candle: the
 * backfill keeps a week of 1m, 5m and 15m candles of every pair (about 600,000) in memory until the
 * background writer has stored them, and as objects they took some 200 bytes each (the object, a boxed
 * openTime, the array slot) against 56 here. A JavaScript number is a float64, so every integer of an
 * IntCandle is stored exactly as it was.
 */
export class PackedCandles {
  private readonly data: Float64Array;
  readonly length: number;

  constructor(candles: readonly IntCandle[]) {
    this.length = candles.length;
    this.data = new Float64Array(candles.length * FIELDS);
    candles.forEach((c, i) => {
      this.data.set([c.openTime, c.open, c.high, c.low, c.close, c.lots, c.cents], i * FIELDS);
    });
  }

  openTime(index: number): number {
    return this.data[index * FIELDS] ?? 0;
  }

  /** The candle at `index` as an object again (made when it is formatted for writing). */
  at(index: number): IntCandle | undefined {
    if (index < 0 || index >= this.length) return undefined;
    const at = index * FIELDS;
    const field = (offset: number) => this.data[at + offset] ?? 0;
    return {
      openTime: field(0),
      open: field(1),
      high: field(2),
      low: field(3),
      close: field(4),
      lots: field(5),
      cents: field(6),
    };
  }
}
