import { ledgerAuditResponse } from '@halcyon/api';
import { auditActorOf, requires } from '../../platform/admin-access.ts';
import type { App } from '../../platform/app-types.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { envelopeResponses, ok } from '../../platform/envelope.ts';
import { runLedgerAuditFor } from './audit-runs.ts';

/** POST /api/admin/ledger/audit: recomputes every balance from the journal (reads only, moves nothing). */
export function ledgerAdminRoutes(app: App, { db, clock }: { db: Db; clock: Clock }): void {
  app.post(
    '/ledger/audit',
    {
      config: requires('ledger.audit'),
      schema: { tags: ['admin'], response: envelopeResponses(ledgerAuditResponse) },
    },
    async (request) => {
      const run = await runLedgerAuditFor(db, clock, auditActorOf(request));
      return ok({ ok: run.ok, at: run.at, report: run.report });
    },
  );
}
