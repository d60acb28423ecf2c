import multipart from '@fastify/multipart';
import { modulePlugin, type RouteAuth } from '../../platform/route-mounts.ts';
import { uploadAdminRoutes } from './admin-routes.ts';
import { configImageAdminRoutes, configImagePublicRoutes } from './config-image-routes.ts';
import { operatorUploadRoutes } from './operator-upload-routes.ts';
import { uploadRoutes } from './routes.ts';
import type { UploadsService } from './service.ts';

/** `uploadsPerMinute`: what each upload route takes from one address in a minute (RateLimits.upload). */
export type UploadsPluginDeps = { uploads: UploadsService; routeAuth: RouteAuth; uploadsPerMinute: number };

/** Uploads: the member routes, and the operators' read route when the console's guard exists. */
export const uploadsPlugin = modulePlugin<UploadsPluginDeps>(
  async (mounts, { uploads, routeAuth, uploadsPerMinute: perMinute }, app) => {
    // Multipart parsing only inside this plugin: no other route accepts a form.
    await app.register(multipart);
    await mounts.member((scope) => uploadRoutes(scope, uploads, perMinute));
    await mounts.public((scope) => configImagePublicRoutes(scope, uploads.configImages));
    // Without the console's operator guard there is no /api/admin at all (closed, not open).
    if (routeAuth.adminGuard) {
      await mounts.admin((scope) => {
        uploadAdminRoutes(scope, uploads);
        configImageAdminRoutes(scope, uploads.configImages, perMinute);
        operatorUploadRoutes(scope, uploads, perMinute);
      });
    }
  },
);
