/** The public face of the spot module: other modules and the app wiring import only this file. */

export type { SpotCommandRouter, SpotCommands } from './command-forwarding.ts';
export { createSpotCommandRouter } from './command-forwarding.ts';
export { countOpenSpotOrders } from './order-counts.ts';
export { listOpenOrders } from './order-repo.ts';
export { spotPlugin } from './plugin.ts';
export { spotPublicRoutes } from './public-routes.ts';
export type { HouseQuote, QuoteSink } from './quote-sink.ts';
export { spotRoutes } from './routes.ts';
export { createSpotService } from './service.ts';
export type { SpotMarketView, SpotTradesMessage } from './spot-topics.ts';
export { SPOT_DEPTH_TOPIC, SPOT_TRADES_TOPIC } from './spot-topics.ts';
