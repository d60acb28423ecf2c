import { randomInt } from 'node:crypto';
import { TWO_FACTOR } from '@halcyon/api';
import { Secret, TOTP } from 'otpauth';
import type { Clock } from '../../platform/clock.ts';
import { sha256 } from '../../platform/ids.ts';

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten characters without look-alikes (no i, l, o, 0 or 1), shown as two groups of five. */
export function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i += 1) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** What a person types may carry spaces, dashes or capitals; the hash is of the bare code. */
export const recoveryHash = (code: string) => sha256(code.toLowerCase().replace(/[\s-]/g, ''));

/** The TOTP of a secret, as authenticator apps are told it (issuer, digits, period). */
export function totpOf(secretBase32: string, label = 'user'): TOTP {
  return new TOTP({
    issuer: TWO_FACTOR.issuer,
    label,
    digits: TWO_FACTOR.digits,
    period: TWO_FACTOR.periodSeconds,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The step a TOTP code belongs to (now ± window), or null when it is not current. */
export function totpStep(clock: Clock, secretBase32: string, code: string): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secretBase32).validate({
    token: code,
    timestamp: clock.now(),
    window: TWO_FACTOR.window,
  });
  if (delta === null) return null;
  return TOTP.counter({ period: TWO_FACTOR.periodSeconds, timestamp: clock.now() }) + delta;
}
