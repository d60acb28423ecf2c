import type { LedgerAuditReport } from './audit.ts';

const PASS = 'ok  ';
const FAIL = 'FAIL';

function section(title: string, problems: readonly string[]): string[] {
  if (problems.length === 0) return [`${PASS} ${title}`];
  return [
    `${FAIL} ${title}: ${problems.length} problem(s)`,
    ...problems.map((problem) => `       ${problem}`),
  ];
}

/** The audit as a person reads it in a terminal: one line per check, every difference spelled out. */
export function auditReportText(report: LedgerAuditReport): string {
  const { counts } = report;
  const lines = [
    `Ledger audit: ${counts.entries} entries, ${counts.lines} lines, ${counts.balances} user balances`,
    ...section(
      'every entry sums to zero per currency',
      report.unbalancedEntries.map((row) => `entry ${row.entryId} leaves ${row.sum} ${row.currency}`),
    ),
    ...section(
      'every entry has at least two lines',
      report.shortEntries.map((row) => `entry ${row.entryId} has ${row.lines} line(s)`),
    ),
    ...section(
      'every line names an entry and a user that exist',
      report.orphanLines.map(
        (row) =>
          `line ${row.lineId} names entry ${row.entryId}${row.userId ? ` and user ${row.userId}` : ''}`,
      ),
    ),
    ...section(
      'balances equal the sum of the journal',
      report.balanceDifferences.map(
        (row) =>
          `user ${row.userId}${row.userAccount ? ` (${row.userAccount})` : ''} ${row.currency} ${row.account}: ` +
          `journal ${row.journal}, balances table ${row.table}`,
      ),
    ),
    ...section(
      'nothing negative that must not be',
      report.negativeBalances.map((row) => `${row.owner} ${row.account} ${row.currency} is ${row.amount}`),
    ),
    ...section(
      'no cause posted twice',
      report.duplicateCauses.map((row) => `${row.causeType}:${row.causeId} posted ${row.entries} times`),
    ),
    'System accounts (house, funding and swap may be negative):',
    ...(report.systemAccounts.length === 0
      ? ['       none yet']
      : report.systemAccounts.map(
          (row) => `       ${row.account.padEnd(9)} ${row.currency.padEnd(8)} ${row.balance}`,
        )),
    report.clean ? 'Result: CLEAN' : 'Result: DIFFERENCES FOUND',
  ];
  return `${lines.join('\n')}\n`;
}
