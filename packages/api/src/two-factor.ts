import { z } from 'zod';

/**
 * A person's second factor (TOTP, RFC 6238, 30 s steps, 6 digits) and its ten single-use recovery codes.
 * Where a code is asked for, either a current TOTP code or an unused recovery code is accepted.
 */
export const TWO_FACTOR = {
  issuer: 'Halcyon',
  digits: 6,
  periodSeconds: 30,
  /** Steps either side of now that are still accepted (clock drift of a phone). */
  window: 1,
  recoveryCodeCount: 10,
  /** A compliance reset of the factor holds withdrawals this long. */
  resetWithdrawalHoldMs: 24 * 60 * 60 * 1000,
} as const;

/** A TOTP code (6 digits) or a recovery code (xxxxx-xxxxx); spaces and dashes a person types are tolerated. */
export const secondFactorCodeField = z
  .string({ error: 'validation.totpRequired' })
  .trim()
  .min(1, { error: 'validation.totpRequired' })
  .max(32, { error: 'validation.tooLong' });

export const twoFactorStatusResponse = z.object({
  enabled: z.boolean(),
  enabledAt: z.number().int().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusResponse>;

export const twoFactorSetupResponse = z.object({ secret: z.string(), otpauthUri: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupResponse>;

export const twoFactorCodeRequest = z.object({ code: secondFactorCodeField });
export type TwoFactorCodeRequest = z.input<typeof twoFactorCodeRequest>;

/** Shown once, right after enabling; only their hashes are kept. */
export const twoFactorEnableResponse = z.object({ recoveryCodes: z.array(z.string()) });
