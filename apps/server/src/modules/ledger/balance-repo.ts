import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';

export type BalanceKey = { userId: string; currency: string };

export type BalanceRow = {
  userId: string;
  currency: string;
  /** NUMERIC text as the driver returns it. */
  available: string;
  frozen: string;
  updatedAt: Date;
};

/** A change of one balance row, as signed decimal strings (zero allowed). */
export type BalanceDelta = BalanceKey & { available: string; frozen: string };

const toRow = (row: {
  user_id: string;
  currency: string;
  available: string;
  frozen: string;
  updated_at: Date;
}): BalanceRow => ({
  userId: row.user_id,
  currency: row.currency,
  available: row.available,
  frozen: row.frozen,
  updatedAt: row.updated_at,
});

/**
 * Creates the rows that do not exist yet (zero), in the caller's order (sorted), before any row is locked:
 * two postings creating the same rows then wait for each other in the same order and never deadlock.
 */
export async function insertMissingBalances(db: Db, keys: readonly BalanceKey[], at: Date): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insertInto('balances')
    .values(
      keys.map((key) => ({
        user_id: key.userId,
        currency: key.currency,
        available: '0',
        frozen: '0',
        updated_at: at,
      })),
    )
    .onConflict((conflict) => conflict.columns(['user_id', 'currency']).doNothing())
    .execute();
}

/**
 * SELECT ... FOR UPDATE of the rows, locked in (user_id, currency) order: every posting locks in the same
 * order, so two postings over the same rows queue instead of deadlocking. Missing rows are simply absent.
 */
export async function lockBalances(db: Db, keys: readonly BalanceKey[]): Promise<BalanceRow[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('balances')
    .selectAll()
    .where((eb) =>
      eb(
        eb.refTuple('user_id', 'currency'),
        'in',
        keys.map((key) => eb.tuple(key.userId, key.currency)),
      ),
    )
    .orderBy('user_id')
    .orderBy('currency')
    .forUpdate()
    .execute();
  return rows.map(toRow);
}

/**
 * Adds the deltas in one statement. Relative (balance + delta) rather than absolute, so the CHECKs judge
 * the real stored value even if a caller's arithmetic were wrong.
 */
export async function applyBalanceDeltas(db: Db, deltas: readonly BalanceDelta[], at: Date): Promise<void> {
  if (deltas.length === 0) return;
  const values = sql.join(
    deltas.map(
      (delta) =>
        sql`(${delta.userId}::text, ${delta.currency}::text, ${delta.available}::numeric, ${delta.frozen}::numeric)`,
    ),
  );
  const result = await sql`
    UPDATE balances AS b
    SET available = b.available + v.available, frozen = b.frozen + v.frozen, updated_at = ${at}
    FROM (VALUES ${values}) AS v (user_id, currency, available, frozen)
    WHERE b.user_id = v.user_id AND b.currency = v.currency`.execute(db);
  if (Number(result.numAffectedRows ?? 0) !== deltas.length) {
    throw new Error(`balance update touched ${result.numAffectedRows} rows, expected ${deltas.length}`);
  }
}

export async function listBalances(db: Db, userId: string): Promise<BalanceRow[]> {
  const rows = await db
    .selectFrom('balances')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('currency')
    .execute();
  return rows.map(toRow);
}

export async function findBalance(db: Db, key: BalanceKey): Promise<BalanceRow | undefined> {
  const row = await db
    .selectFrom('balances')
    .selectAll()
    .where('user_id', '=', key.userId)
    .where('currency', '=', key.currency)
    .executeTakeFirst();
  return row && toRow(row);
}
