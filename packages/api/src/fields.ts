import { z } from 'zod';
import { LIMITS } from './constants.ts';

/**
 * Field rules of spec section 5. Every message is an i18n key (`validation.*` in @halcyon/i18n):
 * the server translates it into the request's language, the web form into the UI language.
 */
export const accountField = z
  .string({ error: 'validation.accountRequired' })
  .trim()
  .min(1, { error: 'validation.accountRequired' })
  .min(LIMITS.accountMin, { error: 'validation.accountLength' })
  .max(LIMITS.accountMax, { error: 'validation.accountLength' })
  .regex(/^[A-Za-z0-9_]+$/, { error: 'validation.accountCharacters' });

export const passwordField = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, { error: 'validation.passwordRequired' })
  .min(LIMITS.passwordMin, { error: 'validation.passwordLength' })
  .max(LIMITS.passwordMax, { error: 'validation.passwordLength' })
  .refine((value) => /[A-Za-z]/.test(value) && /\d/.test(value), {
    error: 'validation.passwordLettersNumbers',
  });

export const emailField = z
  .string({ error: 'validation.emailRequired' })
  .trim()
  .min(1, { error: 'validation.emailRequired' })
  .max(LIMITS.genericInputMax, { error: 'validation.tooLong' })
  .pipe(z.email({ error: 'validation.emailInvalid' }))
  .transform((email) => email.toLowerCase());

export const emailCodeField = z
  .string({ error: 'validation.emailCodeRequired' })
  .trim()
  .min(1, { error: 'validation.emailCodeRequired' })
  .regex(/^\d{6}$/, { error: 'validation.emailCodeFormat' });

export const confirmPasswordField = z
  .string({ error: 'validation.confirmPasswordRequired' })
  .min(1, { error: 'validation.confirmPasswordRequired' });

/** Free text a user types (nickname, remarks): the spec's generic maximum length. */
export const shortTextField = z.string().trim().max(LIMITS.genericInputMax, { error: 'validation.tooLong' });
