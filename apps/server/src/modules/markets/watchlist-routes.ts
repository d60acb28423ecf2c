import { symbolParam, watchlistRequest, watchlistResponse, watchStatus } from '@halcyon/api';
import { z } from 'zod';
import type { App } from '../../platform/app-types.ts';
import { authOf } from '../../platform/auth-hook.ts';
import { envelopeResponses, ok } from '../../platform/envelope.ts';
import type { WatchlistService } from './watchlist-service.ts';

const tags = ['trading'];
const security = [{ bearer: [] }];

/** Registered inside the authenticated group (see api-routes.ts): every route here has a caller. */
export function watchlistRoutes(app: App, watchlist: WatchlistService): void {
  app.get(
    '/trading/watchlist',
    { schema: { tags, security, response: envelopeResponses(watchlistResponse) } },
    async (request) => ok(await watchlist.list(authOf(request).userId)),
  );

  app.post(
    '/trading/watchlist',
    { schema: { tags, security, body: watchlistRequest, response: envelopeResponses(watchStatus) } },
    async (request) => ok(await watchlist.add(authOf(request).userId, request.body.symbol)),
  );

  app.delete(
    '/trading/watchlist/:symbol',
    {
      schema: {
        tags,
        security,
        params: z.object({ symbol: symbolParam }),
        response: envelopeResponses(watchStatus),
      },
    },
    async (request) => ok(await watchlist.remove(authOf(request).userId, request.params.symbol)),
  );

  app.get(
    '/trading/watchlist/check',
    { schema: { tags, security, querystring: watchlistRequest, response: envelopeResponses(watchStatus) } },
    async (request) => ok(await watchlist.check(authOf(request).userId, request.query.symbol)),
  );
}
