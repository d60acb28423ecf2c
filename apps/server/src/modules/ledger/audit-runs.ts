import type { Clock } from '../../platform/clock.ts';
import { dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { newId } from '../../platform/ids.ts';
import { type AuditActor, appendAudit } from '../audit-log/index.ts';
import { auditLedger } from './audit.ts';
import { auditReportText } from './audit-report-text.ts';

export type LedgerAuditRun = { at: number; ok: boolean; operatorEmail: string | null; report: string };

/** An operator runs the ledger audit from the console; the run is kept (the dashboard shows the last one). */
export async function runLedgerAuditFor(db: Db, clock: Clock, actor: AuditActor): Promise<LedgerAuditRun> {
  const report = await auditLedger(db);
  const at = dateOf(clock);
  const run = {
    at: at.getTime(),
    ok: report.clean,
    operatorEmail: actor.operatorEmail,
    report: auditReportText(report),
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('ledger_audit_runs')
      .values({
        id: newId(),
        at,
        ok: run.ok,
        operator_id: actor.operatorId,
        operator_email: actor.operatorEmail,
        report: run.report,
      })
      .execute();
    await appendAudit(trx, {
      actor,
      at,
      action: 'ledger.audit',
      targetType: 'ledger',
      after: { ok: run.ok },
    });
  });
  return run;
}

export async function lastLedgerAuditRun(db: Db): Promise<LedgerAuditRun | null> {
  const row = await db
    .selectFrom('ledger_audit_runs')
    .select(['at', 'ok', 'operator_email', 'report'])
    .orderBy('at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row
    ? { at: row.at.getTime(), ok: row.ok, operatorEmail: row.operator_email, report: row.report }
    : null;
}
