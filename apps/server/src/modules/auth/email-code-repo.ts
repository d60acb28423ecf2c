import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';
import type { EmailCodePurposeColumn } from '../../platform/db-schema.ts';

export type EmailCodeRow = {
  id: string;
  codeHash: string;
  attempts: number;
  expiresAt: Date;
  usedAt: Date | null;
};

/** Serialises code requests for one address (cooldown and daily limit hold under concurrent requests). */
export async function lockEmailAddress(db: Db, email: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`halcyon:email-code:${email}`}))`.execute(db);
}

export async function sendsSince(
  db: Db,
  email: string,
  since: Date,
): Promise<{ count: number; latest: Date | null }> {
  const row = await db
    .selectFrom('email_codes')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('created_at').as('latest')])
    .where('email', '=', email)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), latest: row.latest ? new Date(row.latest) : null };
}

export async function insertEmailCode(
  db: Db,
  code: {
    id: string;
    email: string;
    purpose: EmailCodePurposeColumn;
    codeHash: string;
    expiresAt: Date;
    createdAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('email_codes')
    .values({
      id: code.id,
      email: code.email,
      purpose: code.purpose,
      code_hash: code.codeHash,
      expires_at: code.expiresAt,
      created_at: code.createdAt,
    })
    .execute();
}

export async function deleteEmailCode(db: Db, id: string): Promise<void> {
  await db.deleteFrom('email_codes').where('id', '=', id).execute();
}

/** Rows only matter for 24 h (daily limit); older ones are dropped as new ones arrive. */
export async function deleteEmailCodesBefore(db: Db, email: string, before: Date): Promise<void> {
  await db.deleteFrom('email_codes').where('email', '=', email).where('created_at', '<', before).execute();
}

/** The code that counts is the latest one sent for this address and purpose; earlier ones are superseded. */
export async function latestEmailCode(
  db: Db,
  email: string,
  purpose: EmailCodePurposeColumn,
): Promise<EmailCodeRow | undefined> {
  const row = await db
    .selectFrom('email_codes')
    .select(['id', 'code_hash', 'attempts', 'expires_at', 'used_at'])
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      codeHash: row.code_hash,
      attempts: row.attempts,
      expiresAt: row.expires_at,
      usedAt: row.used_at,
    }
  );
}

/** Counts a wrong guess; returns the new count, or null when the code was already dead. */
export async function countWrongAttempt(db: Db, id: string, maxAttempts: number): Promise<number | null> {
  const row = await db
    .updateTable('email_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts ?? null;
}

/** Guarded so that a code is used at most once even when two requests race with it. */
export async function markEmailCodeUsed(db: Db, id: string, at: Date, maxAttempts: number): Promise<boolean> {
  const result = await db
    .updateTable('email_codes')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
