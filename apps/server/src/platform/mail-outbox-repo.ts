import type { Db } from './db.ts';
import type { MailStatus } from './db-schema.ts';

/** A mail as the outbox stores it: its subject and body already sealed (mail-box.ts). */
export type OutboxInsert = {
  id: string;
  kind: string;
  to: string;
  sealed: { subject: string; body: string };
  status: MailStatus;
  createdAt: Date;
};

export async function insertOutboxMail(db: Db, mail: OutboxInsert): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({
      id: mail.id,
      kind: mail.kind,
      to_address: mail.to,
      subject_sealed: mail.sealed.subject,
      body_sealed: mail.sealed.body,
      status: mail.status,
      created_at: mail.createdAt,
    })
    .execute();
}

export async function markOutboxMail(
  db: Db,
  id: string,
  outcome: { status: 'sent'; at: Date } | { status: 'failed'; cause: string },
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set(
      outcome.status === 'sent'
        ? { status: 'sent', sent_at: outcome.at }
        : { status: 'failed', error: outcome.cause },
    )
    .where('id', '=', id)
    .execute();
}

/**
 * Deletes up to `limit` mails in one of `statuses` written before `before`, and says how many went. The
 * sweep (mail-outbox-sweep.ts) keeps each status its own time.
 */
export async function deleteMailsBefore(
  db: Db,
  statuses: readonly MailStatus[],
  before: Date,
  limit: number,
): Promise<number> {
  const deleted = await db
    .deleteFrom('mail_outbox')
    .where(
      'id',
      'in',
      db
        .selectFrom('mail_outbox')
        .select('id')
        .where('status', 'in', statuses)
        .where('created_at', '<', before)
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/**
 * Marks up to `limit` mails still pending that were written before `before` as failed with `cause`, and
 * says how many. Guarded on pending, so a send that did finish keeps its own result.
 */
export async function failPendingMailsBefore(
  db: Db,
  before: Date,
  cause: string,
  limit: number,
): Promise<number> {
  const updated = await db
    .updateTable('mail_outbox')
    .set({ status: 'failed', error: cause })
    .where(
      'id',
      'in',
      db
        .selectFrom('mail_outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('created_at', '<', before)
        .limit(limit),
    )
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows);
}

/** Up to `limit` mails still plain (written before mails were sealed), after `afterId` in id order. */
export async function listPlainMailsAfter(db: Db, afterId: string, limit: number) {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'subject', 'body_text'])
    .where('body_text', 'is not', null)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Guarded: only while the mail still holds `plain` plain (a parallel pass may have sealed it). */
export async function replacePlainMail(
  db: Db,
  id: string,
  plain: { subject: string; text: string },
  sealed: { subject: string; body: string },
): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ subject: null, body_text: null, subject_sealed: sealed.subject, body_sealed: sealed.body })
    .where('id', '=', id)
    .where('subject', '=', plain.subject)
    .where('body_text', '=', plain.text)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
