import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useBlankDatabase } from '../../../test/blank-database.ts';
import { backends } from '../../../test/test-database.ts';
import { migrateUpTo } from '../migrate.ts';

const AT = '2026-01-05T12:00:00Z';

/** Rows as the outbox held them before 0031: a failed mail's error was nodemailer's whole message. */
const BEFORE: [id: string, status: string, error: string | null][] = [
  [
    'm1',
    'failed',
    "Can't send mail - all recipients were rejected: 550 5.1.1 <alice@example.com>: Recipient address rejected",
  ],
  ['m2', 'failed', 'Message failed: 554 5.7.1 Message rejected: "Your code is 482913" looks like spam'],
  ['m3', 'failed', 'Connection timeout'],
  ['m4', 'failed', 'connect ECONNREFUSED 10.0.0.5:587'],
  ['m5', 'sent', null],
  ['m6', 'pending', null],
];

describe.each(backends)('migration 0031, mail failure causes ($name)', (backend) => {
  const blankDb = useBlankDatabase(backend);

  it('replaces the text of mails failed before with LEGACY and the reply code it held', async () => {
    const db = blankDb();
    await migrateUpTo(db, '0030-sealed-mail-bodies');
    for (const [id, status, error] of BEFORE) {
      await sql`INSERT INTO mail_outbox (id, kind, to_address, subject_sealed, body_sealed, status, error, created_at)
        VALUES (${id}, 'email_code_register', 'alice@example.com', 'v1.s', 'v1.b', ${status}, ${error}, ${AT})`.execute(
        db,
      );
    }

    await migrateUpTo(db, '0031-mail-failure-causes');

    const { rows } = await sql<{ id: string; status: string; error: string | null }>`
      SELECT id, status, error FROM mail_outbox ORDER BY id`.execute(db);
    expect(rows).toEqual([
      { id: 'm1', status: 'failed', error: 'LEGACY 550' },
      { id: 'm2', status: 'failed', error: 'LEGACY 554' },
      { id: 'm3', status: 'failed', error: 'LEGACY' },
      { id: 'm4', status: 'failed', error: 'LEGACY' },
      { id: 'm5', status: 'sent', error: null },
      { id: 'm6', status: 'pending', error: null },
    ]);
  });
});
