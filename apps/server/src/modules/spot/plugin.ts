import { modulePlugin } from '../../platform/route-mounts.ts';
import type { SpotCommands } from './command-forwarding.ts';
import { spotPublicRoutes } from './public-routes.ts';
import { spotRoutes } from './routes.ts';
import type { SpotService } from './service.ts';

/** `commands` run on this process when it hosts the books, else on the host (command-forwarding.ts). */
export type SpotPluginDeps = { spot: SpotService; commands: SpotCommands };

/** The public market of a pair (depth, recent trades); a member's orders and positions. */
export const spotPlugin = modulePlugin<SpotPluginDeps>(async (mounts, { spot, commands }) => {
  await mounts.public((scope) => spotPublicRoutes(scope, spot.marketView, spot.symbolOf));
  await mounts.member((scope) => spotRoutes(scope, spot, commands));
});
