import {
  type JournalLineKind,
  type JournalSubject,
  LEDGER_ENTRY_TYPES,
  type LedgerEntryType,
  USER_ACCOUNT_KINDS,
  type UserAccountKind,
} from '@halcyon/api';
import type { Cause } from './entry.ts';
import type { UserLineRow } from './history-repo.ts';
import { describeLine } from './journal-kind.ts';
import { formatAmount } from './money.ts';

/** One line of a user's journal as other modules see it (amounts exact, trailing zeros trimmed). */
export type LedgerLine = {
  entryId: string;
  type: LedgerEntryType;
  cause: Cause;
  /** What the line was, for people (see journal-kind.ts). */
  kind: JournalLineKind;
  subject: JournalSubject;
  memo: string | null;
  currency: string;
  account: UserAccountKind;
  amount: string;
  balanceAfter: string;
  time: number;
};

const isEntryType = (value: string): value is LedgerEntryType =>
  (LEDGER_ENTRY_TYPES as readonly string[]).includes(value);
const isUserAccountKind = (value: string): value is UserAccountKind =>
  (USER_ACCOUNT_KINDS as readonly string[]).includes(value);

/** The columns are free text in SQL; only the ledger writes them, so anything else is corruption. */
export function toLedgerLine(row: UserLineRow): LedgerLine {
  if (!isEntryType(row.type)) throw new Error(`unknown ledger entry type "${row.type}"`);
  if (!isUserAccountKind(row.account) || row.balanceAfter === null) {
    throw new Error(`ledger line of entry ${row.entryId} is not a user line`);
  }
  return {
    entryId: row.entryId,
    type: row.type,
    cause: { type: row.causeType, id: row.causeId },
    ...describeLine(row.causeType, row, row.entryLines),
    memo: row.memo,
    currency: row.currency,
    account: row.account,
    amount: formatAmount(row.amount),
    balanceAfter: formatAmount(row.balanceAfter),
    time: row.createdAt.getTime(),
  };
}
