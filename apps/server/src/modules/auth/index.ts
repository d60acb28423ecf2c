/** The public face of the auth module: other modules and the app wiring import only this file. */

export type { CaptchaGenerator } from './captcha-service.ts';
export { createCaptchaService, svgCaptchaGenerator } from './captcha-service.ts';
export { createEmailCodeService } from './email-code-service.ts';
export { createLoginService } from './login-service.ts';
export { createPasswordService } from './password-service.ts';
export { hashPassword, verifyNothing, verifyPassword } from './passwords.ts';
export { authPlugin } from './plugin.ts';
export { createRegisterService } from './register-service.ts';
export type { AuthServices } from './routes.ts';
export { authRoutes } from './routes.ts';
export { onSessionsRevoked } from './session-cache.ts';
export type { SessionHistoryItem } from './session-history.ts';
export { listUserSessions } from './session-history.ts';
export { sessionRoutes } from './session-routes.ts';
export { createSessionService } from './session-service.ts';
export { twoFactorAdminPlugin } from './two-factor-admin-plugin.ts';
export { withdrawalsHeldUntil } from './two-factor-reset.ts';
export type { TwoFactorService } from './two-factor-service.ts';
export { createTwoFactorService, verifyUserSecondFactor } from './two-factor-service.ts';
