import { assetHistoryQuery, assetHistoryResponse, assetsResponse } from '@halcyon/api';
import type { App } from '../../platform/app-types.ts';
import { authOf } from '../../platform/auth-hook.ts';
import { envelopeResponses, ok } from '../../platform/envelope.ts';
import type { AssetsService } from './service.ts';

const security = [{ bearer: [] }];

/** Registered inside the authenticated group: a caller only ever sees their own balances and lines. */
export function assetRoutes(app: App, assets: AssetsService): void {
  app.get(
    '/user/assets',
    { schema: { tags: ['assets'], security, response: envelopeResponses(assetsResponse) } },
    async (request) => ok(await assets.assets(authOf(request).userId)),
  );

  app.get(
    '/user/assets/history',
    {
      schema: {
        tags: ['assets'],
        security,
        querystring: assetHistoryQuery,
        response: envelopeResponses(assetHistoryResponse),
      },
    },
    async (request) => ok(await assets.history(authOf(request).userId, request.query)),
  );
}
