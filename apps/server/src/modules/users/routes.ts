import {
  referralSummaryResponse,
  updateProfileRequest,
  userLocaleRequest,
  userLocaleResponse,
  userResponse,
} from '@halcyon/api';
import type { App } from '../../platform/app-types.ts';
import { authOf } from '../../platform/auth-hook.ts';
import { envelopeResponses, ok } from '../../platform/envelope.ts';
import type { UsersService } from './service.ts';

const security = [{ bearer: [] }];

/** Registered inside the authenticated group (see app.ts): every route here has a caller. */
export function userRoutes(app: App, users: UsersService): void {
  app.get(
    '/user/profile',
    { schema: { tags: ['user'], security, response: envelopeResponses(userResponse) } },
    async (request) => ok({ user: await users.profile(authOf(request).userId) }),
  );

  app.get(
    '/user/referrals',
    { schema: { tags: ['user'], security, response: envelopeResponses(referralSummaryResponse) } },
    async (request) => ok(await users.referrals(authOf(request).userId)),
  );

  // POST like every call of the spec (it names no PUT); one of the ten locales, else 422.
  app.post(
    '/user/locale',
    {
      schema: {
        tags: ['user'],
        security,
        body: userLocaleRequest,
        response: envelopeResponses(userLocaleResponse),
      },
    },
    async (request) => ok(await users.setLocale(authOf(request).userId, request.body.locale)),
  );

  // The spec lists both paths for the same update; both take only the fields a user may change.
  for (const url of ['/user/profile', '/user/update-profile']) {
    app.post(
      url,
      {
        schema: {
          tags: ['user'],
          security,
          body: updateProfileRequest,
          response: envelopeResponses(userResponse),
        },
      },
      async (request) => ok({ user: await users.updateProfile(authOf(request).userId, request.body) }),
    );
  }
}
