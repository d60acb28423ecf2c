import { changePasswordRequest, userResponse } from '@halcyon/api';
import { z } from 'zod';
import type { App } from '../../platform/app-types.ts';
import { authOf } from '../../platform/auth-hook.ts';
import { envelopeResponses, ok } from '../../platform/envelope.ts';
import { routeRateLimit } from '../../platform/rate-limit.ts';
import type { UsersService } from '../users/index.ts';
import { accountSecurityRoutes } from './account-security-routes.ts';
import type { AuthServices } from './routes.ts';
import { twoFactorRoutes } from './two-factor-routes.ts';

const tags = ['auth'];
const security = [{ bearer: [] }];
/** Each request checks a password (slow, and a guess): a tight per-client budget, as for second-factor codes. */
const PASSWORD_CHECKS_PER_MINUTE = 20;

/**
 * Routes of a logged-in caller (registered inside the authenticated group, see app.ts). Logout
 * accepts an access token past its lifetime (the session still ends); with a missing, unknown or
 * revoked token it answers 401 like every protected route, and the client clears its state anyway.
 */
export function sessionRoutes(app: App, services: AuthServices, users: UsersService): void {
  app.post(
    '/logout',
    {
      config: { acceptExpiredToken: true },
      schema: { tags, security, response: envelopeResponses(z.null()) },
    },
    async (request) => {
      await services.sessions.end(authOf(request).sessionId);
      return ok(null);
    },
  );

  app.get(
    '/auth/check',
    { schema: { tags, security, response: envelopeResponses(userResponse) } },
    async (request) => ok({ user: await users.profile(authOf(request).userId) }),
  );

  app.post(
    '/user/password',
    {
      config: routeRateLimit(PASSWORD_CHECKS_PER_MINUTE),
      schema: { tags, security, body: changePasswordRequest, response: envelopeResponses(z.null()) },
    },
    async (request) => {
      await services.passwords.change(authOf(request), request.body);
      return ok(null);
    },
  );

  twoFactorRoutes(app, services.login.twoFactor);
  accountSecurityRoutes(app, services.sessions.accountSecurity);
}
