import {
  adminWithdrawalOrder,
  adminWithdrawalOrderList,
  financeConfigParams,
  roleAllows,
  withdrawalAdminListQuery,
  withdrawalCompleteRequest,
  withdrawalConfig,
  withdrawalConfigInput,
  withdrawalConfigList,
  withdrawalOrderParams,
  withdrawalReasonRequest,
  withdrawalSettings,
  withdrawalSettingsInput,
} from '@halcyon/api';
import type { FastifyRequest } from 'fastify';
import { auditActorOf, operatorOf, requires } from '../../platform/admin-access.ts';
import type { App } from '../../platform/app-types.ts';
import type { Clock } from '../../platform/clock.ts';
import { envelopeResponses, ok } from '../../platform/envelope.ts';
import { appendViewAudit } from '../audit-log/index.ts';
import type { WithdrawalConfigService } from './config-service.ts';
import type { WithdrawalNotices } from './notices.ts';
import type { WithdrawalDecision, WithdrawalReviewService } from './review-service.ts';
import type { WithdrawalSettingsService } from './settings-service.ts';

const tags = ['admin'];
const orderResponse = envelopeResponses(adminWithdrawalOrder);

export type WithdrawalAdminDeps = {
  review: WithdrawalReviewService;
  configs: WithdrawalConfigService;
  settings: WithdrawalSettingsService;
  notices: WithdrawalNotices;
  clock: Clock;
};

/**
 * One order as this operator may see it: the address whole with finance.personal, that view audited
 * (`withdrawal.view`, once per operator and order in the window); masked otherwise.
 */
function seenBy(deps: WithdrawalAdminDeps, request: FastifyRequest, orderNo: string) {
  return deps.review.reviewOne(
    orderNo,
    roleAllows(operatorOf(request).role, 'finance.personal'),
    (db, userId) =>
      appendViewAudit(db, {
        actor: auditActorOf(request),
        at: new Date(deps.clock.now()),
        // Who saw where a person's money goes; the row names the order, not the address.
        action: 'withdrawal.view',
        targetType: 'user',
        targetId: userId,
        after: { orderNo },
      }),
  );
}

/** Operators (finance): the withdrawal queue and its decisions, and the configs. Audited by the services. */
export function withdrawalAdminRoutes(app: App, deps: WithdrawalAdminDeps): void {
  withdrawalQueueRoutes(app, deps);
  withdrawalDecisionRoutes(app, deps);
  withdrawalConfigRoutes(app, deps.configs);
  withdrawalSettingsRoutes(app, deps.settings);
}

/** The queue as finance reads it: a page of orders, addresses masked, and one order as this operator may see it. */
function withdrawalQueueRoutes(app: App, deps: WithdrawalAdminDeps): void {
  const { review } = deps;
  app.get(
    '/withdrawal/orders',
    {
      config: requires('finance.read'),
      schema: {
        tags,
        querystring: withdrawalAdminListQuery,
        response: envelopeResponses(adminWithdrawalOrderList),
      },
    },
    async (request) =>
      ok(await review.list(request.query, roleAllows(operatorOf(request).role, 'finance.personal'))),
  );
  app.get(
    '/withdrawal/orders/:orderNo',
    {
      config: requires('finance.read'),
      schema: { tags, params: withdrawalOrderParams, response: orderResponse },
    },
    async (request) => ok(await seenBy(deps, request, request.params.orderNo)),
  );
}

/** Take, approve, complete, reject, fail: each answers the order as it is now and tells its owner. */
function withdrawalDecisionRoutes(app: App, deps: WithdrawalAdminDeps): void {
  const { review, notices } = deps;
  // The answer to a decision is the order as it is now, whole address included (the console pays out to
  // it): the same view as opening the order, audited the same way.
  const decided = async (request: FastifyRequest, decision: WithdrawalDecision) => {
    await notices.changed(decision.userId, decision.locale, decision.order);
    return ok(await seenBy(deps, request, decision.order.orderNo));
  };
  app.post(
    '/withdrawal/orders/:orderNo/take',
    {
      config: requires('finance.review'),
      schema: { tags, params: withdrawalOrderParams, response: orderResponse },
    },
    async (request) => decided(request, await review.take(request.params.orderNo, auditActorOf(request))),
  );
  app.post(
    '/withdrawal/orders/:orderNo/approve',
    {
      config: requires('finance.review'),
      schema: { tags, params: withdrawalOrderParams, response: orderResponse },
    },
    async (request) => decided(request, await review.approve(request.params.orderNo, auditActorOf(request))),
  );
  app.post(
    '/withdrawal/orders/:orderNo/complete',
    {
      config: requires('finance.review'),
      schema: {
        tags,
        params: withdrawalOrderParams,
        body: withdrawalCompleteRequest,
        response: orderResponse,
      },
    },
    async (request) =>
      decided(
        request,
        await review.complete(request.params.orderNo, auditActorOf(request), request.body.txId),
      ),
  );
  for (const action of ['reject', 'fail'] as const) {
    app.post(
      `/withdrawal/orders/:orderNo/${action}`,
      {
        config: requires('finance.review'),
        schema: {
          tags,
          params: withdrawalOrderParams,
          body: withdrawalReasonRequest,
          response: orderResponse,
        },
      },
      async (request) =>
        decided(
          request,
          await review[action](request.params.orderNo, auditActorOf(request), request.body.reason),
        ),
    );
  }
}

/** The withdrawal networks operators configure: their fees, limits and whether they are open. */
function withdrawalConfigRoutes(app: App, configs: WithdrawalConfigService): void {
  app.get(
    '/withdrawal/configs',
    { config: requires('finance.read'), schema: { tags, response: envelopeResponses(withdrawalConfigList) } },
    async () => ok(await configs.list()),
  );
  app.post(
    '/withdrawal/configs',
    {
      config: requires('finance.configure'),
      schema: { tags, body: withdrawalConfigInput, response: envelopeResponses(withdrawalConfig) },
    },
    async (request) => ok(await configs.create(request.body, auditActorOf(request))),
  );
  app.put(
    '/withdrawal/configs/:id',
    {
      config: requires('finance.configure'),
      schema: {
        tags,
        params: financeConfigParams,
        body: withdrawalConfigInput,
        response: envelopeResponses(withdrawalConfig),
      },
    },
    async (request) => ok(await configs.update(request.params.id, request.body, auditActorOf(request))),
  );
}

/** The settings of withdrawals as a whole: the daily amount above which a verified identity is needed. */
function withdrawalSettingsRoutes(app: App, settings: WithdrawalSettingsService): void {
  app.get(
    '/withdrawal/settings',
    { config: requires('finance.read'), schema: { tags, response: envelopeResponses(withdrawalSettings) } },
    async () => ok(await settings.current()),
  );
  app.put(
    '/withdrawal/settings',
    {
      config: requires('finance.configure'),
      schema: { tags, body: withdrawalSettingsInput, response: envelopeResponses(withdrawalSettings) },
    },
    async (request) => ok(await settings.update(request.body, auditActorOf(request))),
  );
}
