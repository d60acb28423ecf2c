import { z } from 'zod';

export const realNameStatus = z.enum(['unverified', 'pending', 'verified', 'rejected']);
export type RealNameStatus = z.infer<typeof realNameStatus>;

/** The user as every client sees it. Never carries a hash, a role or a balance. */
export const user = z.object({
  id: z.string(),
  uid: z.string(),
  account: z.string(),
  email: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  creditScore: z.number().int(),
  invitationCode: z.string(),
  withdrawalPasswordSet: z.boolean(),
  realNameStatus,
  createdAt: z.number().int(),
});
export type User = z.infer<typeof user>;

/**
 * The ten interface languages, as packages/i18n's SUPPORTED_LOCALES (this package imports no other; the
 * users test keeps the two lists equal). The person's language is stored: mail the server sends them
 * later (identity decisions, a second-factor reset, deposits and withdrawals) is written in it.
 */
export const USER_LOCALES = ['zh-CN', 'en', 'ja', 'ko', 'vi', 'th', 'es', 'fr', 'de', 'zh-TW'] as const;
export type UserLocale = (typeof USER_LOCALES)[number];

/** POST /user/locale: the app's language setting, sent when the person changes it. */
export const userLocaleRequest = z.object({
  locale: z.enum(USER_LOCALES, { error: 'validation.unsupportedLocale' }),
});
export type UserLocaleRequest = z.infer<typeof userLocaleRequest>;
export const userLocaleResponse = z.object({ locale: z.enum(USER_LOCALES) });
