import type { AppContext } from '../../platform/app-types.ts';
import { modulePlugin } from '../../platform/route-mounts.ts';
import { operatorAdminRoutes } from './admin-routes.ts';
import { operatorAuthRoutes } from './auth-routes.ts';
import type { Operators } from './operators.ts';

/** Operator sign-in and session routes, and the owners' operators page, under /api/admin. */
export const operatorsPlugin = modulePlugin<{ operators: Operators; ctx: Pick<AppContext, 'db' | 'clock'> }>(
  async (mounts, { operators, ctx }) => {
    await mounts.admin((scope) => {
      operatorAuthRoutes(scope, { db: ctx.db, clock: ctx.clock, ...operators });
      operatorAdminRoutes(scope, operators.management);
    });
  },
);
