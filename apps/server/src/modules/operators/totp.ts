import { ADMIN_SESSION } from '@halcyon/api';
import { Secret, TOTP } from 'otpauth';

/**
 * RFC 6238 through otpauth: SHA-1, 6 digits, 30 s steps (what every authenticator app reads from the QR
 * code), one step of drift accepted either way.
 */
function totpOf(secretBase32: string, label = '', issuer = 'Halcyon'): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: ADMIN_SESSION.totpDigits,
    period: ADMIN_SESSION.totpPeriodSeconds,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit secret, base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUri(secretBase32: string, email: string, issuer: string): string {
  return totpOf(secretBase32, email, issuer).toString();
}

/** The time step the code belongs to (so it can be spent once), or null when it is not valid now. */
export function totpStepOf(secretBase32: string, code: string, nowMs: number): number | null {
  const delta = totpOf(secretBase32).validate({
    token: code,
    timestamp: nowMs,
    window: ADMIN_SESSION.totpWindow,
  });
  if (delta === null) return null;
  return Math.floor(nowMs / 1000 / ADMIN_SESSION.totpPeriodSeconds) + delta;
}

/** The current code of a secret (the CLI's tests and the journey compute codes the same way). */
export function totpCodeAt(secretBase32: string, nowMs: number): string {
  return totpOf(secretBase32).generate({ timestamp: nowMs });
}
