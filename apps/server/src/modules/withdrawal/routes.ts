import {
  financeOrderListQuery,
  withdrawalConfigList,
  withdrawalOrder,
  withdrawalOrderList,
  withdrawalOrderParams,
  withdrawalOrderRequest,
  withdrawalPasswordRequest,
  withdrawalPasswordStatus,
} from '@halcyon/api';
import type { App } from '../../platform/app-types.ts';
import { authOf } from '../../platform/auth-hook.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { envelopeResponses, ok } from '../../platform/envelope.ts';
import { localeOf } from '../../platform/i18n.ts';
import { idempotencyClaimOf, REPLAYED_HEADER, runIdempotent } from '../../platform/idempotency.ts';
import { sha256 } from '../../platform/ids.ts';
import type { WithdrawalNotices } from './notices.ts';
import type { WithdrawalPasswordService } from './password-service.ts';
import type { WithdrawalService } from './service.ts';

const tags = ['withdrawal'];
const security = [{ bearer: [] }];

export type WithdrawalRouteDeps = {
  withdrawals: WithdrawalService;
  passwords: WithdrawalPasswordService;
  notices: WithdrawalNotices;
  db: Db;
  clock: Clock;
};

/** A member's withdrawal password and withdrawals. */
export function withdrawalRoutes(app: App, deps: WithdrawalRouteDeps): void {
  withdrawalPasswordRoutes(app, deps.passwords);
  withdrawalOrderRoutes(app, deps);
}

/** Whether the withdrawal password is set (and withdrawals locked or held), and setting or changing it. */
function withdrawalPasswordRoutes(app: App, passwords: WithdrawalPasswordService): void {
  app.get(
    '/user/withdrawal-password/status',
    { schema: { tags, security, response: envelopeResponses(withdrawalPasswordStatus) } },
    async (request) => ok(await passwords.status(authOf(request).userId)),
  );

  app.post(
    '/user/withdrawal-password',
    {
      schema: {
        tags,
        security,
        body: withdrawalPasswordRequest,
        response: envelopeResponses(withdrawalPasswordStatus),
      },
    },
    async (request) => ok(await passwords.set(authOf(request).userId, request.body)),
  );
}

/** The networks, placing a withdrawal (Idempotency-Key), the history, one order and cancelling it. */
function withdrawalOrderRoutes(app: App, deps: WithdrawalRouteDeps): void {
  const { withdrawals, notices, db, clock } = deps;

  app.get(
    '/withdrawal/configs',
    { schema: { tags, security, response: envelopeResponses(withdrawalConfigList) } },
    async () => ok(await withdrawals.configs()),
  );

  app.post(
    '/withdrawal/orders',
    {
      schema: { tags, security, body: withdrawalOrderRequest, response: envelopeResponses(withdrawalOrder) },
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const locale = localeOf(request.headers['accept-language']);
      const claim = idempotencyClaimOf(request, userId);
      // The stored request hash must not be a hash of the withdrawal password (6 digits are quickly
      // guessed from it): the key covers everything else the request says. Nor of the second-factor code:
      // a retry carrying a fresh code is the same withdrawal and replays it. Nor of the confirmed fee: a
      // retry after a lost answer, confirmed again at a fee an operator changed meanwhile, is the same
      // withdrawal too, and replays the order placed at the fee confirmed then (not IDEMPOTENCY_KEY_REUSED).
      const { withdrawalPassword: _secret, totp: _code, fee: _fee, ...rest } = request.body;
      const safeClaim = claim && { ...claim, requestHash: sha256(JSON.stringify([request.url, rest])) };
      let replayed = false;
      const order = await withdrawals.create(userId, locale, request.body, async (work) => {
        const outcome = await runIdempotent({ db, clock }, safeClaim, work);
        replayed = outcome.replayed;
        return outcome.value;
      });
      if (replayed) reply.header(REPLAYED_HEADER, 'true');
      else await notices.changed(userId, locale, order);
      return ok(order);
    },
  );

  app.get(
    '/withdrawal/orders',
    {
      schema: {
        tags,
        security,
        querystring: financeOrderListQuery,
        response: envelopeResponses(withdrawalOrderList),
      },
    },
    async (request) => ok(await withdrawals.list(authOf(request).userId, request.query)),
  );

  app.get(
    '/withdrawal/orders/:orderNo',
    {
      schema: { tags, security, params: withdrawalOrderParams, response: envelopeResponses(withdrawalOrder) },
    },
    async (request) => ok(await withdrawals.detail(authOf(request).userId, request.params.orderNo)),
  );

  app.post(
    '/withdrawal/orders/:orderNo/cancel',
    {
      schema: { tags, security, params: withdrawalOrderParams, response: envelopeResponses(withdrawalOrder) },
    },
    async (request) => {
      const { userId } = authOf(request);
      const order = await withdrawals.cancel(userId, request.params.orderNo);
      await notices.changed(userId, localeOf(request.headers['accept-language']), order);
      return ok(order);
    },
  );
}
