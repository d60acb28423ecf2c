import { appConfigRoutes } from './modules/app-config/routes.ts';
import { createAppConfigService } from './modules/app-config/service.ts';
import { type CaptchaGenerator, createCaptchaService } from './modules/auth/captcha-service.ts';
import { createEmailCodeService } from './modules/auth/email-code-service.ts';
import { createLoginService } from './modules/auth/login-service.ts';
import { createPasswordService } from './modules/auth/password-service.ts';
import { createRegisterService } from './modules/auth/register-service.ts';
import { type AuthServices, authRoutes } from './modules/auth/routes.ts';
import { sessionRoutes } from './modules/auth/session-routes.ts';
import { createSessionService } from './modules/auth/session-service.ts';
import type { MarketData } from './modules/market-data/market-data.ts';
import { userRoutes } from './modules/users/routes.ts';
import { createUsersService } from './modules/users/service.ts';
import type { App, AppContext } from './platform/app-types.ts';
import { requireAuthentication } from './platform/auth-hook.ts';
import { serverSecret } from './platform/server-secrets.ts';

export const API_PREFIX = '/api/uniapp';

/** What the routes need beyond the platform context: services app.ts builds and owns. */
export type ApiDeps = {
  captchaGenerator: CaptchaGenerator;
  /** Instruments, tickers, candles and statistics (started and stopped by app.ts). */
  marketData: MarketData;
};

/** Builds the module services from the platform context and mounts their routes under /api/uniapp. */
export async function registerApiRoutes(app: App, ctx: AppContext, deps: ApiDeps): Promise<void> {
  const { captchaGenerator } = deps;
  const users = createUsersService(ctx);
  const sessions = createSessionService(ctx);
  const captcha = createCaptchaService(ctx, captchaGenerator);
  const emailCodes = createEmailCodeService(ctx, await serverSecret(ctx.db, ctx.clock, 'email-code-hmac'));
  const auth: AuthServices = {
    captcha,
    emailCodes,
    sessions,
    register: createRegisterService(ctx, { captcha, emailCodes, sessions }),
    login: createLoginService(ctx, sessions),
    passwords: createPasswordService(ctx, { emailCodes, sessions }),
  };
  const appConfig = createAppConfigService(ctx);

  await app.register(
    async (api) => {
      appConfigRoutes(api, appConfig);
      authRoutes(api, auth, ctx.rateLimits);
      // Everything registered in this child scope requires a valid access token (one hook, not per route).
      await api.register(async (member) => {
        requireAuthentication(member, sessions.authenticate);
        sessionRoutes(member, auth, users);
        userRoutes(member, users);
      });
    },
    { prefix: API_PREFIX },
  );
}
