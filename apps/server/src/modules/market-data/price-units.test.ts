import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixed, formatScaled, priceToTicks, tickScale, ticksToPrice } from './price-units.ts';
import { numericText } from './store/numeric-text.ts';

describe('prices in whole ticks', () => {
  it('formats ticks exactly for decimal, fractional and whole tick sizes', () => {
    expect(ticksToPrice(9_650_012, tickScale('0.01', 2))).toBe('96500.12');
    expect(ticksToPrice(26_860, tickScale('0.25', 2))).toBe('6715.00');
    expect(ticksToPrice(9_960, tickScale('5', 0))).toBe('49800');
    expect(ticksToPrice(66_200, tickScale('0.0000001', 7))).toBe('0.0066200');
    expect(ticksToPrice(1, tickScale('0.00001', 5))).toBe('0.00001');
    expect(ticksToPrice(2006, tickScale('0.0025', 4))).toBe('5.0150');
  });

  it('rounds a decimal price to the nearest tick', () => {
    const quarter = tickScale('0.25', 2);
    expect(priceToTicks('6715.12', quarter)).toBe(26_860);
    expect(priceToTicks('6715.13', quarter)).toBe(26_861);
    expect(priceToTicks('0.0066200', tickScale('0.0000001', 7))).toBe(66_200);
  });

  it('round-trips any tick count without a float on the way', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('0.01', '0.25', '5', '0.0000001', '0.0025', '0.1'),
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        (size, ticks) => {
          const scale = tickScale(size, new Decimal(size).decimalPlaces());
          const text = ticksToPrice(ticks, scale);
          expect(new Decimal(text).eq(new Decimal(size).mul(ticks))).toBe(true);
          expect(priceToTicks(text, scale)).toBe(ticks);
        },
      ),
    );
  });

  it('formats scaled integers with padding and sign', () => {
    expect(formatScaled(5, 3)).toBe('0.005');
    expect(formatScaled(-1234, 2)).toBe('-12.34');
    expect(formatScaled(7, 0)).toBe('7');
    expect(formatScaled(7, 1, 3)).toBe('0.700');
    expect(() => formatScaled(2 ** 60, 2)).toThrow();
    expect(fixed('1.005', 2)).toBe('1.01');
  });

  it('shows NUMERIC text with the wanted decimals, rounding only when a digit would be lost', () => {
    expect(numericText('96500.120000000000000000', 2)).toBe('96500.12');
    expect(numericText('5', 3)).toBe('5.000');
    expect(numericText('0.012345000000000000', 4)).toBe('0.0123');
    expect(numericText('0.012355000000000000', 4)).toBe('0.0124');
    expect(numericText('49800.000000000000000000', 0)).toBe('49800');
  });
});
