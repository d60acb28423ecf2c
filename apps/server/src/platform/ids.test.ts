import { afterEach, describe, expect, it, vi } from 'vitest';
import { newId } from './ids.ts';

/** RFC 9562 version 7: 48 bits of milliseconds, the version digit 7, then the variant 10 in the fourth group. */
const VERSION_7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The millisecond an id says it was made in: its first 48 bits. */
const millisecondOf = (id: string) => Number.parseInt(id.slice(0, 8) + id.slice(9, 13), 16);

describe('newId', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('makes version 7 UUIDs that carry the millisecond they were made in', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (const at of [0, 1, 0xfff, 1_795_895_858_505, 0xffff_ffff_ffff]) {
      vi.setSystemTime(at);
      const id = newId();
      expect(id).toMatch(VERSION_7);
      expect(millisecondOf(id)).toBe(at);
    }
  });

  it('sorts the ids of a later millisecond after those of an earlier one, as text', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const made: string[] = [];
    // Across a change in the number of hex digits too (0xfff to 0x1000), which the fixed width covers.
    for (const at of [0xffe, 0xfff, 0x1000, 1_795_895_858_505, 1_795_895_858_506]) {
      vi.setSystemTime(at);
      made.push(newId(), newId());
    }
    // Made in time order: sorted as text, their milliseconds come out in the same order.
    expect([...made].sort().map(millisecondOf)).toEqual(made.map(millisecondOf));
  });

  it('keeps 74 random bits: ids of the same millisecond all differ, in every random position', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_795_895_858_505);
    const ids = Array.from({ length: 20_000 }, () => newId());
    expect(new Set(ids).size).toBe(ids.length);
    const prefix = ids[0]?.slice(0, 15);
    expect(ids.every((id) => id.startsWith(prefix ?? '-') && VERSION_7.test(id))).toBe(true);
    // Every hex position after the version digit takes more than one value (the variant digit four).
    for (let position = 15; position < 36; position += 1) {
      if (position === 18 || position === 23) continue;
      const seen = new Set(ids.map((id) => id[position]));
      expect(seen.size, `position ${position}`).toBeGreaterThan(position === 19 ? 3 : 15);
    }
  });
});
