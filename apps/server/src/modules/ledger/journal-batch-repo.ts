import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';
import type { BalanceKey, BalanceRow } from './balance-repo.ts';
import type { Cause } from './entry.ts';
import type { NewEntryRow, NewLineRow } from './journal-repo.ts';

/** Rows per INSERT: well under the 65,535 bind parameters one statement may carry. */
const CHUNK = 1000;

export const causeText = (cause: Cause) => `${cause.type}\n${cause.id}`;

/** The entries that already exist for any of these causes, by causeText. */
export async function findEntryIdsByCauses(db: Db, causes: readonly Cause[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (let i = 0; i < causes.length; i += CHUNK) {
    const chunk = causes.slice(i, i + CHUNK);
    const { rows } = await sql<{ id: string; cause_type: string; cause_id: string }>`
      SELECT e.id, e.cause_type, e.cause_id FROM ledger_entries e
      JOIN unnest(${chunk.map((c) => c.type)}::text[], ${chunk.map((c) => c.id)}::text[]) AS c(type, id)
        ON e.cause_type = c.type AND e.cause_id = c.id`.execute(db);
    for (const row of rows) found.set(causeText({ type: row.cause_type, id: row.cause_id }), row.id);
  }
  return found;
}

/** Inserts the entries, skipping causes that exist (ON CONFLICT DO NOTHING); returns how many went in. */
export async function insertEntries(db: Db, entries: readonly NewEntryRow[]): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < entries.length; i += CHUNK) {
    const rows = await db
      .insertInto('ledger_entries')
      .values(
        entries.slice(i, i + CHUNK).map((entry) => ({
          id: entry.id,
          type: entry.type,
          cause_type: entry.cause.type,
          cause_id: entry.cause.id,
          memo: entry.memo,
          created_at: entry.createdAt,
        })),
      )
      .onConflict((conflict) => conflict.columns(['cause_type', 'cause_id']).doNothing())
      .returning('id')
      .execute();
    inserted += rows.length;
  }
  return inserted;
}

export async function insertManyLines(db: Db, lines: readonly NewLineRow[]): Promise<void> {
  for (let i = 0; i < lines.length; i += CHUNK) {
    await db
      .insertInto('ledger_lines')
      .values(
        lines.slice(i, i + CHUNK).map((line) => ({
          entry_id: line.entryId,
          account: line.account,
          user_id: line.userId,
          currency: line.currency,
          amount: line.amount,
          balance_after: line.balanceAfter,
        })),
      )
      .execute();
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
    FROM unnest(${keys.map((k) => k.userId)}::text[], ${keys.map((k) => k.currency)}::text[])
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
    JOIN unnest(${keys.map((k) => k.userId)}::text[], ${keys.map((k) => k.currency)}::text[]) AS k(user_id, currency)
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
