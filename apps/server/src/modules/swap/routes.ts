import {
  swapExecuteRequest,
  swapHistoryQuery,
  swapHistoryResponse,
  swapOrder,
  swapQuote,
  swapQuoteQuery,
} from '@halcyon/api';
import type { App } from '../../platform/app-types.ts';
import { authOf } from '../../platform/auth-hook.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { envelopeResponses, ok } from '../../platform/envelope.ts';
import { idempotentReply } from '../../platform/idempotency.ts';
import type { SwapService } from './service.ts';

const security = [{ bearer: [] }];

/** Registered inside the authenticated group: quotes and orders are the caller's own. */
export function swapRoutes(app: App, swap: SwapService, deps: { db: Db; clock: Clock }): void {
  app.get(
    '/swap/quote',
    {
      schema: {
        tags: ['swap'],
        security,
        querystring: swapQuoteQuery,
        response: envelopeResponses(swapQuote),
      },
    },
    async (request) => ok(await swap.quote(authOf(request).userId, request.query)),
  );

  app.post(
    '/swap/orders',
    {
      schema: { tags: ['swap'], security, body: swapExecuteRequest, response: envelopeResponses(swapOrder) },
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const order = await idempotentReply(deps, request, reply, userId, (trx) =>
        swap.execute(trx, userId, request.body.quoteId),
      );
      // The money moved and committed: a lost notice must not turn that into an error.
      await swap.announce(userId, order).catch((error: unknown) => {
        request.log.warn({ err: error }, 'swap balance notice failed');
      });
      return ok(order);
    },
  );

  app.get(
    '/swap/orders',
    {
      schema: {
        tags: ['swap'],
        security,
        querystring: swapHistoryQuery,
        response: envelopeResponses(swapHistoryResponse),
      },
    },
    async (request) => ok(await swap.history(authOf(request).userId, request.query)),
  );
}
