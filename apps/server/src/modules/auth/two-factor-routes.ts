import {
  twoFactorCodeRequest,
  twoFactorEnableResponse,
  twoFactorSetupResponse,
  twoFactorStatusResponse,
} from '@halcyon/api';
import { z } from 'zod';
import type { App } from '../../platform/app-types.ts';
import { authOf } from '../../platform/auth-hook.ts';
import { envelopeResponses, ok } from '../../platform/envelope.ts';
import { routeRateLimit } from '../../platform/rate-limit.ts';
import type { TwoFactorService } from './two-factor-service.ts';

const tags = ['auth'];
const security = [{ bearer: [] }];

/** A logged-in person's second factor (registered inside the authenticated group). */
/** Codes are 6 digits: a tight per-client budget for the routes that check one. */
const CODE_CHECKS_PER_MINUTE = 20;

export function twoFactorRoutes(app: App, twoFactor: TwoFactorService): void {
  const guarded = { config: routeRateLimit(CODE_CHECKS_PER_MINUTE) };

  app.get(
    '/user/2fa/status',
    { schema: { tags, security, response: envelopeResponses(twoFactorStatusResponse) } },
    async (request) => ok(await twoFactor.status(authOf(request).userId)),
  );

  app.post(
    '/user/2fa/setup',
    { schema: { tags, security, response: envelopeResponses(twoFactorSetupResponse) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await twoFactor.setup(authOf(request).userId));
    },
  );

  app.post(
    '/user/2fa/enable',
    {
      ...guarded,
      schema: {
        tags,
        security,
        body: twoFactorCodeRequest,
        response: envelopeResponses(twoFactorEnableResponse),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await twoFactor.enable(authOf(request).userId, request.body.code));
    },
  );

  app.post(
    '/user/2fa/disable',
    {
      ...guarded,
      schema: { tags, security, body: twoFactorCodeRequest, response: envelopeResponses(z.null()) },
    },
    async (request) => {
      await twoFactor.disable(authOf(request).userId, request.body.code);
      return ok(null);
    },
  );
}
