import { modulePlugin } from '../../platform/route-mounts.ts';
import { dashboardAdminRoutes } from './admin-routes.ts';
import type { Dashboard } from './service.ts';

/** The console's dashboard (/api/admin/dashboard). */
export const dashboardPlugin = modulePlugin<{ dashboard: Dashboard }>(async (mounts, { dashboard }) => {
  await mounts.admin((scope) => dashboardAdminRoutes(scope, dashboard));
});
