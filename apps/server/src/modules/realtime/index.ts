/** The public face of the realtime module: other modules and the app wiring import only this file. */

export type { ChannelHub } from './channel-hub.ts';
export { createChannelHub } from './channel-hub.ts';
export type {
  Channel,
  ChannelDefinition,
  ChannelHost,
  ChannelRuntime,
  ChannelState,
  ParseContext,
  Subscriber,
} from './channel-kind.ts';
export { privateChannelKey } from './channel-kind.ts';
export type { Hub } from './hub.ts';
export { createHub } from './hub.ts';
export type { RealtimeOptions } from './options.ts';
export { DEFAULT_REALTIME_OPTIONS } from './options.ts';
export { realtimePlugin } from './plugin.ts';
export { realtimeRoutes } from './routes.ts';
export type { SocketEndpoint } from './socket-endpoint.ts';
export { registerSocketEndpoint } from './socket-endpoint.ts';
export { CLOSE_SESSION_ENDED } from './upgrade-recheck.ts';
