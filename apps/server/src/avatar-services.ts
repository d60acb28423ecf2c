import { avatarPlugin, createAvatarService } from './modules/avatar/index.ts';
import type { UploadsService } from './modules/uploads/index.ts';
import type { App, AppContext } from './platform/app-types.ts';
import type { RouteAuth } from './platform/route-mounts.ts';

/** The avatar upload, built and mounted by api-routes.ts with one line (files through the uploads module). */
export async function registerAvatarPlugins(
  api: App,
  routeAuth: RouteAuth,
  ctx: AppContext,
  uploads: UploadsService,
): Promise<void> {
  await api.register(avatarPlugin, {
    routeAuth,
    avatars: createAvatarService(ctx, uploads),
    db: ctx.db,
    perMinute: ctx.rateLimits.upload,
  });
}
