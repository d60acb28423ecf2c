/** The public face of the markets module: other modules and the app wiring import only this file. */

export { pairsAdminPlugin } from './admin-plugin.ts';
export type { CandleCache } from './candle-cache.ts';
export type { PairsAdmin, PairsAdminPorts } from './pairs-admin.ts';
export { createPairsAdmin, PAIRS_CHANGED_TOPIC } from './pairs-admin.ts';
export { marketsPlugin } from './plugin.ts';
export { marketRoutes } from './routes.ts';
export { createMarketsService } from './service.ts';
export { requireInstrument } from './symbol-lookup.ts';
export { watchlistRoutes } from './watchlist-routes.ts';
export { createWatchlistService } from './watchlist-service.ts';
