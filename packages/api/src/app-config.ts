import { z } from 'zod';

export const appConfigKey = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9_.]+$/);
export const appConfigValuesRequest = z.object({ keys: z.array(appConfigKey).min(1).max(100) });
/** Values by key; keys that do not exist are absent. */
export const appConfigMap = z.record(z.string(), z.string());

export const appInfo = z.object({
  appName: z.string(),
  appLogo: z.string(),
  appVersion: z.string(),
  appVersionCode: z.number().int(),
  supportedLocales: z.array(z.string()),
  defaultLocale: z.string(),
});
export const appStatus = z.object({
  status: z.enum(['ok', 'degraded']),
  serverTime: z.number().int(),
  uptimeSeconds: z.number(),
  registerCaptcha: z.boolean(),
});
export const appHealth = z.object({ status: z.enum(['ok', 'error']), database: z.enum(['ok', 'error']) });

/** GET /app/ready: whether this process can serve (its database, and Redis when configured, answer). */
export const appReadiness = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
  redis: z.enum(['ok', 'error', 'off']),
});
export type AppReadiness = z.infer<typeof appReadiness>;

/** GET /app-config/value/{key}. */
export const appConfigValue = z.object({ key: z.string(), value: z.string() });
export const appConfigKeyParams = z.object({ key: appConfigKey });

/** GET /app/config: what a client needs before its first screen. */
export const appClientConfig = z.object({
  /** The public app-config values (app_name, app_logo, app_version, ...). */
  appConfig: appConfigMap,
  registerCaptcha: z.boolean(),
  emailCodeResendSeconds: z.number().int(),
  accessTokenTtlMs: z.number().int(),
  supportedLocales: z.array(z.string()),
  fallbackLocale: z.string(),
  /** Present only when the server runs with the demo user (DEMO_USER): the login page offers it. */
  demoAccount: z.object({ account: z.string(), password: z.string() }).optional(),
});
