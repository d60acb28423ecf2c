/** The public face of the ledger module: other modules and the app wiring import only this file. */

export type { AccountRef } from './accounts.ts';
export { available, frozen, house } from './accounts.ts';
export { ledgerAdminPlugin } from './admin-plugin.ts';
export { auditLedger } from './audit.ts';
export { auditReportText } from './audit-report-text.ts';
export type { LedgerAuditRun } from './audit-runs.ts';
export { lastLedgerAuditRun } from './audit-runs.ts';
export { announceBalances } from './balance-events.ts';
export type { BalanceKey, BalanceRow } from './balance-repo.ts';
export type { BatchHold } from './batch-hold.ts';
export { DEMO_USER, ensureDemoUser } from './demo-user.ts';
export type { EntryDraft, LineDraft } from './entry.ts';
export { creditLines, moveLines, settleFromFrozenLines, unfreezeLines } from './entry-lines.ts';
export type { CompanionWrite } from './fresh-batch-repo.ts';
export { JOURNAL_CAUSES } from './journal-kind.ts';
export type { Ledger } from './ledger.ts';
export { createLedger } from './ledger.ts';
export type { LedgerLine } from './ledger-line.ts';
export type { Balance } from './ledger-reads.ts';
export { AMOUNT_DECIMALS, formatAmount, Money, positiveAmount } from './money.ts';
export type { BalanceSnapshot } from './post-entry.ts';
export { keyText } from './post-entry.ts';
export { systemAccountTotals } from './system-balances.ts';
