/** The public face of the realtime module: other modules and the app wiring import only this file. */

export type { Hub } from './hub.ts';
export { createHub } from './hub.ts';
export type { RealtimeOptions } from './options.ts';
export { DEFAULT_REALTIME_OPTIONS } from './options.ts';
export { realtimePlugin } from './plugin.ts';
export { realtimeRoutes } from './routes.ts';
