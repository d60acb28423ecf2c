import type { Db } from './db.ts';
import type { MailBox } from './mail-box.ts';
import { listPlainMailsAfter, replacePlainMail } from './mail-outbox-repo.ts';
import { sealInPages } from './seal-in-pages.ts';

/**
 * Seals the subjects and bodies of mails written before the outbox sealed them (`npm run seal:legacy`), a
 * page at a time (see sealInPages), in id order. Each update is guarded on the plain words it read, so a
 * second run, or one beside this, seals nothing twice. Answers how many were sealed.
 */
export function sealLegacyMails(db: Db, mails: MailBox, pageSize = 200): Promise<number> {
  return sealInPages({
    db,
    start: '',
    pageSize,
    listAfter: listPlainMailsAfter,
    cursorOf: (row) => row.id,
    sealRow: async (trx, row) => {
      if (row.subject === null || row.body_text === null) return false;
      const plain = { subject: row.subject, text: row.body_text };
      return replacePlainMail(trx, row.id, plain, mails.seal(row.id, plain));
    },
  });
}
