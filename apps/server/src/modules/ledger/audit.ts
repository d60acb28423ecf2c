import type { UserAccountKind } from '@halcyon/api';
import type { Db } from '../../platform/db.ts';
import { mayGoNegative, SYSTEM_ACCOUNTS, type SystemAccount } from './accounts.ts';
import {
  countJournal,
  findBalanceDifferences,
  findDuplicateCauses,
  findNegativeBalances,
  findOrphanLines,
  findShortEntries,
  findUnbalancedEntries,
  systemAccountBalances,
} from './audit-repo.ts';
import { formatAmount, Money } from './money.ts';

export type BalanceDifference = {
  userId: string;
  /** The user's login name, when the user still exists. */
  userAccount: string | null;
  currency: string;
  account: UserAccountKind;
  journal: string;
  table: string;
};

export type LedgerAuditReport = {
  /** True when every check passed. */
  clean: boolean;
  counts: { entries: number; lines: number; balances: number };
  /** Entries whose lines do not sum to zero in some currency. */
  unbalancedEntries: { entryId: string; currency: string; sum: string }[];
  /** Entries with fewer than two lines. */
  shortEntries: { entryId: string; lines: number }[];
  /** Lines whose entry, or whose user, does not exist. */
  orphanLines: { lineId: string; entryId: string; userId: string | null }[];
  /** Balances that differ from the sum of the journal lines. */
  balanceDifferences: BalanceDifference[];
  /** User balances, or system accounts that must never be negative, below zero. */
  negativeBalances: { owner: string; currency: string; account: string; amount: string }[];
  duplicateCauses: { causeType: string; causeId: string; entries: number }[];
  /** For the reader: what each system account holds (house and funding are negative by design). */
  systemAccounts: { account: SystemAccount; currency: string; balance: string }[];
};

function isSystemAccount(account: string): account is SystemAccount {
  return (SYSTEM_ACCOUNTS as readonly string[]).includes(account);
}

/**
 * Recomputes the books from the journal: every entry sums to zero per currency, every line's entry and user
 * exist, every balance equals the sum of its lines, nothing is negative that must not be, and no cause
 * posted twice. Reads one snapshot (REPEATABLE READ), so postings running meanwhile cannot show up as
 * differences.
 */
export async function auditLedger(db: Db): Promise<LedgerAuditReport> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const counts = await countJournal(trx);
      const unbalancedEntries = (await findUnbalancedEntries(trx)).map((row) => ({
        ...row,
        sum: formatAmount(row.sum),
      }));
      const shortEntries = await findShortEntries(trx);
      const orphanLines = await findOrphanLines(trx);
      const balanceDifferences = (await findBalanceDifferences(trx)).flatMap((row) => {
        const differences: BalanceDifference[] = [];
        const pairs = [
          ['available', row.journalAvailable, row.tableAvailable ?? '0'],
          ['frozen', row.journalFrozen, row.tableFrozen ?? '0'],
        ] as const;
        for (const [account, journal, table] of pairs) {
          if (!new Money(journal).eq(table)) {
            differences.push({
              userId: row.userId,
              userAccount: row.account,
              currency: row.currency,
              account,
              journal: formatAmount(journal),
              table: formatAmount(table),
            });
          }
        }
        return differences;
      });
      const systemAccounts = (await systemAccountBalances(trx)).flatMap((row) =>
        isSystemAccount(row.account)
          ? [{ account: row.account, currency: row.currency, balance: formatAmount(row.balance) }]
          : [],
      );
      const negativeBalances = [
        ...(await findNegativeBalances(trx)).flatMap((row) =>
          (['available', 'frozen'] as const)
            .filter((account) => new Money(row[account]).isNegative())
            .map((account) => ({
              owner: `user ${row.userId}`,
              currency: row.currency,
              account,
              amount: formatAmount(row[account]),
            })),
        ),
        ...systemAccounts
          .filter((row) => !mayGoNegative(row.account) && new Money(row.balance).isNegative())
          .map((row) => ({
            owner: 'system',
            currency: row.currency,
            account: row.account,
            amount: row.balance,
          })),
      ];
      const duplicateCauses = await findDuplicateCauses(trx);
      const clean =
        unbalancedEntries.length === 0 &&
        shortEntries.length === 0 &&
        orphanLines.length === 0 &&
        balanceDifferences.length === 0 &&
        negativeBalances.length === 0 &&
        duplicateCauses.length === 0;
      return {
        clean,
        counts,
        unbalancedEntries,
        shortEntries,
        orphanLines,
        balanceDifferences,
        negativeBalances,
        duplicateCauses,
        systemAccounts,
      };
    });
}
