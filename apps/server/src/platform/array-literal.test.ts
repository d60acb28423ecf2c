import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type TestDatabase } from '../../test/test-database.ts';
import { columnLiteral } from './array-literal.ts';

const arrayLiteral = (values: readonly (string | null)[]) => columnLiteral(values, (value) => value);

/** Texts PostgreSQL can hold (no NUL), weighted towards the characters an array literal treats specially. */
const text = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: fc.constantFrom('a', '1', ' ', ',', '"', '\\', '{', '}', '.', '-', '\t', '\n', 'é') }),
  fc.constantFrom(
    '',
    'NULL',
    'null',
    'Null',
    ' padded ',
    '2026-11-27T10:00:00.000Z',
    '-0.000000000000000001',
  ),
);

describe.each(backends)('array literals on $name', (backend) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await backend.open();
  });
  afterAll(async () => {
    await database.dispose();
  });

  async function roundTrip(literal: string, type: 'text' | 'numeric') {
    const cast = type === 'text' ? sql`${literal}::text[]` : sql`${literal}::numeric[]::text[]`;
    const { rows } = await sql<{ v: (string | null)[] }>`SELECT ${cast} AS v`.execute(database.handle.db);
    return rows[0]?.v;
  }

  it('reads back every text exactly, in order, with nulls as nulls', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.option(text.filter((t) => !t.includes('\u0000'))), { maxLength: 8 }),
        async (values) => {
          expect(await roundTrip(arrayLiteral(values), 'text')).toEqual(values);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('reads back decimals as the numbers they write', async () => {
    const values = ['0', '-1.5', '96510.123456789012345678', '0.000000000000000001', null];
    expect(await roundTrip(arrayLiteral(values), 'numeric')).toEqual(values);
  });

  it('writes an empty array as {}', async () => {
    expect(arrayLiteral([])).toBe('{}');
    expect(await roundTrip(arrayLiteral([]), 'text')).toEqual([]);
  });
});
