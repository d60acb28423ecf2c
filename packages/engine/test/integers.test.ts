import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floorDiv, isPositiveSafeInteger, isSafeProduct } from '../src/integers.ts';

const MAX = Number.MAX_SAFE_INTEGER;

function expectExact(dividend: number, divisor: number): void {
  expect(floorDiv(dividend, divisor)).toBe(Number(BigInt(dividend) / BigInt(divisor)));
}

describe('integers', () => {
  it('floorDiv equals bigint division for any safe integers', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), fc.integer({ min: 1, max: MAX }), (a, b) => expectExact(a, b)),
      { numRuns: 2_000 },
    );
  });

  it('floorDiv is exact where a rounded quotient lands closest to the next integer', () => {
    for (let shift = 0; shift <= 53; shift += 1) {
      const power = 2 ** shift;
      expectExact(MAX, power);
      expectExact(MAX, power - 1 || 1);
      expectExact(MAX - 1, power);
    }
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 2 ** 26 }),
        fc.integer({ min: 1, max: 2 ** 26 }),
        (divisor, seed) => {
          const quotient = Math.floor(MAX / divisor) - (seed % 1000);
          if (quotient > 0) expectExact(quotient * divisor - 1, divisor);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('isSafeProduct agrees with bigint arithmetic, at the 2^53 boundary too', () => {
    const exact = (a: number, b: number) => BigInt(a) * BigInt(b) <= BigInt(MAX);
    const boundary: Array<[number, number]> = [
      [MAX, 1],
      [2 ** 26, 2 ** 27],
      [2 ** 26 + 1, 2 ** 27],
      [3, Math.floor(MAX / 3)],
      [3, Math.floor(MAX / 3) + 1],
      [94_906_265, 94_906_265],
      [94_906_266, 94_906_266],
    ];
    for (const [a, b] of boundary) expect(isSafeProduct(a, b), `${a} x ${b}`).toBe(exact(a, b));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX }), fc.integer({ min: 1, max: 2 ** 30 }), (a, b) => {
        const near = Math.max(1, Math.floor(MAX / b) - (a % 3));
        expect(isSafeProduct(near, b)).toBe(exact(near, b));
        expect(isSafeProduct(a, b)).toBe(exact(a, b));
      }),
      { numRuns: 2_000 },
    );
  });

  it('accepts only positive safe integers', () => {
    for (const good of [1, 42, MAX]) expect(isPositiveSafeInteger(good)).toBe(true);
    for (const bad of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, '5', 5n, null]) {
      expect(isPositiveSafeInteger(bad)).toBe(false);
    }
  });
});
