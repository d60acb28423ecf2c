import type { Ledger } from './modules/ledger/index.ts';
import { createUploads, type UploadsService, uploadsPlugin } from './modules/uploads/index.ts';
import type { App, AppContext } from './platform/app-types.ts';
import type { RouteAuth } from './platform/route-mounts.ts';

/**
 * The finance modules (uploads, deposits, withdrawals), built once by services.ts and mounted by
 * api-routes.ts: kept in a file of their own so the composition root grows by one line each.
 */
export function buildFinanceServices(app: App, ctx: AppContext, deps: { ledger: Ledger }): FinanceServices {
  void deps;
  const uploads = createUploads(app, ctx);
  const finance = { uploads };
  // Tests and maintenance commands reach the sweeps and expiries through the app.
  app.decorate('finance', finance);
  return finance;
}

export type FinanceServices = { uploads: UploadsService };

declare module 'fastify' {
  interface FastifyInstance {
    finance: FinanceServices;
  }
}

export async function registerFinancePlugins(api: App, routeAuth: RouteAuth, finance: FinanceServices) {
  await api.register(uploadsPlugin, { routeAuth, uploads: finance.uploads });
}
