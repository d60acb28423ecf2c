import { depthQuery, depthSnapshot, recentTradesQuery, recentTradesResponse } from '@halcyon/api';
import type { App } from '../../platform/app-types.ts';
import { envelopeResponses, ok } from '../../platform/envelope.ts';
import type { SpotMarketView } from './spot-topics.ts';

const tags = ['spot'];

/** The public market of a pair: order book depth and recent trades, no login. */
export function spotPublicRoutes(
  app: App,
  view: SpotMarketView,
  /** BTC/USDT for any accepted spelling (BTCUSDT, btc_usdt); throws SYMBOL_NOT_FOUND. */
  symbolOf: (symbol: string) => string,
): void {
  app.get(
    '/trading/market/depth',
    { schema: { tags, querystring: depthQuery, response: envelopeResponses(depthSnapshot) } },
    async (request) => ok(await view.depth(request.query.symbol, request.query.limit)),
  );

  const trades = async (query: { symbol: string; limit: number }) => {
    const symbol = symbolOf(query.symbol);
    return ok({ symbol, trades: await view.recentTrades(symbol, query.limit) });
  };
  app.get(
    '/trading/trades',
    { schema: { tags, querystring: recentTradesQuery, response: envelopeResponses(recentTradesResponse) } },
    async (request) => trades(request.query),
  );
  // The spec names this path for recent trades (section 7): the same answer.
  app.get(
    '/trading/pending-orders',
    { schema: { tags, querystring: recentTradesQuery, response: envelopeResponses(recentTradesResponse) } },
    async (request) => trades(request.query),
  );
}
