import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time.ts';

describe('oneAtATime', () => {
  it('runs one piece of work per key at a time, in arrival order, and other keys alongside', async () => {
    const run = oneAtATime();
    const log: string[] = [];
    const step =
      (name: string, ms: number, fail = false) =>
      async () => {
        log.push(`${name} starts`);
        await new Promise((resolve) => setTimeout(resolve, ms));
        log.push(`${name} ends`);
        if (fail) throw new Error(name);
        return name;
      };
    const outcomes = await Promise.allSettled([
      run('alice', step('a1', 20, true)),
      run('alice', step('a2', 1)),
      run('bob', step('b1', 5)),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(log).toEqual(['a1 starts', 'b1 starts', 'b1 ends', 'a1 ends', 'a2 starts', 'a2 ends']);
  });
});
