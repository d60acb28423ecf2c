/** The public face of the app-config module: other modules and the app wiring import only this file. */

export { appConfigPlugin } from './plugin.ts';
export { publicConfigValue } from './repo.ts';
export { appConfigRoutes } from './routes.ts';
export { createAppConfigService } from './service.ts';
