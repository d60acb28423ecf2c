import { activeSessionsResponse, signInHistoryResponse, signOutOthersResponse } from '@halcyon/api';
import type { App } from '../../platform/app-types.ts';
import { authOf } from '../../platform/auth-hook.ts';
import { envelopeResponses, ok } from '../../platform/envelope.ts';
import type { AccountSecurityService } from './account-security-service.ts';

const tags = ['auth'];
const security = [{ bearer: [] }];

/** The caller's own sessions and sign-ins (registered inside the authenticated group). */
export function accountSecurityRoutes(app: App, service: AccountSecurityService): void {
  app.get(
    '/user/sessions',
    { schema: { tags, security, response: envelopeResponses(activeSessionsResponse) } },
    async (request) => ok({ items: await service.sessions(authOf(request)) }),
  );

  app.post(
    '/user/sessions/sign-out-others',
    { schema: { tags, security, response: envelopeResponses(signOutOthersResponse) } },
    async (request) => ok({ signedOut: await service.signOutOthers(authOf(request)) }),
  );

  app.get(
    '/user/sign-ins',
    { schema: { tags, security, response: envelopeResponses(signInHistoryResponse) } },
    async (request) => ok({ items: await service.signIns(authOf(request).userId) }),
  );
}
