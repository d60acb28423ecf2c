import type { Db } from './db.ts';

/** How the rows still plain are read, a page at a time, in the order of a cursor. */
type Paging<Row, Cursor> = {
  db: Db;
  /** A cursor before every row (the empty id, sequence 0). */
  start: Cursor;
  pageSize: number;
  /** Up to `limit` rows still plain, after `after` in the order `cursorOf` reads. */
  listAfter(db: Db, after: Cursor, limit: number): Promise<Row[]>;
  cursorOf(row: Row): Cursor;
};

export type SealInPagesOptions<Row, Cursor> = Paging<Row, Cursor> & {
  /**
   * Seals one row inside its page's transaction, guarded on the plain value it read; answers false when the
   * guard found the row changed (another run sealed it first), so it is not counted.
   */
  sealRow(trx: Db, row: Row): Promise<boolean>;
};

/**
 * Calls `sealPage` on each page in cursor order and adds up what it sealed. The cursor moves past each page
 * whatever its rows did, so a row the guard skips is not read again.
 */
async function countPages<Row, Cursor>(
  { db, start, pageSize, listAfter, cursorOf }: Paging<Row, Cursor>,
  sealPage: (page: Row[]) => Promise<number>,
): Promise<number> {
  let count = 0;
  let after = start;
  for (;;) {
    const page = await listAfter(db, after, pageSize);
    count += await sealPage(page);
    const last = page.at(-1);
    if (last === undefined || page.length < pageSize) return count;
    after = cursorOf(last);
  }
}

/**
 * Seals rows stored plain before sealing came in (`npm run seal:legacy`), a page at a time, each page in one
 * transaction: a run stopped half-way leaves whole pages sealed and the rest plain, each row in one readable
 * form. With every update guarded, a second run, or one beside this, seals nothing twice. Answers how many
 * were sealed.
 */
export function sealInPages<Row, Cursor>(options: SealInPagesOptions<Row, Cursor>): Promise<number> {
  const { db, sealRow } = options;
  return countPages(options, (page) =>
    db.transaction().execute(async (trx) => {
      let sealed = 0;
      for (const row of page) if (await sealRow(trx, row)) sealed += 1;
      return sealed;
    }),
  );
}

/**
 * Pages like sealInPages, but each row's guarded update commits on its own, outside any transaction: for
 * sealing that is more than a database write (a file copied to a store, the row moved to it, the old copy
 * deleted), where a page's transaction would hold the moves back while their files were already deleted, and
 * a crash could leave a row pointing at a copy that is gone.
 */
export function sealRowByRow<Row, Cursor>(
  options: Paging<Row, Cursor> & { sealRow(row: Row): Promise<boolean> },
): Promise<number> {
  const { sealRow } = options;
  return countPages(options, async (page) => {
    let sealed = 0;
    for (const row of page) if (await sealRow(row)) sealed += 1;
    return sealed;
  });
}

/**
 * sealInPages for rows with one plain value each: a row that has none (`plainOf` null) is not sealed, and
 * the update replaces the value read by its sealed form only while the row still holds it.
 */
export function sealPlainValues<Row extends { id: string }, Cursor, Plain, Sealed>(
  options: Paging<Row, Cursor> & {
    plainOf(row: Row): Plain | null;
    seal(row: Row, plain: Plain): Sealed;
    replacePlain(trx: Db, id: string, plain: Plain, sealed: Sealed): Promise<boolean>;
  },
): Promise<number> {
  const { plainOf, seal, replacePlain } = options;
  return sealInPages({
    ...options,
    sealRow: async (trx, row) => {
      const plain = plainOf(row);
      return plain !== null && replacePlain(trx, row.id, plain, seal(row, plain));
    },
  });
}
