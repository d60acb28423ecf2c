import { modulePlugin } from '../../platform/route-mounts.ts';
import { userRoutes } from './routes.ts';
import type { UsersService } from './service.ts';

/** A member's own profile. */
export const usersPlugin = modulePlugin<{ users: UsersService }>(async (mounts, { users }) => {
  await mounts.member((scope) => userRoutes(scope, users));
});
