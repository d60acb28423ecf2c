import type { Db } from '../../platform/db.ts';
import { sealPlainValues } from '../../platform/seal-in-pages.ts';
import type { MessageBox } from './message-box.ts';
import { listPlainTextsAfter, replacePlainText } from './repo.ts';

/**
 * Seals the texts of messages written before texts were sealed (`npm run seal:legacy`), a page at a time
 * (see sealInPages), in the order of their sequence. Each update is guarded on the plain text it read, so a
 * second run, or one beside this, seals nothing twice. Answers how many were sealed.
 */
export function sealLegacyTexts(db: Db, texts: MessageBox, pageSize = 200): Promise<number> {
  return sealPlainValues({
    db,
    start: '0',
    pageSize,
    listAfter: listPlainTextsAfter,
    cursorOf: (row) => row.seq,
    plainOf: (row) => row.body_text,
    seal: (row, text) => texts.seal(row.user_id, row.id, text),
    replacePlain: replacePlainText,
  });
}
