import multipart from '@fastify/multipart';
import { modulePlugin, type RouteAuth } from '../../platform/route-mounts.ts';
import { uploadRoutes } from './routes.ts';
import type { UploadsService } from './service.ts';

export type UploadsPluginDeps = { uploads: UploadsService; routeAuth: RouteAuth };

/** Uploads: the member routes, and the operators' read route when the console's guard exists. */
export const uploadsPlugin = modulePlugin<UploadsPluginDeps>(async (mounts, { uploads, routeAuth }, app) => {
  // Multipart parsing only inside this plugin: no other route accepts a form.
  await app.register(multipart);
  await mounts.member((scope) => uploadRoutes(scope, uploads));
  // The operators' read route (admin-routes.ts) joins when the console's frame is in.
  void routeAuth;
});
