import type { SecretBox } from './secret-box.ts';
import type { ServerSecrets } from './server-secrets.ts';

/** The server secret whose key seals the subjects and bodies of mails in the outbox. */
export const MAIL_KEY_NAME = 'mail-body-key';

/** A mail's words as it was sent. */
export type MailWords = { subject: string; text: string };

/** The outbox row's words as stored: sealed, or (a row written before sealing) plain. */
export type StoredMailWords = {
  id: string;
  subject: string | null;
  body_text: string | null;
  subject_sealed: string | null;
  body_sealed: string | null;
};

export type MailBox = {
  /** The words as the outbox row `mailId` stores them. */
  seal(mailId: string, words: MailWords): { subject: string; body: string };
  /** The words of a row, sealed or plain. Throws when a sealed part does not open (another row's, or damaged). */
  open(row: StoredMailWords): MailWords;
};

/**
 * Bound to the column and the row: a sealed body copied onto another mail, or swapped with its subject,
 * does not open. The recipient is not bound: it is the row's own plain column, read beside it.
 */
const contextOf = (column: 'subject' | 'body', mailId: string) => `mail_outbox.${column}:${mailId}`;

export function createMailBox(box: SecretBox): MailBox {
  const openPart = (plain: string | null, sealed: string | null, context: string): string => {
    if (sealed !== null) return box.open(sealed, context);
    if (plain === null) throw new Error('mail holds neither a plain nor a sealed part');
    return plain;
  };
  return {
    seal: (mailId, words) => ({
      subject: box.seal(words.subject, contextOf('subject', mailId)),
      body: box.seal(words.text, contextOf('body', mailId)),
    }),
    open: (row) => ({
      subject: openPart(row.subject, row.subject_sealed, contextOf('subject', row.id)),
      text: openPart(row.body_text, row.body_sealed, contextOf('body', row.id)),
    }),
  };
}

/** The box, made on first use (its key is a server secret in the database) and kept; a failure is retried. */
export function lazyMailBox(secrets: ServerSecrets): () => Promise<MailBox> {
  let made: Promise<MailBox> | undefined;
  return () => {
    made ??= secrets.box(MAIL_KEY_NAME).then(createMailBox, (error: unknown) => {
      made = undefined;
      throw error;
    });
    return made;
  };
}
