import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useBlankDatabase } from '../../../test/blank-database.ts';
import { backends } from '../../../test/test-database.ts';
import { migrateUpTo } from '../migrate.ts';

const AT = '2026-01-05T12:00:00Z';

describe.each(backends)('migration 0030, sealed mail bodies ($name)', (backend) => {
  const blankDb = useBlankDatabase(backend);

  it('keeps the mails written before as they were, plain, for seal:legacy to seal', async () => {
    const db = blankDb();
    await migrateUpTo(db, '0029-sealed-addresses-and-messages');
    await sql`INSERT INTO mail_outbox (id, kind, to_address, subject, body_text, status, created_at)
      VALUES ('m1', 'email_code_register', 'alice@example.com', 'Code: 482913', 'Your code is 482913.',
        'logged', ${AT})`.execute(db);

    await migrateUpTo(db, '0030-sealed-mail-bodies');

    const { rows } = await sql<Record<string, unknown>>`
      SELECT subject, body_text, subject_sealed, body_sealed FROM mail_outbox`.execute(db);
    expect(rows).toEqual([
      { subject: 'Code: 482913', body_text: 'Your code is 482913.', subject_sealed: null, body_sealed: null },
    ]);
    // Neither form is refused now: a row holds one of the two.
    await expect(
      sql`INSERT INTO mail_outbox (id, kind, to_address, status, created_at)
        VALUES ('m2', 'email_code_register', 'bob@example.com', 'logged', ${AT})`.execute(db),
    ).rejects.toThrow(/mail_outbox_one_body/);
  });
});
