import type { Clock } from '../../platform/clock.ts';
import { modulePlugin } from '../../platform/route-mounts.ts';
import { kycAdminRoutes } from './admin-routes.ts';
import { kycRoutes } from './routes.ts';
import type { KycService } from './service.ts';

/** Real-name verification: the person's routes and compliance's review. */
export const kycPlugin = modulePlugin<{ kyc: KycService; clock: Clock }>(async (mounts, { kyc, clock }) => {
  await mounts.member((scope) => kycRoutes(scope, kyc));
  await mounts.admin((scope) => kycAdminRoutes(scope, kyc, clock));
});
