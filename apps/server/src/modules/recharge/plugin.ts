import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { modulePlugin, type RouteAuth } from '../../platform/route-mounts.ts';
import { rechargeAdminRoutes } from './admin-routes.ts';
import type { RechargeConfigService } from './config-service.ts';
import type { RechargeNotices } from './notices.ts';
import type { RechargeReviewService } from './review-service.ts';
import { rechargeRoutes } from './routes.ts';
import type { RechargeService } from './service.ts';

export type RechargePluginDeps = {
  routeAuth: RouteAuth;
  recharge: RechargeService;
  review: RechargeReviewService;
  configs: RechargeConfigService;
  notices: RechargeNotices;
  db: Db;
  clock: Clock;
};

/** Deposits: the member routes, and the finance operators' queue and configs when the console's guard exists. */
export const rechargePlugin = modulePlugin<RechargePluginDeps>(async (mounts, deps) => {
  await mounts.member((scope) => rechargeRoutes(scope, deps));
  if (deps.routeAuth.adminGuard) await mounts.admin((scope) => rechargeAdminRoutes(scope, deps));
});
