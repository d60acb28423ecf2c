/** The public face of the app-config module: other modules and the app wiring import only this file. */

export { appConfigAdminPlugin } from './admin-plugin.ts';
export type { AppConfigAdmin, ConfigImageClaim } from './app-config-admin.ts';
export { APP_CONFIG_CHANGED_TOPIC, createAppConfigAdmin } from './app-config-admin.ts';
export { appConfigPlugin } from './plugin.ts';
export { publicConfigValue } from './repo.ts';
export { appConfigRoutes } from './routes.ts';
export { createAppConfigService } from './service.ts';
