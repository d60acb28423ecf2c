import { adminUserIdParams, resetTwoFactorRequest, resetTwoFactorResponse } from '@halcyon/api';
import type { App } from '../../platform/app-types.ts';
import { envelopeResponses, ok } from '../../platform/envelope.ts';
import { auditActorOf, requires } from '../operators/index.ts';
import type { TwoFactorAdmin } from './two-factor-admin-service.ts';

/** Compliance resets a person's second factor, with a reason (see two-factor-admin-service.ts). */
export function twoFactorAdminRoutes(app: App, admin: TwoFactorAdmin): void {
  app.post(
    '/users/:id/two-factor/reset',
    {
      config: requires('identity.review'),
      schema: {
        tags: ['admin'],
        params: adminUserIdParams,
        body: resetTwoFactorRequest,
        response: envelopeResponses(resetTwoFactorResponse),
      },
    },
    async (request) => {
      const holdUntil = await admin.reset(auditActorOf(request), request.params.id, request.body.reason);
      return ok({ withdrawalsHeldUntil: holdUntil.getTime() });
    },
  );
}
