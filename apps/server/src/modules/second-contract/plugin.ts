import { modulePlugin } from '../../platform/route-mounts.ts';
import { secondContractPublicRoutes, secondContractRoutes } from './routes.ts';
import type { SecondContractService } from './service.ts';

/** Public contract settings; a member's contract orders. */
export const secondContractPlugin = modulePlugin<{ contracts: SecondContractService }>(
  async (mounts, { contracts }) => {
    await mounts.public((scope) => secondContractPublicRoutes(scope, contracts));
    await mounts.member((scope) => secondContractRoutes(scope, contracts));
  },
);
