import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TextSum } from './text-sum.ts';

const Exact = Decimal.clone({ precision: 100 });

const sumOf = (texts: readonly string[]) => {
  const sum = new TextSum(Exact);
  for (const text of texts) sum.add(text);
  return sum.total().toFixed();
};

describe('TextSum', () => {
  it('adds decimal texts of any number of decimals exactly, Decimal exponent notation included', () => {
    expect(sumOf([])).toBe('0');
    expect(sumOf(['12345678901.123456789', '0.5', '7'])).toBe('12345678908.623456789');
    // Decimal writes 0.00000001 as 1e-8 and 1e+21 as such: the packed minutes hold its strings.
    expect(sumOf(['1e-8', '0.1', '1e+21'])).toBe('1000000000000000000000.10000001');
    expect(sumOf(['-2.5', '1.25', '0.00'])).toBe('-1.25');
    expect(sumOf(['99999999999999999999.99999999999999999999', '0.00000000000000000001'])).toBe(
      '100000000000000000000',
    );
  });

  it('equals the sum of Decimals for any texts Decimal writes', () => {
    const text = fc
      .tuple(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.integer({ min: 0, max: 24 }))
      .map(([units, decimals]) => new Decimal(`${units}e-${decimals}`).toString());
    fc.assert(
      fc.property(fc.array(text, { maxLength: 50 }), (texts) => {
        const expected = texts.reduce((sum, value) => sum.add(value), new Exact(0));
        expect(sumOf(texts)).toBe(expected.toFixed());
      }),
    );
  });
});
