/**
 * The safety net that keeps secrets out of log lines even if someone logs a request body, its headers or
 * an error holding them: bearer tokens, cookies, passwords, refresh tokens, e-mail and one-time codes,
 * captcha answers, API keys and anything else named like a secret, under any key at any depth.
 *
 * It looks at each finished line instead of redacting objects before they are written: pino's own
 * redaction clones and searches every logged object and every child logger's bindings (one per request):
 * about a tenth of what the server allocated per spot order at npm start's log level (README, session 16). Here a line that names no
 * secret costs one scan of its text; only a line that does is parsed, censored and written again.
 */

/**
 * Words that make a key name a secret: `password`, `newPassword`, `refreshToken`, `x-api-secret`,
 * `totpCode`, `email_code`, `apiKey`... (`code` alone is not one: every refusal logs its error code).
 */
const SECRET_WORDS = 'passw(?:or)?d|token|secret|authorization|cookie|email[-_]?code|captcha|otp|api[-_]?key';

const SECRET_KEY = new RegExp(SECRET_WORDS, 'i');

/** A JSON key (a quoted string followed by a colon) that names a secret, anywhere in a line. */
const SECRET_KEY_IN_JSON = new RegExp(`"[^"]*(?:${SECRET_WORDS})[^"]*"\\s*:`, 'i');

export const CENSORED = '[redacted]';

/** The line as written, or, when it holds a secret under any key, the same line with that value censored. */
export function censorSecrets(line: string): string {
  if (!SECRET_KEY_IN_JSON.test(line)) return line;
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return line; // not a JSON line: nothing we wrote, nothing to censor by key
  }
  return `${JSON.stringify(censorValue(parsed))}\n`;
}

function censorValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(censorValue);
  if (value === null || typeof value !== 'object') return value;
  const censored: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    censored[key] = SECRET_KEY.test(key) ? CENSORED : censorValue(inner);
  }
  return censored;
}
