/** The public face of the assets module: other modules and the app wiring import only this file. */

export { historyItem } from './history-item.ts';
export { assetsPlugin } from './plugin.ts';
export { assetRoutes } from './routes.ts';
export { createAssetsService } from './service.ts';
