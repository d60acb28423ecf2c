import type { RateLimits } from '../../platform/rate-limit.ts';
import { modulePlugin } from '../../platform/route-mounts.ts';
import type { UsersService } from '../users/index.ts';
import { type AuthServices, authRoutes } from './routes.ts';
import { sessionRoutes } from './session-routes.ts';

export type AuthPluginDeps = { auth: AuthServices; users: UsersService; rateLimits: RateLimits };

/** Getting in (register, login, refresh, reset) anonymously; the session's own routes as a member. */
export const authPlugin = modulePlugin<AuthPluginDeps>(async (mounts, { auth, users, rateLimits }) => {
  await mounts.public((scope) => authRoutes(scope, auth, rateLimits));
  await mounts.member((scope) => sessionRoutes(scope, auth, users));
});
