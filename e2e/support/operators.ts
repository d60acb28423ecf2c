import { Secret, TOTP } from 'otpauth';

/** The first operator the test server starts with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'owner@halcyon.test', password: 'owner-password-e2e-1' } as const;

/** The current code of an authenticator holding this base32 secret (RFC 6238, as the server checks it). */
export function totpCode(secret: string, at: number = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at,
  });
}

/**
 * A code the server has not seen yet: codes are single use, so a second sign-in within the same 30 s
 * step waits for the next one.
 */
export async function freshTotpCode(secret: string, used: Set<string>): Promise<string> {
  for (;;) {
    const code = totpCode(secret);
    if (!used.has(code)) {
      used.add(code);
      return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}
