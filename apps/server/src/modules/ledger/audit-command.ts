import path from 'node:path';
import type { Config } from '../../config.ts';
import { serverDatabaseCommand } from '../../platform/database-command.ts';
import { auditLedger } from './audit.ts';
import { auditReportText } from './audit-report-text.ts';

/** Exit codes: 0 clean, 1 differences found, 2 the audit could not run. */
export const AUDIT_EXIT = { clean: 0, differences: 1, failed: 2 } as const;

/** Never prints DATABASE_URL: it may carry a password. */
function describeDatabase(config: Config): string {
  return config.databaseUrl
    ? 'PostgreSQL at DATABASE_URL'
    : `PGlite at ${path.join(config.dataDir, 'pglite')}`;
}

/** `npm run audit:ledger`: audits the database the server would open and prints the report. */
export const runLedgerAudit = serverDatabaseCommand(
  { title: 'The ledger audit', failed: AUDIT_EXIT.failed },
  async (db, output, config) => {
    const report = await auditLedger(db);
    output.out(`Auditing ${describeDatabase(config)}\n${auditReportText(report)}`);
    return report.clean ? AUDIT_EXIT.clean : AUDIT_EXIT.differences;
  },
);
