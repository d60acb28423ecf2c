import { type CommandOutput, serverDatabaseCommand } from '../../platform/database-command.ts';
import type { Db } from '../../platform/db.ts';
import { verifyChain } from './verify.ts';

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

/** `npm run audit:log`: checks the chain of the database the server would open. */
export const runAuditLogCheck = serverDatabaseCommand(
  { title: 'The audit log check', failed: AUDIT_LOG_EXIT.failed },
  checkAuditLog,
);
