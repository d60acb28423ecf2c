import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useBlankDatabase } from '../../test/blank-database.ts';
import { backends } from '../../test/test-database.ts';
import type { Db } from './db.ts';
import { sealInPages, sealPlainValues, sealRowByRow } from './seal-in-pages.ts';

type Note = { id: string; plain: string };

/** A table of its own: the helper knows no table, and a blank database keeps the test to what it does. */
async function notes(db: Db, rows: Array<[string, string | null, string | null]>): Promise<void> {
  await sql`CREATE TABLE notes (id text PRIMARY KEY, plain text, sealed text)`.execute(db);
  for (const [id, plain, sealed] of rows) {
    await sql`INSERT INTO notes (id, plain, sealed) VALUES (${id}, ${plain}, ${sealed})`.execute(db);
  }
}

async function listPlainAfter(db: Db, after: string, limit: number): Promise<Note[]> {
  const { rows } = await sql<Note>`SELECT id, plain FROM notes WHERE plain IS NOT NULL AND id > ${after}
    ORDER BY id LIMIT ${limit}`.execute(db);
  return rows;
}

/** Guarded on the plain value read, as the real ones are. */
async function sealNote(db: Db, row: Note): Promise<boolean> {
  const result = await sql`UPDATE notes SET plain = NULL, sealed = ${`sealed:${row.plain}`}
    WHERE id = ${row.id} AND plain = ${row.plain}`.execute(db);
  return result.numAffectedRows === 1n;
}

async function stored(db: Db) {
  const { rows } = await sql<{ id: string; plain: string | null; sealed: string | null }>`
    SELECT id, plain, sealed FROM notes ORDER BY id`.execute(db);
  return rows;
}

describe.each(backends)('sealInPages ($name)', (backend) => {
  const open = useBlankDatabase(backend);

  it('seals every plain row across several pages, each page in a transaction of its own', async () => {
    const db = open();
    await notes(db, [
      ['a', 'one', null],
      ['b', 'two', null],
      ['c', null, 'sealed:old'],
      ['d', 'three', null],
      ['e', 'four', null],
      ['f', 'five', null],
    ]);
    const asked: string[] = [];
    const pagesOfTransactions = new Map<Db, string[]>();
    const sealed = await sealInPages({
      db,
      start: '',
      pageSize: 2,
      listAfter: (reader, after, limit) => {
        asked.push(after);
        return listPlainAfter(reader, after, limit);
      },
      cursorOf: (row) => row.id,
      sealRow: (trx, row) => {
        expect(trx.isTransaction).toBe(true);
        pagesOfTransactions.set(trx, [...(pagesOfTransactions.get(trx) ?? []), row.id]);
        return sealNote(trx, row);
      },
    });
    expect(sealed).toBe(5);
    // Pages of two after each cursor; the third page is short, so no fourth is read.
    expect(asked).toEqual(['', 'b', 'e']);
    expect([...pagesOfTransactions.values()]).toEqual([['a', 'b'], ['d', 'e'], ['f']]);
    expect(await stored(db)).toEqual([
      { id: 'a', plain: null, sealed: 'sealed:one' },
      { id: 'b', plain: null, sealed: 'sealed:two' },
      { id: 'c', plain: null, sealed: 'sealed:old' },
      { id: 'd', plain: null, sealed: 'sealed:three' },
      { id: 'e', plain: null, sealed: 'sealed:four' },
      { id: 'f', plain: null, sealed: 'sealed:five' },
    ]);
  });

  it('does not count a row another run sealed between the read and the guarded update', async () => {
    const db = open();
    await notes(db, [
      ['a', 'one', null],
      ['b', 'two', null],
      ['c', 'three', null],
    ]);
    const sealed = await sealInPages({
      db,
      start: '',
      pageSize: 10,
      listAfter: async (reader, after, limit) => {
        const page = await listPlainAfter(reader, after, limit);
        // A parallel run seals b after this page was read.
        await sql`UPDATE notes SET plain = NULL, sealed = 'sealed:by-other' WHERE id = 'b'`.execute(reader);
        return page;
      },
      cursorOf: (row) => row.id,
      sealRow: sealNote,
    });
    expect(sealed).toBe(2);
    expect((await stored(db)).map((row) => row.sealed)).toEqual([
      'sealed:one',
      'sealed:by-other',
      'sealed:three',
    ]);
  });

  it('seals nothing in an empty table, after reading one page', async () => {
    const db = open();
    await notes(db, []);
    let reads = 0;
    const sealed = await sealInPages({
      db,
      start: '',
      pageSize: 2,
      listAfter: (reader, after, limit) => {
        reads += 1;
        return listPlainAfter(reader, after, limit);
      },
      cursorOf: (row) => row.id,
      sealRow: sealNote,
    });
    expect(sealed).toBe(0);
    expect(reads).toBe(1);
  });

  it('reads one page more when the last page is exactly full, and stops on the empty one', async () => {
    const db = open();
    await notes(db, [
      ['a', 'one', null],
      ['b', 'two', null],
    ]);
    const asked: string[] = [];
    const sealed = await sealInPages({
      db,
      start: '',
      pageSize: 2,
      listAfter: (reader, after, limit) => {
        asked.push(after);
        return listPlainAfter(reader, after, limit);
      },
      cursorOf: (row) => row.id,
      sealRow: sealNote,
    });
    expect(sealed).toBe(2);
    expect(asked).toEqual(['', 'b']);
  });

  it('sealRowByRow pages the same way, row by row, and counts only what its guarded updates sealed', async () => {
    const db = open();
    await notes(db, [
      ['a', 'one', null],
      ['b', 'two', null],
      ['c', 'three', null],
    ]);
    const asked: string[] = [];
    const sealed = await sealRowByRow({
      db,
      start: '',
      pageSize: 2,
      listAfter: async (reader, after, limit) => {
        asked.push(after);
        const page = await listPlainAfter(reader, after, limit);
        // A parallel run seals c after the second page was read.
        if (after === 'b')
          await sql`UPDATE notes SET plain = NULL, sealed = 'sealed:by-other' WHERE id = 'c'`.execute(reader);
        return page;
      },
      cursorOf: (row) => row.id,
      // Each row on its own, with the database itself: there is no page's transaction to hand.
      sealRow: (row) => sealNote(db, row),
    });
    expect(sealed).toBe(2);
    expect(asked).toEqual(['', 'b']);
    expect((await stored(db)).map((row) => row.sealed)).toEqual([
      'sealed:one',
      'sealed:two',
      'sealed:by-other',
    ]);
  });

  it('sealPlainValues seals the plain value read, and leaves a row with none uncounted', async () => {
    const db = open();
    await notes(db, [
      ['a', 'one', null],
      ['b', 'two', null],
    ]);
    const boxed: string[] = [];
    const sealed = await sealPlainValues({
      db,
      start: '',
      pageSize: 10,
      // b is listed as if its value were gone: there is nothing to seal, so it is not counted.
      listAfter: async (reader, after, limit) =>
        (await listPlainAfter(reader, after, limit)).map((row) =>
          row.id === 'b' ? { ...row, plain: null } : row,
        ),
      cursorOf: (row) => row.id,
      plainOf: (row) => row.plain,
      seal: (row, plain) => {
        boxed.push(row.id);
        return `sealed:${row.id}:${plain}`;
      },
      replacePlain: async (trx, id, plain, sealedText) => {
        expect(trx.isTransaction).toBe(true);
        const result = await sql`UPDATE notes SET plain = NULL, sealed = ${sealedText}
          WHERE id = ${id} AND plain = ${plain}`.execute(trx);
        return result.numAffectedRows === 1n;
      },
    });
    expect(sealed).toBe(1);
    expect(boxed).toEqual(['a']);
    expect(await stored(db)).toEqual([
      { id: 'a', plain: null, sealed: 'sealed:a:one' },
      { id: 'b', plain: 'two', sealed: null },
    ]);
  });
});
