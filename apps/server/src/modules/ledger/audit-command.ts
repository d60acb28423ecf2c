import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Config, ConfigError, loadConfig } from '../../config.ts';
import { type DatabaseHandle, openDatabase } from '../../platform/db.ts';
import { auditLedger } from './audit.ts';
import { auditReportText } from './audit-report-text.ts';

export type AuditOutput = { out(text: string): void; err(text: string): void };

/** Exit codes: 0 clean, 1 differences found, 2 the audit could not run. */
export const AUDIT_EXIT = { clean: 0, differences: 1, failed: 2 } as const;

/** Never prints DATABASE_URL: it may carry a password. */
function describeDatabase(config: Config): string {
  return config.databaseUrl
    ? 'PostgreSQL at DATABASE_URL'
    : `PGlite at ${path.join(config.dataDir, 'pglite')}`;
}

/**
 * `npm run audit:ledger`: opens the database the server would open (same environment variables), audits
 * it and prints the report. With the embedded database, stop the server first: PGlite's files belong to
 * one process at a time.
 */
export async function runLedgerAudit(
  env: Record<string, string | undefined>,
  output: AuditOutput,
): Promise<number> {
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    output.err(`${error.message}\n`);
    return AUDIT_EXIT.failed;
  }
  // Opening PGlite on an empty directory would create a database; an audit must not invent one.
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'pglite'))) {
    output.err(
      `No database at ${path.join(config.dataDir, 'pglite')}: start the server once, or set DATA_DIR.\n`,
    );
    return AUDIT_EXIT.failed;
  }
  let database: DatabaseHandle;
  try {
    database = openDatabase(config); // refused while a live server holds the embedded database
  } catch (error) {
    output.err(`The ledger audit could not run: ${error instanceof Error ? error.message : String(error)}\n`);
    return AUDIT_EXIT.failed;
  }
  try {
    const report = await auditLedger(database.db);
    output.out(`Auditing ${describeDatabase(config)}\n${auditReportText(report)}`);
    return report.clean ? AUDIT_EXIT.clean : AUDIT_EXIT.differences;
  } catch (error) {
    output.err(`The ledger audit could not run: ${error instanceof Error ? error.message : String(error)}\n`);
    return AUDIT_EXIT.failed;
  } finally {
    await database.close();
  }
}
