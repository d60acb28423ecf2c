import type { Db } from './db.ts';

export type SealInPagesOptions<Row, Cursor> = {
  db: Db;
  /** A cursor before every row (the empty id, sequence 0). */
  start: Cursor;
  pageSize: number;
  /** Up to `limit` rows still plain, after `after` in the order `cursorOf` reads. */
  listAfter(db: Db, after: Cursor, limit: number): Promise<Row[]>;
  cursorOf(row: Row): Cursor;
  /**
   * Seals one row inside its page's transaction, guarded on the plain value it read; answers false when the
   * guard found the row changed (another run sealed it first), so it is not counted.
   */
  sealRow(trx: Db, row: Row): Promise<boolean>;
};

/**
 * Seals rows stored plain before sealing came in (`npm run seal:legacy`), a page at a time, each page in one
 * transaction: a run stopped half-way leaves whole pages sealed and the rest plain, each row in one readable
 * form. With every update guarded, a second run, or one beside this, seals nothing twice. The cursor moves
 * past each page whatever its rows did, so a row the guard skips is not read again. Answers how many were
 * sealed.
 */
export async function sealInPages<Row, Cursor>(options: SealInPagesOptions<Row, Cursor>): Promise<number> {
  const { db, pageSize, listAfter, cursorOf, sealRow } = options;
  let count = 0;
  let after = options.start;
  for (;;) {
    const page = await listAfter(db, after, pageSize);
    count += await db.transaction().execute(async (trx) => {
      let sealed = 0;
      for (const row of page) if (await sealRow(trx, row)) sealed += 1;
      return sealed;
    });
    const last = page.at(-1);
    if (last === undefined || page.length < pageSize) return count;
    after = cursorOf(last);
  }
}
