/** The public face of the swap module: other modules and the app wiring import only this file. */

export { swapPlugin } from './plugin.ts';
export { swapRoutes } from './routes.ts';
export { createSwapService } from './service.ts';
