import {
  financeOrderListQuery,
  rechargeConfigList,
  rechargeOrder,
  rechargeOrderList,
  rechargeOrderParams,
  rechargeOrderRequest,
} from '@halcyon/api';
import type { App } from '../../platform/app-types.ts';
import { authOf } from '../../platform/auth-hook.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { envelopeResponses, ok } from '../../platform/envelope.ts';
import { localeOf } from '../../platform/i18n.ts';
import { idempotentReply } from '../../platform/idempotency.ts';
import type { RechargeNotices } from './notices.ts';
import type { RechargeService } from './service.ts';

const tags = ['recharge'];
const security = [{ bearer: [] }];

export type RechargeRouteDeps = { recharge: RechargeService; notices: RechargeNotices; db: Db; clock: Clock };

/** A member's deposits (spec: recharge). */
export function rechargeRoutes(app: App, { recharge, notices, db, clock }: RechargeRouteDeps): void {
  app.get(
    '/recharge/configs',
    { schema: { tags, security, response: envelopeResponses(rechargeConfigList) } },
    async () => ok(await recharge.configs()),
  );

  app.post(
    '/recharge/orders',
    { schema: { tags, security, body: rechargeOrderRequest, response: envelopeResponses(rechargeOrder) } },
    async (request, reply) => {
      const { userId } = authOf(request);
      const locale = localeOf(request.headers['accept-language']);
      const order = await idempotentReply({ db, clock }, request, reply, userId, (trx) =>
        recharge.create(trx, userId, locale, request.body),
      );
      if (reply.getHeader('idempotent-replayed') === undefined) await notices.changed(userId, locale, order);
      return ok(order);
    },
  );

  app.get(
    '/recharge/orders',
    {
      schema: {
        tags,
        security,
        querystring: financeOrderListQuery,
        response: envelopeResponses(rechargeOrderList),
      },
    },
    async (request) => ok(await recharge.list(authOf(request).userId, request.query)),
  );

  app.get(
    '/recharge/orders/:orderNo',
    { schema: { tags, security, params: rechargeOrderParams, response: envelopeResponses(rechargeOrder) } },
    async (request) => ok(await recharge.detail(authOf(request).userId, request.params.orderNo)),
  );

  app.post(
    '/recharge/orders/:orderNo/cancel',
    { schema: { tags, security, params: rechargeOrderParams, response: envelopeResponses(rechargeOrder) } },
    async (request) => {
      const { userId } = authOf(request);
      const order = await recharge.cancel(userId, request.params.orderNo);
      await notices.changed(userId, localeOf(request.headers['accept-language']), order);
      return ok(order);
    },
  );
}
