import type { Db } from './db.ts';
import type { MailStatus } from './db-schema.ts';

export type OutboxInsert = {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
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
      subject: mail.subject,
      body_text: mail.text,
      status: mail.status,
      created_at: mail.createdAt,
    })
    .execute();
}

export async function markOutboxMail(
  db: Db,
  id: string,
  outcome: { status: 'sent'; at: Date } | { status: 'failed'; error: string },
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set(
      outcome.status === 'sent'
        ? { status: 'sent', sent_at: outcome.at }
        : { status: 'failed', error: outcome.error.slice(0, 1000) },
    )
    .where('id', '=', id)
    .execute();
}
