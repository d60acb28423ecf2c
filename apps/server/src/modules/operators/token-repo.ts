import type { Db } from '../../platform/db.ts';

/** One-time tokens of an operator (TOTP enrolment), stored as SHA-256 only. */
export async function insertOperatorToken(
  db: Db,
  token: { tokenHash: string; operatorId: string; at: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('operator_tokens')
    .values({
      token_hash: token.tokenHash,
      operator_id: token.operatorId,
      purpose: 'totp_enrolment',
      expires_at: token.expiresAt,
      created_at: token.at,
    })
    .execute();
}

/** The operator of a live enrolment token, or undefined. */
export async function operatorOfToken(db: Db, tokenHash: string, now: Date): Promise<string | undefined> {
  const row = await db
    .selectFrom('operator_tokens')
    .select('operator_id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.operator_id;
}

/** Spends the token; false when another request spent it first. */
export async function spendOperatorToken(db: Db, tokenHash: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('operator_tokens')
    .set({ used_at: at })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
