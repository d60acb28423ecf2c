import { newId } from '../../platform/ids.ts';
import { isUserAccount } from './accounts.ts';
import type { BalanceKey } from './balance-repo.ts';
import type { CheckedEntry } from './entry.ts';
import { causeText } from './journal-batch-repo.ts';
import type { NewEntryRow, NewLineRow } from './journal-repo.ts';
import { formatAmount } from './money.ts';
import { type HeldBalance, type holdBalances, sortedKeys, userKeys } from './post-entry.ts';

type HeldOf = ReturnType<typeof holdBalances>;

/** A batch names each cause once: two entries for one cause would be one payment posted twice. */
export function assertDistinctCauses(entries: readonly CheckedEntry[]): void {
  const seen = new Set<string>();
  for (const entry of entries) {
    const text = causeText(entry.cause);
    if (seen.has(text))
      throw new Error(`ledger batch names cause ${entry.cause.type}:${entry.cause.id} twice`);
    seen.add(text);
  }
}

/**
 * The journal rows of a batch: its entries applied in the order given to the held balances, so each
 * line's balance_after is as if they were posted one by one. Throws the first shortfall, before anything
 * is written. `posted` hears each entry with its id and the (user, currency) keys it touched.
 */
export function batchJournalRows(
  entries: readonly CheckedEntry[],
  heldOf: HeldOf,
  at: Date,
  posted?: (entry: CheckedEntry, entryId: string, keys: readonly BalanceKey[]) => void,
): { entryRows: NewEntryRow[]; lines: NewLineRow[] } {
  const entryRows: NewEntryRow[] = [];
  const lines: NewLineRow[] = [];
  for (const entry of entries) {
    const entryId = newId();
    // The balances this entry moved, checked once all its lines are applied (an entry is atomic).
    const moved: HeldBalance[] = [];
    for (const { account, currency, amount } of entry.lines) {
      const row: NewLineRow = {
        entryId,
        account: account.kind,
        currency,
        amount: formatAmount(amount),
        userId: null,
        balanceAfter: null,
      };
      if (isUserAccount(account)) {
        const balance = heldOf({ userId: account.userId, currency });
        row.userId = account.userId;
        row.balanceAfter = formatAmount(balance.add(account.kind, amount));
        moved.push(balance);
      }
      lines.push(row);
    }
    for (const balance of moved) {
      const shortfall = balance.shortfall();
      if (shortfall) throw shortfall;
    }
    entryRows.push({
      id: entryId,
      type: entry.type,
      cause: entry.cause,
      memo: entry.memo ?? null,
      createdAt: at,
    });
    posted?.(entry, entryId, sortedKeys(userKeys(entry, false)));
  }
  return { entryRows, lines };
}
