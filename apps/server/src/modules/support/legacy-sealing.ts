import type { Db } from '../../platform/db.ts';
import type { MessageBox } from './message-box.ts';
import { listPlainTextsAfter, replacePlainText } from './repo.ts';

/**
 * Seals the texts of messages written before texts were sealed (`npm run seal:legacy`), a page at a time,
 * each page in one transaction. Each update is guarded on the plain text it read, so a second run, or one
 * beside this, seals nothing twice; a run stopped half-way leaves every row in one readable form. Answers
 * how many were sealed.
 */
export async function sealLegacyTexts(db: Db, texts: MessageBox, pageSize = 200): Promise<number> {
  let count = 0;
  let afterSeq = '0';
  for (;;) {
    const page = await listPlainTextsAfter(db, afterSeq, pageSize);
    count += await db.transaction().execute(async (trx) => {
      let sealed = 0;
      for (const row of page) {
        if (row.body_text === null) continue;
        const sealedText = texts.seal(row.user_id, row.id, row.body_text);
        if (await replacePlainText(trx, row.id, row.body_text, sealedText)) sealed += 1;
      }
      return sealed;
    });
    const last = page.at(-1);
    if (!last || page.length < pageSize) return count;
    afterSeq = last.seq;
  }
}
