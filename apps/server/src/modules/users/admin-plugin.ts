import { modulePlugin } from '../../platform/route-mounts.ts';
import { usersAdminRoutes } from './admin-routes.ts';
import type { UsersAdmin } from './admin-service.ts';

/** The console's users pages (/api/admin/users...). */
export const usersAdminPlugin = modulePlugin<{ usersAdmin: UsersAdmin }>(async (mounts, { usersAdmin }) => {
  await mounts.admin((scope) => usersAdminRoutes(scope, usersAdmin));
});
