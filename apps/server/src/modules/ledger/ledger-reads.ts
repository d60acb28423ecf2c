import type { Db } from '../../platform/db.ts';
import { type BalanceRow, findBalance, listBalances } from './balance-repo.ts';
import { checkCurrency } from './entry.ts';
import { listUserLines } from './history-repo.ts';
import { type LedgerLine, toLedgerLine } from './ledger-line.ts';
import { formatAmount } from './money.ts';

export type Balance = { currency: string; available: string; frozen: string; updatedAt: number | null };

/** What the ledger answers about a user's money: balances and journal lines. */
export function ledgerReads(db: Db) {
  return {
    /** Zero when the user never held the currency. */
    async balance(userId: string, currency: string, trx?: Db): Promise<Balance> {
      const row = await findBalance(trx ?? db, { userId, currency: checkCurrency(currency) });
      return row ? toBalance(row) : { currency, available: '0', frozen: '0', updatedAt: null };
    },

    async balances(userId: string, trx?: Db): Promise<Balance[]> {
      return (await listBalances(trx ?? db, userId)).map(toBalance);
    },

    /** The user's journal lines, newest first, optionally of one currency; `page` counts from 1. */
    async history(
      userId: string,
      query: { currency?: string; page: number; limit: number },
    ): Promise<{ lines: LedgerLine[]; total: number }> {
      const { rows, total } = await listUserLines(db, {
        userId,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
        ...(query.currency === undefined ? {} : { currency: checkCurrency(query.currency) }),
      });
      return { lines: rows.map(toLedgerLine), total };
    },
  };
}

function toBalance(row: BalanceRow): Balance {
  return {
    currency: row.currency,
    available: formatAmount(row.available),
    frozen: formatAmount(row.frozen),
    updatedAt: row.updatedAt.getTime(),
  };
}
