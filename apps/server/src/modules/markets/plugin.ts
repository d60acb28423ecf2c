import { modulePlugin } from '../../platform/route-mounts.ts';
import { marketRoutes } from './routes.ts';
import type { MarketsService } from './service.ts';
import { watchlistRoutes } from './watchlist-routes.ts';
import type { WatchlistService } from './watchlist-service.ts';

export type MarketsPluginDeps = { markets: MarketsService; watchlist: WatchlistService };

/** Public pairs, tickers and candles; a member's watchlist. */
export const marketsPlugin = modulePlugin<MarketsPluginDeps>(async (mounts, { markets, watchlist }) => {
  await mounts.public((scope) => marketRoutes(scope, markets));
  await mounts.member((scope) => watchlistRoutes(scope, watchlist));
});
