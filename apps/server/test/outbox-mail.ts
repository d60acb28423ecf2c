import type { MailStatus } from '../src/platform/db-schema.ts';
import type { TestApp } from './test-app.ts';

/** A mail in the outbox with its subject and body opened: what the person was sent. */
export type OpenedMail = {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  status: MailStatus;
  error: string | null;
};

export type MailFilter = { to?: string; kind?: string; kindLike?: string; kindNotLike?: string };

/**
 * The outbox's mails that match `filter`, oldest first, opened by the app's own mailer: the outbox seals
 * what it stores, so a test reads a code or a link as the person reads their inbox, not from the row.
 */
export async function outboxMails(t: TestApp, filter: MailFilter = {}): Promise<OpenedMail[]> {
  let query = t.db.selectFrom('mail_outbox').selectAll();
  if (filter.to !== undefined) query = query.where('to_address', '=', filter.to);
  if (filter.kind !== undefined) query = query.where('kind', '=', filter.kind);
  if (filter.kindLike !== undefined) query = query.where('kind', 'like', filter.kindLike);
  if (filter.kindNotLike !== undefined) query = query.where('kind', 'not like', filter.kindNotLike);
  // The fake clock writes many mails in one instant; ids are time-ordered by the real clock.
  const rows = await query.orderBy('created_at').orderBy('id').execute();
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      kind: row.kind,
      to: row.to_address,
      ...(await t.app.mailer.open(row)),
      status: row.status,
      error: row.error,
    })),
  );
}

/** The latest mail that matches `filter`; throws when there is none. */
export async function lastMail(t: TestApp, filter: MailFilter = {}): Promise<OpenedMail> {
  const mail = (await outboxMails(t, filter)).at(-1);
  if (!mail) throw new Error(`no mail in the outbox matching ${JSON.stringify(filter)}`);
  return mail;
}
