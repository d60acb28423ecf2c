import multipart from '@fastify/multipart';
import type { Db } from '../../platform/db.ts';
import { modulePlugin } from '../../platform/route-mounts.ts';
import { avatarRoutes } from './routes.ts';
import type { AvatarService } from './service.ts';

/** The person's avatar upload (member route); multipart parsing only inside this plugin. */
export const avatarPlugin = modulePlugin<{ avatars: AvatarService; db: Db; perMinute: number }>(
  async (mounts, { avatars, db, perMinute }, app) => {
    await app.register(multipart);
    await mounts.member((scope) => avatarRoutes(scope, avatars, db, perMinute));
  },
);
