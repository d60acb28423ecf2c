import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';
import type { WithdrawalSecurityTable } from '../../platform/db-schema-finance.ts';

export type SecurityRow = Selectable<WithdrawalSecurityTable>;

export async function findSecurity(db: Db, userId: string): Promise<SecurityRow | undefined> {
  return db.selectFrom('withdrawal_security').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** One try at the withdrawal password, counted before it is checked. */
export type Reservation = { attempt: number; locks: Date | null };

/**
 * Counts one more try, atomically, unless withdrawals are locked (then null): parallel tries each get a
 * number of their own, so no more than `max` are ever checked per lock. The try that reaches `max` locks
 * at once, until `lockUntil` (`locks`), before it is checked; a passed lock starts the count again.
 */
export async function reserveAttempt(
  db: Db,
  userId: string,
  rules: { max: number; lockUntil: Date; at: Date },
): Promise<Reservation | null> {
  const { max, lockUntil, at } = rules;
  const next = sql<number>`case when withdrawal_security.locked_until is null
    then withdrawal_security.failed_attempts + 1 else 1 end`;
  const row = await db
    .insertInto('withdrawal_security')
    .values({
      user_id: userId,
      failed_attempts: 1,
      locked_until: max <= 1 ? lockUntil : null,
      hold_until: null,
      updated_at: at,
    })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({
          failed_attempts: next,
          locked_until: sql<Date | null>`case when ${next} >= ${max} then cast(${lockUntil} as timestamptz) end`,
          updated_at: at,
        })
        .where((eb) =>
          eb.or([
            eb('withdrawal_security.locked_until', 'is', null),
            eb('withdrawal_security.locked_until', '<=', at),
          ]),
        ),
    )
    .returning(['failed_attempts', 'locked_until'])
    .executeTakeFirst();
  return row ? { attempt: row.failed_attempts, locks: row.locked_until } : null;
}

/** A lock that other tries set stays (its guesses were wrong); only the try's own is lifted. */
const withoutOwnLock = (own: Reservation) =>
  sql<Date | null>`case when locked_until = ${own.locks} then null else locked_until end`;

/** A try that turned out not to be a guess: uncounted, and the lock it set (if any) lifted. */
export async function releaseAttempt(db: Db, userId: string, own: Reservation, at: Date): Promise<void> {
  await db
    .updateTable('withdrawal_security')
    .set({
      failed_attempts: sql<number>`greatest(failed_attempts - 1, 0)`,
      locked_until: withoutOwnLock(own),
      updated_at: at,
    })
    .where('user_id', '=', userId)
    .execute();
}

/** A right password and second factor: the count starts again, and the try's own lock (if any) lifts. */
export async function clearFailures(db: Db, userId: string, own: Reservation, at: Date): Promise<void> {
  await db
    .updateTable('withdrawal_security')
    .set({ failed_attempts: 0, locked_until: withoutOwnLock(own), updated_at: at })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('failed_attempts', '>', 0), eb('locked_until', '=', own.locks)]))
    .execute();
}

/**
 * Row-locks the person's security row (created if missing) for the rest of the transaction: their
 * withdrawals are placed one at a time, so the daily limit holds under parallel requests. Returns the
 * row's lock as it stands under the row lock.
 */
export async function lockSecurity(db: Db, userId: string, at: Date): Promise<Date | null> {
  await db
    .insertInto('withdrawal_security')
    .values({ user_id: userId, failed_attempts: 0, locked_until: null, hold_until: null, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const row = await db
    .selectFrom('withdrawal_security')
    .select('locked_until')
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.locked_until;
}
