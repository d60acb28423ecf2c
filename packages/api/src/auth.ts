import { z } from 'zod';
import {
  accountField,
  confirmPasswordField,
  emailCodeField,
  emailField,
  passwordField,
  shortTextField,
} from './fields.ts';
import { user } from './user.ts';

/** Adds the spec's "Passwords do not match" rule, reported on confirmPassword. */
function withConfirmation<S extends z.ZodObject<z.ZodRawShape>>(schema: S, passwordField: string) {
  return schema.refine((value: Record<string, unknown>) => value.confirmPassword === value[passwordField], {
    path: ['confirmPassword'],
    error: 'validation.passwordsMismatch',
  });
}

export const captchaResponse = z.object({ captchaId: z.string(), image: z.string() });

export const emailCodePurpose = z.enum(['register', 'reset_password']);
export type EmailCodePurpose = z.infer<typeof emailCodePurpose>;
export const emailCodeRequest = z.object({ email: emailField, purpose: emailCodePurpose });
/** Never says whether the address has an account. */
export const emailCodeResponse = z.object({ sent: z.literal(true), resendAfterSeconds: z.number().int() });

export const registerRequest = withConfirmation(
  z.object({
    account: accountField,
    email: emailField,
    emailCode: emailCodeField,
    password: passwordField,
    confirmPassword: confirmPasswordField,
    captchaId: z.string().max(64).optional(),
    captcha: z.string().trim().max(16).optional(),
    invitationCode: z
      .string()
      .trim()
      .max(32, { error: 'validation.tooLong' })
      .optional()
      .transform((code) => (code ? code : undefined)),
  }),
  'password',
);
export type RegisterRequest = z.input<typeof registerRequest>;

export const loginRequest = z.object({
  /** The account name or the e-mail address. */
  account: z
    .string({ error: 'validation.accountRequired' })
    .trim()
    .min(1, { error: 'validation.accountRequired' })
    .max(140, { error: 'validation.tooLong' }),
  password: z
    .string({ error: 'validation.passwordRequired' })
    .min(1, { error: 'validation.passwordRequired' })
    .max(128, { error: 'validation.tooLong' }),
  /** The second factor (a TOTP or recovery code), sent again with the password after TOTP_REQUIRED. */
  totp: z.string().trim().max(32, { error: 'validation.tooLong' }).optional(),
  /** Required once the account has had ten failed logins from anywhere (CAPTCHA_REQUIRED until sent). */
  captchaId: z.string().max(64, { error: 'validation.tooLong' }).optional(),
  captcha: z.string().trim().max(16, { error: 'validation.tooLong' }).optional(),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const sessionResponse = z.object({
  user,
  token: z.string(),
  refreshToken: z.string(),
  /** Epoch ms when the access token stops working; the client refreshes before then. */
  expiresAt: z.number().int(),
});
export type SessionResponse = z.infer<typeof sessionResponse>;

export const refreshRequest = z.object({ refreshToken: z.string().min(1).max(256) });

export const resetPasswordRequest = withConfirmation(
  z.object({
    email: emailField,
    emailCode: emailCodeField,
    newPassword: passwordField,
    confirmPassword: confirmPasswordField,
  }),
  'newPassword',
);
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

export const changePasswordRequest = withConfirmation(
  z.object({
    oldPassword: z
      .string({ error: 'validation.passwordRequired' })
      .min(1, { error: 'validation.passwordRequired' }),
    newPassword: passwordField,
    confirmPassword: confirmPasswordField,
  }),
  'newPassword',
);
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

/** The only profile fields a user may change themselves. */
export const updateProfileRequest = z
  .object({
    nickname: shortTextField
      .min(1, { error: 'validation.nicknameRequired' })
      .max(32, { error: 'validation.tooLong' }),
  })
  .partial()
  .strict();
export type UpdateProfileRequest = z.input<typeof updateProfileRequest>;

export const userResponse = z.object({ user });
