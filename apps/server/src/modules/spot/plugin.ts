import { modulePlugin } from '../../platform/route-mounts.ts';
import { spotPublicRoutes } from './public-routes.ts';
import { spotRoutes } from './routes.ts';
import type { SpotService } from './service.ts';

export type SpotPluginDeps = { spot: SpotService };

/** The public market of a pair (depth, recent trades); a member's orders and positions. */
export const spotPlugin = modulePlugin<SpotPluginDeps>(async (mounts, { spot }) => {
  await mounts.public((scope) => spotPublicRoutes(scope, spot.marketView, spot.symbolOf));
  await mounts.member((scope) => spotRoutes(scope, spot));
});
