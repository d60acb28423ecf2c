import {
  contractConfig,
  contractHistoryQuery,
  contractKlineQuery,
  contractOrder,
  contractOrdersResponse,
  contractPrice,
  contractPriceQuery,
  klineResponse,
  openContractRequest,
  openContractsResponse,
} from '@halcyon/api';
import { z } from 'zod';
import type { App } from '../../platform/app-types.ts';
import { authOf } from '../../platform/auth-hook.ts';
import { envelopeResponses, ok } from '../../platform/envelope.ts';
import { idempotencyClaimOf, REPLAYED_HEADER } from '../../platform/idempotency.ts';
import type { SecondContractService } from './service.ts';

const tags = ['second-contract'];
const security = [{ bearer: [] }];
const orderParams = z.object({ orderNo: z.string().min(1).max(64) });

/** Public: the rules, the price a contract would be judged against and its chart. */
export function secondContractPublicRoutes(app: App, contracts: SecondContractService): void {
  app.get(
    '/second-contract/public/config',
    { schema: { tags, response: envelopeResponses(contractConfig) } },
    async () => ok(await contracts.config()),
  );

  app.get(
    '/second-contract/price',
    { schema: { tags, querystring: contractPriceQuery, response: envelopeResponses(contractPrice) } },
    async (request) => ok(contracts.price(request.query.symbol)),
  );

  app.get(
    '/second-contract/kline',
    { schema: { tags, querystring: contractKlineQuery, response: envelopeResponses(klineResponse) } },
    async (request) => ok(await contracts.kline(request.query)),
  );
}

/** Registered inside the authenticated group: a caller only ever sees and cancels their own contracts. */
export function secondContractRoutes(app: App, contracts: SecondContractService): void {
  app.post(
    '/second-contract/orders',
    {
      schema: { tags, security, body: openContractRequest, response: envelopeResponses(contractOrder) },
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      // The confirmed payout rate is outside the request hash: a retry after a lost answer, confirmed again
      // at a rate an operator changed meanwhile, is the same contract and replays it (not
      // IDEMPOTENCY_KEY_REUSED, which the app would answer with a new key and a second contract). If the
      // first never got in, the stale rate is refused as before (CONTRACT_RATE_CHANGED, nothing kept).
      const claim = idempotencyClaimOf(request, userId, ['payoutRate']);
      const outcome = await contracts.open(userId, request.body, claim);
      if (outcome.replayed) reply.header(REPLAYED_HEADER, 'true');
      return ok(outcome.value);
    },
  );

  app.get(
    '/second-contract/orders/open',
    { schema: { tags, security, response: envelopeResponses(openContractsResponse) } },
    async (request) => ok(await contracts.openOrders(authOf(request).userId)),
  );

  app.get(
    '/second-contract/orders/history',
    {
      schema: {
        tags,
        security,
        querystring: contractHistoryQuery,
        response: envelopeResponses(contractOrdersResponse),
      },
    },
    async (request) => ok(await contracts.history(authOf(request).userId, request.query)),
  );

  app.get(
    '/second-contract/orders/:orderNo',
    { schema: { tags, security, params: orderParams, response: envelopeResponses(contractOrder) } },
    async (request) => ok(await contracts.detail(authOf(request).userId, request.params.orderNo)),
  );

  app.post(
    '/second-contract/orders/:orderNo/cancel',
    { schema: { tags, security, params: orderParams, response: envelopeResponses(contractOrder) } },
    async (request) => ok(await contracts.cancel(authOf(request).userId, request.params.orderNo)),
  );
}
