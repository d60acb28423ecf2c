import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';
import type { WithdrawalSecurityTable } from '../../platform/db-schema-finance.ts';

export type SecurityRow = Selectable<WithdrawalSecurityTable>;

export async function findSecurity(db: Db, userId: string): Promise<SecurityRow | undefined> {
  return db.selectFrom('withdrawal_security').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/**
 * One more wrong withdrawal password, atomically (parallel wrong attempts each count). Reaching `max` locks
 * until `lockUntil` and starts the count again. Returns the count after this attempt (0 when it locked).
 */
export async function recordFailure(
  db: Db,
  userId: string,
  max: number,
  lockUntil: Date,
  at: Date,
): Promise<{ failedAttempts: number; lockedUntil: Date | null }> {
  const row = await db
    .insertInto('withdrawal_security')
    .values({ user_id: userId, failed_attempts: 1, locked_until: null, hold_until: null, updated_at: at })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        failed_attempts: sql<number>`withdrawal_security.failed_attempts + 1`,
        updated_at: at,
      }),
    )
    .returning(['failed_attempts', 'locked_until'])
    .executeTakeFirstOrThrow();
  if (row.failed_attempts < max)
    return { failedAttempts: row.failed_attempts, lockedUntil: row.locked_until };
  await db
    .updateTable('withdrawal_security')
    .set({ failed_attempts: 0, locked_until: lockUntil, updated_at: at })
    .where('user_id', '=', userId)
    .execute();
  return { failedAttempts: 0, lockedUntil: lockUntil };
}

export async function clearFailures(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .updateTable('withdrawal_security')
    .set({ failed_attempts: 0, updated_at: at })
    .where('user_id', '=', userId)
    .where('failed_attempts', '>', 0)
    .execute();
}

/**
 * Row-locks the person's security row (created if missing) for the rest of the transaction: their
 * withdrawals are placed one at a time, so the daily limit holds under parallel requests.
 */
export async function lockSecurity(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .insertInto('withdrawal_security')
    .values({ user_id: userId, failed_attempts: 0, locked_until: null, hold_until: null, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  await db
    .selectFrom('withdrawal_security')
    .select('user_id')
    .where('user_id', '=', userId)
    .forUpdate()
    .execute();
}
