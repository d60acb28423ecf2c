import { modulePlugin } from '../../platform/route-mounts.ts';
import { assetRoutes } from './routes.ts';
import type { AssetsService } from './service.ts';

/** A member's balances and journal. */
export const assetsPlugin = modulePlugin<{ assets: AssetsService }>(async (mounts, { assets }) => {
  await mounts.member((scope) => assetRoutes(scope, assets));
});
