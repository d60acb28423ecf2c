import { describe, expect, it } from 'vitest';
import { SnapshotBudget } from './snapshot-budget.ts';

describe('snapshot budget', () => {
  it('gives a burst at once, then refills at its rate up to the burst', () => {
    let now = 1_000;
    const budget = new SnapshotBudget({ burst: 3, perSecond: 2 }, () => now);
    expect([budget.take(), budget.take(), budget.take(), budget.take()]).toEqual([true, true, true, false]);
    now += 499;
    expect(budget.take()).toBe(false);
    now += 1;
    expect([budget.take(), budget.take()]).toEqual([true, false]);
    // A long quiet spell refills the burst, not more.
    now += 60_000;
    expect([budget.take(), budget.take(), budget.take(), budget.take()]).toEqual([true, true, true, false]);
  });
});
