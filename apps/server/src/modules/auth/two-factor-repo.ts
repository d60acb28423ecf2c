import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';

export type TwoFactorRow = {
  secretSealed: string | null;
  enabledAt: Date | null;
  lastUsedStep: number | null;
  withdrawalsHeldUntil: Date | null;
};

export async function findTwoFactor(db: Db, userId: string): Promise<TwoFactorRow | undefined> {
  const row = await db
    .selectFrom('user_two_factor')
    .select([
      'secret_sealed',
      'enabled_at',
      'withdrawals_held_until',
      sql<string | null>`last_used_step::text`.as('last_used_step'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    secretSealed: row.secret_sealed,
    enabledAt: row.enabled_at,
    lastUsedStep: row.last_used_step === null ? null : Number(row.last_used_step),
    withdrawalsHeldUntil: row.withdrawals_held_until,
  };
}

/** A new (not yet enabled) secret; refused by the WHERE when the factor is already enabled. */
export async function upsertPendingSecret(
  db: Db,
  userId: string,
  sealed: string,
  at: Date,
): Promise<boolean> {
  const result = await db
    .insertInto('user_two_factor')
    .values({ user_id: userId, secret_sealed: sealed, created_at: at, updated_at: at })
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet({ secret_sealed: sealed, enabled_at: null, last_used_step: null, updated_at: at })
        .where('user_two_factor.enabled_at', 'is', null),
    )
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/**
 * Records `step` as used, only if it is later than every step used before: of two requests carrying the
 * same code at once, exactly one wins. `enable` also turns the factor on (only if still pending).
 */
export async function claimStep(
  db: Db,
  userId: string,
  step: number,
  at: Date,
  enable: boolean,
): Promise<boolean> {
  let query = db
    .updateTable('user_two_factor')
    .set(
      enable
        ? { last_used_step: String(step), enabled_at: at, updated_at: at }
        : { last_used_step: String(step), updated_at: at },
    )
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', String(step))]));
  query = enable ? query.where('enabled_at', 'is', null) : query.where('enabled_at', 'is not', null);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function replaceRecoveryCodes(
  db: Db,
  userId: string,
  hashes: string[],
  at: Date,
): Promise<void> {
  await db.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('user_recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, created_at: at })))
    .execute();
}

/** Marks one unused recovery code as used; false if it does not exist or was used already. */
export async function useRecoveryCode(db: Db, userId: string, hash: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('user_recovery_codes')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function countUnusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('user_recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Turns the factor off and forgets its secret and recovery codes; `holdUntil` (a reset) holds withdrawals. */
export async function clearTwoFactor(db: Db, userId: string, at: Date, holdUntil?: Date): Promise<void> {
  await db.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .updateTable('user_two_factor')
    .set({
      secret_sealed: null,
      enabled_at: null,
      last_used_step: null,
      updated_at: at,
      ...(holdUntil ? { withdrawals_held_until: holdUntil } : {}),
    })
    .where('user_id', '=', userId)
    .execute();
}

/** Whether the factor is on, row-locked: of two resets at once, the second waits and finds it off. */
export async function lockEnabled(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_two_factor')
    .select('enabled_at')
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return Boolean(row?.enabled_at);
}
