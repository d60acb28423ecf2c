import { SUPPORT } from '@halcyon/api';
import { AppError } from '../../platform/errors.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import type { ServerSecrets } from '../../platform/server-secrets.ts';
import type { StoredMessageRow } from './repo.ts';

/** The server secret whose key seals the texts of support messages. */
export const MESSAGE_KEY_NAME = 'support-message-key';

/** The console inbox's preview: the start of the conversation's latest text, in characters (code points). */
export const PREVIEW_LENGTH = 120;

/** A message as the services use it: its text opened (null for an image). */
export type MessageRow = Omit<StoredMessageRow, 'body_text' | 'body_sealed'> & { text: string | null };

type StoredText = { id: string; body_text: string | null; body_sealed: string | null };

export type MessageBox = {
  /**
   * A text as the row of message `messageId` in `ownerId`'s conversation stores it. The length limit is
   * checked here too, on the plain text: the database can no longer check a sealed one.
   */
  seal(ownerId: string, messageId: string, text: string): string;
  /** The row with its text opened, sealed or (a legacy row) plain. Throws when it does not open. */
  open(ownerId: string, row: StoredMessageRow): MessageRow;
  openText(ownerId: string, row: StoredText): string | null;
};

/** Bound to the person and the message: a sealed text copied onto another message does not open. */
const contextOf = (ownerId: string, messageId: string) => `support_messages.body:${ownerId}:${messageId}`;

/** Counted as PostgreSQL's char_length counts (code points), as the column's check did. */
const lengthOf = (text: string) => [...text].length;

export function createMessageBox(box: SecretBox): MessageBox {
  const openText = (ownerId: string, row: StoredText): string | null =>
    row.body_sealed !== null ? box.open(row.body_sealed, contextOf(ownerId, row.id)) : row.body_text;
  return {
    seal(ownerId, messageId, text) {
      if (lengthOf(text) > SUPPORT.maxTextLength) {
        throw new AppError('VALIDATION_FAILED', undefined, { text: ['validation.supportTextTooLong'] });
      }
      return box.seal(text, contextOf(ownerId, messageId));
    },
    open(ownerId, { body_text: _plain, body_sealed: _sealed, ...row }) {
      return { ...row, text: openText(ownerId, { id: row.id, body_text: _plain, body_sealed: _sealed }) };
    },
    openText,
  };
}

/** The start of a text as the inbox previews it; never cut inside a character. */
export const previewOf = (text: string | null): string | null =>
  text === null ? null : [...text].slice(0, PREVIEW_LENGTH).join('');

/** The box, made on first use (its key is a server secret in the database) and kept; a failure is retried. */
export function lazyMessageBox(secrets: ServerSecrets): () => Promise<MessageBox> {
  let made: Promise<MessageBox> | undefined;
  return () => {
    made ??= secrets.box(MESSAGE_KEY_NAME).then(createMessageBox, (error: unknown) => {
      made = undefined;
      throw error;
    });
    return made;
  };
}
