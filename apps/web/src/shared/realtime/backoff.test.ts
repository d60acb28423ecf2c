import { describe, expect, it } from 'vitest';
import { exponentialDelay, withEqualJitter } from './backoff.ts';

describe('backoff', () => {
  it('doubles from the base and stops at the cap', () => {
    const delays = [0, 1, 2, 3, 4, 5, 6].map((attempt) => exponentialDelay(attempt, 1_000, 30_000));
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });

  it('stays at the cap however many attempts came before', () => {
    expect(exponentialDelay(2_000, 500, 15_000)).toBe(15_000);
  });

  it('keeps half the delay fixed and spreads the other half', () => {
    expect(withEqualJitter(1_000, () => 0)).toBe(500);
    expect(withEqualJitter(1_000, () => 0.5)).toBe(750);
    expect(withEqualJitter(1_000, () => 0.999)).toBeCloseTo(999.5);
  });
});
