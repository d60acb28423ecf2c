import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { modulePlugin } from '../../platform/route-mounts.ts';
import { swapRoutes } from './routes.ts';
import type { SwapService } from './service.ts';

export type SwapPluginDeps = { swap: SwapService; db: Db; clock: Clock };

/** A member's quotes and conversions. */
export const swapPlugin = modulePlugin<SwapPluginDeps>(async (mounts, { swap, db, clock }) => {
  await mounts.member((scope) => swapRoutes(scope, swap, { db, clock }));
});
