import {
  cancelAllRequest,
  cancelAllResponse,
  cancelOrderRequest,
  limitOrderRequest,
  marketOrderRequest,
  myTradesQuery,
  myTradesResponse,
  ordersQuery,
  ordersResponse,
  positionsQuery,
  positionsResponse,
  spotBalanceQuery,
  spotBalanceResponse,
  spotOrder,
} from '@halcyon/api';
import type { FastifyReply } from 'fastify';
import type { App } from '../../platform/app-types.ts';
import { authOf } from '../../platform/auth-hook.ts';
import { envelopeResponses, ok } from '../../platform/envelope.ts';
import { idempotencyClaimOf, REPLAYED_HEADER } from '../../platform/idempotency.ts';
import type { SpotCommands } from './command-forwarding.ts';
import type { OrderOutcome, SpotService } from './service.ts';

const tags = ['spot'];
const security = [{ bearer: [] }];

function orderReply(reply: FastifyReply, outcome: OrderOutcome) {
  if (outcome.replayed) reply.header(REPLAYED_HEADER, 'true');
  return ok(outcome.order);
}

/**
 * Registered inside the authenticated group: every route has a caller, and only the caller's orders are
 * ever read or cancelled. Order POSTs honour Idempotency-Key (the claim is taken inside the spot writer's
 * transaction, see spot-idempotency.ts) and clientOrderId.
 */
export function spotRoutes(app: App, spot: SpotService, commands: SpotCommands): void {
  spotCommandRoutes(app, commands);
  spotQueryRoutes(app, spot);
}

/** The writes: placing and cancelling orders, run through the command router where the books are hosted. */
function spotCommandRoutes(app: App, commands: SpotCommands): void {
  app.post(
    '/trading/spot/orders/limit',
    { schema: { tags, security, body: limitOrderRequest, response: envelopeResponses(spotOrder) } },
    async (request, reply) => {
      const { userId } = authOf(request);
      return orderReply(
        reply,
        await commands.placeLimit(userId, request.body, idempotencyClaimOf(request, userId)),
      );
    },
  );

  app.post(
    '/trading/spot/orders/market',
    { schema: { tags, security, body: marketOrderRequest, response: envelopeResponses(spotOrder) } },
    async (request, reply) => {
      const { userId } = authOf(request);
      return orderReply(
        reply,
        await commands.placeMarket(userId, request.body, idempotencyClaimOf(request, userId)),
      );
    },
  );

  app.post(
    '/trading/spot/orders/cancel',
    { schema: { tags, security, body: cancelOrderRequest, response: envelopeResponses(spotOrder) } },
    async (request, reply) => {
      const { userId } = authOf(request);
      return orderReply(
        reply,
        await commands.cancel(userId, request.body.orderId, idempotencyClaimOf(request, userId)),
      );
    },
  );

  app.post(
    '/trading/pending-orders/cancel',
    { schema: { tags, security, body: cancelAllRequest, response: envelopeResponses(cancelAllResponse) } },
    async (request) => ok(await commands.cancelAll(authOf(request).userId, request.body)),
  );
}

/** The reads of the caller's own orders, trades, positions and balances, served without the command router. */
function spotQueryRoutes(app: App, spot: SpotService): void {
  app.get(
    '/trading/spot/orders/pending',
    { schema: { tags, security, querystring: ordersQuery, response: envelopeResponses(ordersResponse) } },
    async (request) => ok(await spot.pendingOrders(authOf(request).userId, request.query)),
  );

  app.get(
    '/trading/spot/orders/history',
    { schema: { tags, security, querystring: ordersQuery, response: envelopeResponses(ordersResponse) } },
    async (request) => ok(await spot.orderHistory(authOf(request).userId, request.query)),
  );

  app.get(
    '/trading/spot/trades',
    { schema: { tags, security, querystring: myTradesQuery, response: envelopeResponses(myTradesResponse) } },
    async (request) => ok(await spot.myTrades(authOf(request).userId, request.query)),
  );

  app.get(
    '/trading/spot/positions',
    {
      schema: { tags, security, querystring: positionsQuery, response: envelopeResponses(positionsResponse) },
    },
    async (request) => ok(await spot.positions(authOf(request).userId, request.query.symbol)),
  );

  app.get(
    '/trading/spot/account/balance',
    {
      schema: {
        tags,
        security,
        querystring: spotBalanceQuery,
        response: envelopeResponses(spotBalanceResponse),
      },
    },
    async (request) => ok(await spot.balances(authOf(request).userId, request.query.assets)),
  );
}
