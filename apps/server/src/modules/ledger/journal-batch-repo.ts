import { sql } from 'kysely';
import { columnLiteral } from '../../platform/array-literal.ts';
import type { Db } from '../../platform/db.ts';
import type { BalanceDelta, BalanceKey, BalanceRow } from './balance-repo.ts';
import type { Cause } from './entry.ts';
import type { NewEntryRow, NewLineRow } from './journal-repo.ts';
import { applyBalanceDeltasSql, insertEntriesSql, insertLinesSql } from './journal-sql.ts';

export const causeText = (cause: Cause) => `${cause.type}\n${cause.id}`;

/** The entries that already exist for any of these causes, by causeText. */
export async function findEntryIdsByCauses(db: Db, causes: readonly Cause[]): Promise<Map<string, string>> {
  if (causes.length === 0) return new Map();
  const { rows } = await sql<{ id: string; cause_type: string; cause_id: string }>`
    SELECT e.id, e.cause_type, e.cause_id FROM ledger_entries e
    JOIN unnest(
      ${columnLiteral(causes, (c) => c.type)}::text[], ${columnLiteral(causes, (c) => c.id)}::text[]
    ) AS c(type, id)
      ON e.cause_type = c.type AND e.cause_id = c.id`.execute(db);
  return new Map(rows.map((row) => [causeText({ type: row.cause_type, id: row.cause_id }), row.id]));
}

/** Inserts the entries, skipping causes that exist (ON CONFLICT DO NOTHING); returns how many went in. */
export async function insertEntries(db: Db, entries: readonly NewEntryRow[]): Promise<number> {
  if (entries.length === 0) return 0;
  const result =
    await sql`${insertEntriesSql(entries)} ON CONFLICT (cause_type, cause_id) DO NOTHING`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

export async function insertManyLines(db: Db, lines: readonly NewLineRow[]): Promise<void> {
  if (lines.length === 0) return;
  await insertLinesSql(lines).execute(db);
}

export async function applyManyBalanceDeltas(
  db: Db,
  deltas: readonly BalanceDelta[],
  at: Date,
): Promise<void> {
  if (deltas.length === 0) return;
  const result = await applyBalanceDeltasSql(deltas, at).execute(db);
  if (Number(result.numAffectedRows ?? 0) !== deltas.length) {
    throw new Error(`balance update touched ${result.numAffectedRows} rows, expected ${deltas.length}`);
  }
}

/**
 * Many balance rows at once, for a batch: missing rows created (zero) and all rows locked FOR UPDATE in
 * (user, currency) order, as balance-repo does for one entry, but joined against arrays: a list of
 * (user, currency) pairs in an IN clause is planned as one OR branch per pair, slow at hundreds of pairs.
 */
export async function insertMissingBalanceRows(db: Db, keys: readonly BalanceKey[], at: Date): Promise<void> {
  if (keys.length === 0) return;
  await sql`
    INSERT INTO balances (user_id, currency, available, frozen, updated_at)
    SELECT k.user_id, k.currency, 0, 0, ${at}
    FROM unnest(${columnLiteral(keys, (k) => k.userId)}::text[], ${columnLiteral(keys, (k) => k.currency)}::text[])
      WITH ORDINALITY AS k(user_id, currency, i)
    ORDER BY k.i
    ON CONFLICT (user_id, currency) DO NOTHING`.execute(db);
}

export async function lockBalanceRows(db: Db, keys: readonly BalanceKey[]): Promise<BalanceRow[]> {
  if (keys.length === 0) return [];
  const { rows } = await sql<{
    user_id: string;
    currency: string;
    available: string;
    frozen: string;
    updated_at: Date;
  }>`
    SELECT b.user_id, b.currency, b.available, b.frozen, b.updated_at FROM balances b
    JOIN unnest(
      ${columnLiteral(keys, (k) => k.userId)}::text[], ${columnLiteral(keys, (k) => k.currency)}::text[]
    ) AS k(user_id, currency)
      ON b.user_id = k.user_id AND b.currency = k.currency
    ORDER BY b.user_id, b.currency
    FOR UPDATE OF b`.execute(db);
  return rows.map((row) => ({
    userId: row.user_id,
    currency: row.currency,
    available: row.available,
    frozen: row.frozen,
    updatedAt: row.updated_at,
  }));
}
