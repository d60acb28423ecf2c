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
