import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Config, ConfigError, loadConfig } from '../../config.ts';
import { type DatabaseHandle, type Db, openDatabase } from '../../platform/db.ts';
import { verifyChain } from './verify.ts';

export type CommandOutput = { out(text: string): void; err(text: string): void };

/** Exit codes: 0 the chain holds, 1 a row was altered or removed, 2 the check could not run. */
export const AUDIT_LOG_EXIT = { intact: 0, broken: 1, failed: 2 } as const;

/** Recomputes the chain of `db` and says so; the exit code of `npm run audit:log`. */
export async function checkAuditLog(db: Db, output: CommandOutput): Promise<number> {
  const verdict = await verifyChain(db);
  if (verdict.ok) {
    output.out(`Audit log intact: ${verdict.rows} rows, every hash and link verified.\n`);
    return AUDIT_LOG_EXIT.intact;
  }
  output.err(
    `Audit log BROKEN at row ${verdict.firstBrokenSeq} (${verdict.reason}): rows 1 to ${verdict.rows} verify, ` +
      `row ${verdict.firstBrokenSeq} does not.\n`,
  );
  return AUDIT_LOG_EXIT.broken;
}

/**
 * `npm run audit:log`: opens the database the server would open (same environment variables). With the
 * embedded database, stop the server first: PGlite's files belong to one process at a time.
 */
export async function runAuditLogCheck(
  env: Record<string, string | undefined>,
  output: CommandOutput,
): Promise<number> {
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    output.err(`${error.message}\n`);
    return AUDIT_LOG_EXIT.failed;
  }
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'pglite'))) {
    output.err(
      `No database at ${path.join(config.dataDir, 'pglite')}: start the server once, or set DATA_DIR.\n`,
    );
    return AUDIT_LOG_EXIT.failed;
  }
  let database: DatabaseHandle;
  try {
    database = openDatabase(config); // refused while a live server holds the embedded database
  } catch (error) {
    output.err(
      `The audit log check could not run: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return AUDIT_LOG_EXIT.failed;
  }
  try {
    return await checkAuditLog(database.db, output);
  } catch (error) {
    output.err(
      `The audit log check could not run: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return AUDIT_LOG_EXIT.failed;
  } finally {
    await database.close();
  }
}
