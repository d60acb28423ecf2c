import { twoFactorAdminPlugin } from './modules/auth/index.ts';
import { createKycService, type KycService, kycPlugin } from './modules/kyc/index.ts';
import {
  createSupportAdminService,
  createSupportService,
  type SupportAdminService,
  type SupportService,
  supportPlugin,
} from './modules/support/index.ts';
import type { UploadsService } from './modules/uploads/index.ts';
import { operatorFileUrl, ownerFileUrl } from './modules/uploads/index.ts';
import type { App, AppContext } from './platform/app-types.ts';
import type { RouteAuth } from './platform/route-mounts.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests and maintenance (`npm run seal:legacy`) reach the identity and support services through the app. */
    identity: IdentityServices;
  }
}

/**
 * The identity and support modules (customer-service chat; real-name verification), built once and
 * mounted by api-routes.ts: kept in a file of their own so the composition root grows by a line each.
 */
export function buildIdentityServices(ctx: AppContext, deps: { uploads: UploadsService }): IdentityServices {
  const support = createSupportService(ctx, { claimImage: deps.uploads.claim, ownerFileUrl });
  const supportAdmin = createSupportAdminService(ctx, {
    operatorFileUrl,
    ownerFileUrl,
    claimImage: deps.uploads.claimForOperator,
  });
  const kyc = createKycService(ctx, { claimPhoto: deps.uploads.claim, operatorFileUrl });
  return { support, supportAdmin, kyc };
}

export type IdentityServices = {
  support: SupportService;
  supportAdmin: SupportAdminService;
  kyc: KycService;
};

export async function registerIdentityPlugins(
  api: App,
  routeAuth: RouteAuth,
  ctx: AppContext,
  identity: IdentityServices,
): Promise<void> {
  await api.register(supportPlugin, {
    routeAuth,
    support: identity.support,
    supportAdmin: identity.supportAdmin,
    ctx,
  });
  await api.register(kycPlugin, { routeAuth, kyc: identity.kyc, clock: ctx.clock });
  await api.register(twoFactorAdminPlugin, { routeAuth, ctx });
}
