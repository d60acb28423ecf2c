import type { Db } from '../../platform/db.ts';
import type { LedgerAccountColumn } from '../../platform/db-schema.ts';
import type { Cause } from './entry.ts';

export type NewEntryRow = {
  id: string;
  type: string;
  cause: Cause;
  memo: string | null;
  createdAt: Date;
};

export type NewLineRow = {
  entryId: string;
  account: LedgerAccountColumn;
  userId: string | null;
  currency: string;
  amount: string;
  balanceAfter: string | null;
};

export async function findEntryIdByCause(db: Db, cause: Cause): Promise<string | undefined> {
  const row = await db
    .selectFrom('ledger_entries')
    .select('id')
    .where('cause_type', '=', cause.type)
    .where('cause_id', '=', cause.id)
    .executeTakeFirst();
  return row?.id;
}

/**
 * False when an entry with this cause exists. ON CONFLICT DO NOTHING rather than a caught unique
 * violation, which would abort the caller's whole transaction; a concurrent insert of the same cause makes
 * this wait for that transaction and then report the conflict (or insert, if it rolled back).
 */
export async function insertEntry(db: Db, entry: NewEntryRow): Promise<boolean> {
  const inserted = await db
    .insertInto('ledger_entries')
    .values({
      id: entry.id,
      type: entry.type,
      cause_type: entry.cause.type,
      cause_id: entry.cause.id,
      memo: entry.memo,
      created_at: entry.createdAt,
    })
    .onConflict((conflict) => conflict.columns(['cause_type', 'cause_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function insertLines(db: Db, lines: readonly NewLineRow[]): Promise<void> {
  await db
    .insertInto('ledger_lines')
    .values(
      lines.map((line) => ({
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
