import type { AppContext } from '../../platform/app-types.ts';
import { modulePlugin } from '../../platform/route-mounts.ts';
import { twoFactorAdminRoutes } from './two-factor-admin-routes.ts';
import { createTwoFactorAdmin } from './two-factor-admin-service.ts';
import { createTwoFactorService } from './two-factor-service.ts';

/** Compliance's reset of a person's second factor under /api/admin. */
export const twoFactorAdminPlugin = modulePlugin<{ ctx: AppContext }>(async (mounts, { ctx }) => {
  const admin = createTwoFactorAdmin(ctx, createTwoFactorService(ctx));
  await mounts.admin((scope) => twoFactorAdminRoutes(scope, admin));
});
