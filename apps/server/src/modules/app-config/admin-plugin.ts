import { modulePlugin } from '../../platform/route-mounts.ts';
import { appConfigAdminRoutes } from './admin-routes.ts';
import type { AppConfigAdmin } from './app-config-admin.ts';

/** The console's app configuration (/api/admin/config/app). */
export const appConfigAdminPlugin = modulePlugin<{ appConfigAdmin: AppConfigAdmin }>(
  async (mounts, { appConfigAdmin }) => {
    await mounts.admin((scope) => appConfigAdminRoutes(scope, appConfigAdmin));
  },
);
