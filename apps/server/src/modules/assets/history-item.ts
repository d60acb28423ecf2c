import type { AssetHistoryItem } from '@halcyon/api';
import type { LedgerLine } from '../ledger/index.ts';

/** A journal line as the API shows it (the member's history, and the console's view of a member). */
export function historyItem(line: LedgerLine): AssetHistoryItem {
  return {
    entryId: line.entryId,
    type: line.type,
    referenceType: line.cause.type,
    referenceId: line.cause.id,
    kind: line.kind,
    subject: line.subject,
    reference: line.cause.id,
    memo: line.memo,
    currency: line.currency,
    account: line.account,
    amount: line.amount,
    balanceAfter: line.balanceAfter,
    time: line.time,
  };
}
