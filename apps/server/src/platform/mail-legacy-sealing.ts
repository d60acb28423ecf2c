import type { Db } from './db.ts';
import type { MailBox } from './mail-box.ts';
import { listPlainMailsAfter, replacePlainMail } from './mail-outbox-repo.ts';
import { sealPlainValues } from './seal-in-pages.ts';

/**
 * Seals the subjects and bodies of mails written before the outbox sealed them (`npm run seal:legacy`), a
 * page at a time (see sealInPages), in id order. Each update is guarded on the plain words it read, so a
 * second run, or one beside this, seals nothing twice. Answers how many were sealed.
 */
export function sealLegacyMails(db: Db, mails: MailBox, pageSize = 200): Promise<number> {
  return sealPlainValues({
    db,
    start: '',
    pageSize,
    listAfter: listPlainMailsAfter,
    cursorOf: (row) => row.id,
    plainOf: (row) =>
      row.subject === null || row.body_text === null ? null : { subject: row.subject, text: row.body_text },
    seal: (row, plain) => mails.seal(row.id, plain),
    replacePlain: replacePlainMail,
  });
}
