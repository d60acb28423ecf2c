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
  return { rows, total: Number(counted?.total ?? 0) };
}
