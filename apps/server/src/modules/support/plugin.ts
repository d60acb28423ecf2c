import type { AppContext } from '../../platform/app-types.ts';
import { modulePlugin } from '../../platform/route-mounts.ts';
import { supportAdminRoutes } from './admin-routes.ts';
import type { SupportAdminService } from './admin-service.ts';
import { supportRoutes } from './routes.ts';
import type { SupportService } from './service.ts';

/** Customer service: the person's chat (member routes); the operators' inbox mounts under /api/admin. */
export const supportPlugin = modulePlugin<{
  support: SupportService;
  supportAdmin: SupportAdminService;
  ctx: AppContext;
}>(async (mounts, { support, supportAdmin, ctx }) => {
  await mounts.member((scope) => supportRoutes(scope, support, { db: ctx.db, translator: ctx.translator }));
  await mounts.admin((scope) => supportAdminRoutes(scope, supportAdmin, { db: ctx.db, clock: ctx.clock }));
});
