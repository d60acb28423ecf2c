import {
  captchaResponse,
  emailCodeRequest,
  emailCodeResponse,
  loginRequest,
  refreshRequest,
  registerRequest,
  resetPasswordRequest,
  sessionResponse,
} from '@halcyon/api';
import { z } from 'zod';
import type { App } from '../../platform/app-types.ts';
import { envelopeResponses, ok } from '../../platform/envelope.ts';
import { localeOf } from '../../platform/i18n.ts';
import { type RateLimits, routeRateLimit } from '../../platform/rate-limit.ts';
import type { CaptchaService } from './captcha-service.ts';
import { clientInfoOf } from './client-info.ts';
import type { EmailCodeService } from './email-code-service.ts';
import type { LoginService } from './login-service.ts';
import type { PasswordService } from './password-service.ts';
import type { RegisterService } from './register-service.ts';
import type { SessionService } from './session-service.ts';

export type AuthServices = {
  captcha: CaptchaService;
  emailCodes: EmailCodeService;
  register: RegisterService;
  login: LoginService;
  sessions: SessionService;
  passwords: PasswordService;
};

const tags = ['auth'];

/** Anonymous routes: getting in (register, login, refresh) and getting back in (reset). */
export function authRoutes(app: App, services: AuthServices, limits: RateLimits): void {
  app.get(
    '/register/captcha',
    {
      config: routeRateLimit(limits.captcha),
      schema: { tags, response: envelopeResponses(captchaResponse) },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await services.captcha.create());
    },
  );

  app.post(
    '/auth/email-code',
    {
      config: routeRateLimit(limits.emailCode),
      schema: { tags, body: emailCodeRequest, response: envelopeResponses(emailCodeResponse) },
    },
    async (request) =>
      ok(
        await services.emailCodes.request(
          request.body.email,
          request.body.purpose,
          localeOf(request.headers['accept-language']),
        ),
      ),
  );

  app.post(
    '/register',
    {
      config: routeRateLimit(limits.register),
      schema: { tags, body: registerRequest, response: envelopeResponses(sessionResponse) },
    },
    async (request) =>
      ok(
        await services.register.register(
          request.body,
          clientInfoOf(request),
          localeOf(request.headers['accept-language']),
        ),
      ),
  );

  app.post(
    '/login',
    {
      config: routeRateLimit(limits.login),
      schema: { tags, body: loginRequest, response: envelopeResponses(sessionResponse) },
    },
    async (request) => ok(await services.login.login(request.body, clientInfoOf(request))),
  );

  app.post(
    '/auth/refresh',
    {
      config: routeRateLimit(limits.refresh),
      schema: { tags, body: refreshRequest, response: envelopeResponses(sessionResponse) },
    },
    async (request) => ok(await services.sessions.refresh(request.body.refreshToken)),
  );

  app.post(
    '/auth/reset-password',
    {
      config: routeRateLimit(limits.resetPassword),
      schema: { tags, body: resetPasswordRequest, response: envelopeResponses(z.null()) },
    },
    async (request) => {
      await services.passwords.reset(request.body);
      return ok(null);
    },
  );
}
