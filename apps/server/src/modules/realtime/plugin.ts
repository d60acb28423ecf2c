import { modulePlugin } from '../../platform/route-mounts.ts';
import { type RealtimeDeps, realtimeRoutes } from './routes.ts';

/**
 * The user websocket /api/uniapp/ws (anonymous until an `auth` message). @fastify/websocket itself is
 * registered once by the app wiring, so a second socket endpoint (operators) can mount beside this one.
 */
export const realtimePlugin = modulePlugin<RealtimeDeps>(async (mounts, deps) => {
  await mounts.public((scope) => realtimeRoutes(scope, deps));
});
