import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useBlankDatabase } from '../../../test/blank-database.ts';
import { backends } from '../../../test/test-database.ts';
import type { Db } from '../db.ts';
import { migrateUpTo } from '../migrate.ts';

const AT = '2026-01-05T12:00:00Z';

async function operator(db: Db, id: string, email: string, name: string): Promise<void> {
  await sql`INSERT INTO operators (id, email, password_hash, name, role, created_at, updated_at)
    VALUES (${id}, ${email}, 'x', ${name}, 'owner', ${AT}, ${AT})`.execute(db);
}

async function reply(db: Db, id: string, operatorId: string, operatorName: string): Promise<void> {
  await sql`INSERT INTO support_messages (id, conversation_id, sender, operator_id, operator_name, body_text,
      created_at)
    VALUES (${id}, 'c1', 'operator', ${operatorId}, ${operatorName}, 'Hi', ${AT})`.execute(db);
}

async function namesOf(db: Db): Promise<Record<string, string | null>> {
  const { rows } = await sql<{ id: string; operator_name: string | null }>`
    SELECT id, operator_name FROM support_messages ORDER BY id`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.id, row.operator_name]));
}

describe.each(backends)('migration 0028, support replier e-mails ($name)', (backend) => {
  const blankDb = useBlankDatabase(backend);

  it("clears a replier name that is the operator's sign-in e-mail, and keeps chosen names", async () => {
    const db = blankDb();
    await migrateUpTo(db, '0027-upload-bytes-index');
    await sql`INSERT INTO users (id, uid, account, email, password_hash, nickname, invitation_code,
        created_at, updated_at)
      VALUES ('u1', '100001', 'alice', 'alice@example.com', 'x', 'alice', 'INV001', ${AT}, ${AT})`.execute(
      db,
    );
    await sql`INSERT INTO support_conversations (id, user_id, last_message_at, created_at, updated_at)
      VALUES ('c1', 'u1', ${AT}, ${AT}, ${AT})`.execute(db);
    await operator(db, 'owner', 'Owner@Example.com', '');
    await operator(db, 'sam', 'sam@example.com', 'Sam Support');
    await reply(db, 'm1', 'owner', 'Owner@Example.com');
    await reply(db, 'm2', 'owner', 'owner@example.com');
    await reply(db, 'm3', 'sam', 'Sam Support');
    // A name that happens to be another operator's e-mail is not this replier's sign-in: kept.
    await reply(db, 'm4', 'sam', 'owner@example.com');

    await migrateUpTo(db, '0028-support-replier-emails');

    expect(await namesOf(db)).toEqual({ m1: null, m2: null, m3: 'Sam Support', m4: 'owner@example.com' });
  });
});
