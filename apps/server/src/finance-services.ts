import type { Ledger } from './modules/ledger/index.ts';
import { createRecharge, depositFigures, type Recharge, rechargePlugin } from './modules/recharge/index.ts';
import { createUploads, type UploadsService, uploadsPlugin } from './modules/uploads/index.ts';
import {
  createWithdrawal,
  type Withdrawal,
  withdrawalFigures,
  withdrawalPlugin,
} from './modules/withdrawal/index.ts';
import type { App, AppContext } from './platform/app-types.ts';
import type { Db } from './platform/db.ts';
import type { RateLimits } from './platform/rate-limit.ts';
import type { RouteAuth } from './platform/route-mounts.ts';

export type FinanceServices = { uploads: UploadsService; recharge: Recharge; withdrawal: Withdrawal };

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests and maintenance reach the sweeps and expiry passes through the app. */
    finance: FinanceServices;
  }
}

/**
 * The finance modules (uploads, deposits, withdrawals), built once by services.ts and mounted by
 * api-routes.ts: kept in a file of their own so the composition root grows by one line each.
 */
export function buildFinanceServices(app: App, ctx: AppContext, deps: { ledger: Ledger }): FinanceServices {
  const uploads = createUploads(app, ctx);
  const recharge = createRecharge(app, ctx, { ledger: deps.ledger, uploads });
  const withdrawal = createWithdrawal(ctx, {
    ledger: deps.ledger,
    secondApprovalFrom: ctx.config.withdrawalSecondApprovalFrom,
  });
  const finance = { uploads, recharge, withdrawal };
  app.decorate('finance', finance);
  return finance;
}

export async function registerFinancePlugins(
  api: App,
  routeAuth: RouteAuth,
  finance: FinanceServices,
  rateLimits: RateLimits,
) {
  const { db, clock } = finance.recharge;
  await api.register(uploadsPlugin, {
    routeAuth,
    uploads: finance.uploads,
    uploadsPerMinute: rateLimits.upload,
  });
  await api.register(rechargePlugin, { routeAuth, ...finance.recharge, db, clock });
  await api.register(withdrawalPlugin, { routeAuth, ...finance.withdrawal });
}

/** The console dashboard's deposit and withdrawal figures (its `useFinanceFigures` seam). */
export function financeDashboardFigures(db: Db) {
  return async (since: Date) => {
    const [deposits, withdrawals] = await Promise.all([
      depositFigures(db, since),
      withdrawalFigures(db, since),
    ]);
    return { deposits, withdrawals };
  };
}
