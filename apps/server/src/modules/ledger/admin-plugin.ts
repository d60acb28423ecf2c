import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { modulePlugin } from '../../platform/route-mounts.ts';
import { ledgerAdminRoutes } from './admin-routes.ts';

/** The console's ledger audit (/api/admin/ledger/audit). */
export const ledgerAdminPlugin = modulePlugin<{ db: Db; clock: Clock }>(async (mounts, deps) => {
  await mounts.admin((scope) => ledgerAdminRoutes(scope, deps));
});
