import { modulePlugin } from '../../platform/route-mounts.ts';
import { contractsAdminRoutes } from './admin-routes.ts';
import type { ContractsAdmin } from './contracts-admin.ts';

/** The console's second-contract configuration (/api/admin/config/contracts...). */
export const contractsAdminPlugin = modulePlugin<{ contracts: ContractsAdmin }>(
  async (mounts, { contracts }) => {
    await mounts.admin((scope) => contractsAdminRoutes(scope, contracts));
  },
);
