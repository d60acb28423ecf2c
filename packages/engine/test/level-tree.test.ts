import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LevelTree } from '../src/level-tree.ts';
import { PriceLevel } from '../src/price-level.ts';

function threadFromBest(tree: LevelTree): number[] {
  const keys: number[] = [];
  for (let level = tree.best; level !== null; level = level.worse) {
    if (level.worse !== null) expect(level.worse.better).toBe(level);
    keys.push(level.key);
  }
  return keys;
}

describe('LevelTree', () => {
  it('keeps its best-to-worst thread sorted and its height within the AVL bound under any inserts and removes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ insert: fc.boolean(), key: fc.integer({ min: -60, max: 60 }) }), {
          maxLength: 300,
        }),
        (operations) => {
          const tree = new LevelTree();
          const present = new Map<number, PriceLevel>();
          for (const { insert, key } of operations) {
            const existing = present.get(key);
            if (insert && existing === undefined) {
              const level = new PriceLevel(Math.abs(key), key);
              tree.insert(level);
              present.set(key, level);
            } else if (!insert && existing !== undefined) {
              tree.remove(existing);
              present.delete(key);
            }
            expect(threadFromBest(tree)).toEqual([...present.keys()].sort((a, b) => a - b));
            expect(tree.height).toBeLessThanOrEqual(Math.ceil(1.45 * Math.log2(present.size + 2)));
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('stays shallow at 10,000 levels inserted in ascending order, the worst case for an unbalanced tree', () => {
    const tree = new LevelTree();
    const levels: PriceLevel[] = [];
    for (let key = 0; key < 10_000; key += 1) {
      const level = new PriceLevel(key, key);
      levels.push(level);
      tree.insert(level);
    }
    expect(tree.height).toBeLessThanOrEqual(20);
    for (const level of levels.slice(0, 9_990)) tree.remove(level);
    expect(threadFromBest(tree)).toEqual(Array.from({ length: 10 }, (_, index) => 9_990 + index));
  });
});
