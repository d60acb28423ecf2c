import { modulePlugin } from '../../platform/route-mounts.ts';
import { pairsAdminRoutes } from './admin-routes.ts';
import type { PairsAdmin } from './pairs-admin.ts';

/** The console's pairs page (/api/admin/config/pairs...). */
export const pairsAdminPlugin = modulePlugin<{ pairs: PairsAdmin }>(async (mounts, { pairs }) => {
  await mounts.admin((scope) => pairsAdminRoutes(scope, pairs));
});
