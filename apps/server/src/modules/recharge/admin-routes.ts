import {
  type AdminRechargeOrder,
  adminRechargeOrder,
  adminRechargeOrderList,
  financeAdminListQuery,
  rechargeApproveRequest,
  rechargeConfig,
  rechargeConfigInput,
  rechargeConfigList,
  rechargeConfigParams,
  rechargeOrderParams,
  rechargeRejectRequest,
  roleAllows,
} from '@halcyon/api';
import type { FastifyRequest } from 'fastify';
import { auditActorOf, operatorOf, requires } from '../../platform/admin-access.ts';
import type { App } from '../../platform/app-types.ts';
import { envelopeResponses, ok } from '../../platform/envelope.ts';
import { withEmailMasked } from '../users/index.ts';
import type { RechargeConfigService } from './config-service.ts';
import type { RechargeNotices } from './notices.ts';
import type { RechargeDecision, RechargeReviewService } from './review-service.ts';

const tags = ['admin'];

export type RechargeAdminDeps = {
  review: RechargeReviewService;
  configs: RechargeConfigService;
  notices: RechargeNotices;
};

/**
 * The order as this operator may see it: without the proof's address and with the owner's e-mail masked
 * unless their role reads people's finance details (finance.personal).
 */
function asSeenBy<O extends AdminRechargeOrder>(request: FastifyRequest, order: O): O {
  if (roleAllows(operatorOf(request).role, 'finance.personal')) return order;
  return { ...order, proofAdminUrl: null, user: withEmailMasked(order.user) };
}

/** Operators (finance): the deposit queue, decisions, configs. Every decision is audited by the service. */
export function rechargeAdminRoutes(app: App, deps: RechargeAdminDeps): void {
  rechargeQueueRoutes(app, deps.review);
  rechargeDecisionRoutes(app, deps);
  rechargeConfigRoutes(app, deps.configs);
}

/** The queue as finance reads it: a page of orders and one order, each as this operator may see it. */
function rechargeQueueRoutes(app: App, review: RechargeReviewService): void {
  app.get(
    '/recharge/orders',
    {
      config: requires('finance.read'),
      schema: {
        tags,
        querystring: financeAdminListQuery,
        response: envelopeResponses(adminRechargeOrderList),
      },
    },
    async (request) => {
      const list = await review.list(request.query, roleAllows(operatorOf(request).role, 'finance.personal'));
      return ok({ ...list, items: list.items.map((order) => asSeenBy(request, order)) });
    },
  );

  app.get(
    '/recharge/orders/:orderNo',
    {
      config: requires('finance.read'),
      schema: { tags, params: rechargeOrderParams, response: envelopeResponses(adminRechargeOrder) },
    },
    async (request) => ok(asSeenBy(request, await review.detail(request.params.orderNo))),
  );
}

/** Approving and rejecting a pending deposit; the person hears of it, the operator gets the order back. */
function rechargeDecisionRoutes(app: App, { review, notices }: RechargeAdminDeps): void {
  const decided = async (decision: RechargeDecision) => {
    await notices.changed(decision.userId, decision.locale, decision.order);
    return ok(await review.detail(decision.order.orderNo));
  };

  app.post(
    '/recharge/orders/:orderNo/approve',
    {
      config: requires('finance.review'),
      schema: {
        tags,
        params: rechargeOrderParams,
        body: rechargeApproveRequest,
        response: envelopeResponses(adminRechargeOrder),
      },
    },
    async (request) =>
      decided(await review.approve(request.params.orderNo, auditActorOf(request), request.body.reference)),
  );

  app.post(
    '/recharge/orders/:orderNo/reject',
    {
      config: requires('finance.review'),
      schema: {
        tags,
        params: rechargeOrderParams,
        body: rechargeRejectRequest,
        response: envelopeResponses(adminRechargeOrder),
      },
    },
    async (request) =>
      decided(await review.reject(request.params.orderNo, auditActorOf(request), request.body.reason)),
  );
}

/** The deposit methods operators configure: where people send money, the limits and the fee. */
function rechargeConfigRoutes(app: App, configs: RechargeConfigService): void {
  app.get(
    '/recharge/configs',
    { config: requires('finance.read'), schema: { tags, response: envelopeResponses(rechargeConfigList) } },
    async () => ok(await configs.list()),
  );

  app.post(
    '/recharge/configs',
    {
      config: requires('finance.configure'),
      schema: { tags, body: rechargeConfigInput, response: envelopeResponses(rechargeConfig) },
    },
    async (request) => ok(await configs.create(request.body, auditActorOf(request))),
  );

  app.put(
    '/recharge/configs/:id',
    {
      config: requires('finance.configure'),
      schema: {
        tags,
        params: rechargeConfigParams,
        body: rechargeConfigInput,
        response: envelopeResponses(rechargeConfig),
      },
    },
    async (request) => ok(await configs.update(request.params.id, request.body, auditActorOf(request))),
  );
}
