import type { Db } from '../../platform/db.ts';
import { formatAmount } from './money.ts';

/** The journal's total per currency of a system account (house or fees), as the dashboard shows it. */
export async function systemAccountTotals(
  db: Db,
  account: 'house' | 'fees',
): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('ledger_lines')
    .select(['currency', (eb) => eb.fn.sum<string>('amount').as('total')])
    .where('account', '=', account)
    .groupBy('currency')
    .orderBy('currency')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.currency, formatAmount(String(row.total))]));
}
