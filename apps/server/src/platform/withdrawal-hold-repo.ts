import { sql } from 'kysely';
import type { Db } from './db.ts';

/**
 * Holds a person's withdrawals until `until` (never shortening a longer hold). Written by auth when the
 * login password changes or is reset and by the withdrawal module when the withdrawal password changes:
 * the usual defence when an account may have been taken over. Lives in platform so that auth needs no
 * import of the withdrawal module (which itself uses auth's second-factor check).
 */
export async function holdWithdrawals(db: Db, userId: string, until: Date, at: Date): Promise<void> {
  await db
    .insertInto('withdrawal_security')
    .values({ user_id: userId, failed_attempts: 0, locked_until: null, hold_until: until, updated_at: at })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        hold_until: sql<Date>`greatest(withdrawal_security.hold_until, excluded.hold_until)`,
        updated_at: at,
      }),
    )
    .execute();
}

/** How long a password change holds withdrawals. */
export const WITHDRAWAL_HOLD_MS = 24 * 60 * 60 * 1000;
