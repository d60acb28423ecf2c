import { modulePlugin } from '../../platform/route-mounts.ts';
import { appConfigRoutes } from './routes.ts';
import type { AppConfigService } from './service.ts';

/** Public app configuration (client config, info, health). */
export const appConfigPlugin = modulePlugin<{ appConfig: AppConfigService }>(
  async (mounts, { appConfig }) => {
    await mounts.public((scope) => appConfigRoutes(scope, appConfig));
  },
);
