import type { Db } from '../../platform/db.ts';
import type { LedgerAccountColumn } from '../../platform/db-schema.ts';

export type UserLineRow = {
  entryId: string;
  type: string;
  causeType: string;
  causeId: string;
  memo: string | null;
  currency: string;
  account: LedgerAccountColumn;
  amount: string;
  balanceAfter: string | null;
  createdAt: Date;
  /** The user's own lines of the same entry (this one included): what the line was is read from them. */
  entryLines: { currency: string; amount: string }[];
};

export type UserLinesQuery = { userId: string; currency?: string; limit: number; offset: number };

/** A user's journal lines, newest first (the identity column is the posting order). */
export async function listUserLines(
  db: Db,
  query: UserLinesQuery,
): Promise<{ rows: UserLineRow[]; total: number }> {
  let lines = db.selectFrom('ledger_lines as l').where('l.user_id', '=', query.userId);
  if (query.currency) lines = lines.where('l.currency', '=', query.currency);
  const counted = await lines.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
  const rows = await lines
    .innerJoin('ledger_entries as e', 'e.id', 'l.entry_id')
    .select([
      'l.entry_id as entryId',
      'e.type',
      'e.cause_type as causeType',
      'e.cause_id as causeId',
      'e.memo',
      'l.currency',
      'l.account',
      'l.amount',
      'l.balance_after as balanceAfter',
      'e.created_at as createdAt',
    ])
    .orderBy('l.id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  const entryIds = [...new Set(rows.map((row) => row.entryId))];
  const siblings =
    entryIds.length === 0
      ? []
      : await db
          .selectFrom('ledger_lines')
          .where('user_id', '=', query.userId)
          .where('entry_id', 'in', entryIds)
          .select(['entry_id as entryId', 'currency', 'amount'])
          .execute();
  const byEntry = new Map<string, { currency: string; amount: string }[]>();
  for (const { entryId, currency, amount } of siblings) {
    byEntry.set(entryId, [...(byEntry.get(entryId) ?? []), { currency, amount }]);
  }
  return {
    rows: rows.map((row) => ({ ...row, entryLines: byEntry.get(row.entryId) ?? [] })),
    total: Number(counted?.total ?? 0),
  };
}
