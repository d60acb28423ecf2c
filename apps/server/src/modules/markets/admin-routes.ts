import {
  adminPairParams,
  adminPairResponse,
  adminPairsQuery,
  adminPairsResponse,
  pairFeesRequest,
  pairStatusRequest,
  pairStatusResponse,
} from '@halcyon/api';
import { auditActorOf, requires } from '../../platform/admin-access.ts';
import type { App } from '../../platform/app-types.ts';
import { envelopeResponses, ok } from '../../platform/envelope.ts';
import type { PairsAdmin } from './pairs-admin.ts';

const tags = ['admin'];

/** Pairs in the console: status (suspend, resume, with a reason) and fees. */
export function pairsAdminRoutes(app: App, pairs: PairsAdmin): void {
  app.get(
    '/config/pairs',
    {
      config: requires('config.read'),
      schema: { tags, querystring: adminPairsQuery, response: envelopeResponses(adminPairsResponse) },
    },
    async (request) => ok(await pairs.list(request.query)),
  );
  for (const [action, run] of [
    ['suspend', pairs.suspend],
    ['resume', pairs.resume],
  ] as const) {
    app.post(
      `/config/pairs/:symbol/${action}`,
      {
        config: requires('config.write'),
        schema: {
          tags,
          params: adminPairParams,
          body: pairStatusRequest,
          response: envelopeResponses(pairStatusResponse),
        },
      },
      async (request) => ok(await run(auditActorOf(request), request.params.symbol, request.body.reason)),
    );
  }
  app.put(
    '/config/pairs/:symbol/fees',
    {
      config: requires('config.write'),
      schema: {
        tags,
        params: adminPairParams,
        body: pairFeesRequest,
        response: envelopeResponses(adminPairResponse),
      },
    },
    async (request) => ok(await pairs.setFees(auditActorOf(request), request.params.symbol, request.body)),
  );
}
