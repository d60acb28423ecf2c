import { modulePlugin, type RouteAuth } from '../../platform/route-mounts.ts';
import { type WithdrawalAdminDeps, withdrawalAdminRoutes } from './admin-routes.ts';
import { type WithdrawalRouteDeps, withdrawalRoutes } from './routes.ts';

export type WithdrawalPluginDeps = WithdrawalRouteDeps & WithdrawalAdminDeps & { routeAuth: RouteAuth };

/** Withdrawals: the member routes, and the finance operators' queue and configs when the console's guard exists. */
export const withdrawalPlugin = modulePlugin<WithdrawalPluginDeps>(async (mounts, deps) => {
  await mounts.member((scope) => withdrawalRoutes(scope, deps));
  if (deps.routeAuth.adminGuard) await mounts.admin((scope) => withdrawalAdminRoutes(scope, deps));
});
