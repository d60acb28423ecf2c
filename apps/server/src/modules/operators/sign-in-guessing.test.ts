import { ADMIN_SESSION } from '@halcyon/api';
import { describe, expect, it } from 'vitest';
import {
  type AdminCall,
  adminRequest,
  OWNER_EMAIL,
  OWNER_ENV,
  OWNER_PASSWORD,
  signInOwner,
} from '../../../test/admin-helpers.ts';
import { answerQueriesLater } from '../../../test/pglite-answers-later.ts';
import { type Reply, useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { watchPasswordChecks } from '../auth/passwords-test-kit.ts';
import { totpCodeAt } from './index.ts';

const LIMIT = ADMIN_SESSION.loginFailureMax;
const ATTACKER = { remoteAddress: '203.0.113.9' };
const OPERATOR = { remoteAddress: '198.51.100.7' };

// admitAttempt read the failure count and only then recorded the try, so parallel tries all passed the count
// before any was recorded: every one had its password (or TOTP code) checked, where 5 per 15 minutes per
// e-mail and address are allowed.
describe.each(backends)('operator sign-in guessed in parallel ($name)', (backend) => {
  const t = useTestApp(backend, { env: OWNER_ENV });
  const signInWith = (body: Record<string, unknown>, from: AdminCall) =>
    adminRequest(t, 'POST', '/auth/login', { email: OWNER_EMAIL, ...body }, from);
  const codeOf = (reply: Reply) => String(reply.body.code ?? reply.status);
  const current = (secret: string) => {
    t.clock.advance(30_000);
    return totpCodeAt(secret, t.clock.now());
  };

  it('20 wrong passwords at once: at most 5 checked in the window; the operator elsewhere signs in', async () => {
    const owner = await signInOwner(t);
    answerQueriesLater();
    const checks = watchPasswordChecks();
    const guesses = Array.from({ length: 20 }, (_, i) => `wrong-password-${i}`);
    const burst = await Promise.all(guesses.map((password) => signInWith({ password }, ATTACKER)));
    const codes = burst.map(codeOf);
    expect(checks.count()).toBeLessThanOrEqual(LIMIT);
    expect(codes.filter((code) => code === 'INVALID_CREDENTIALS')).toHaveLength(checks.count());
    expect(codes.filter((code) => code !== 'INVALID_CREDENTIALS').every(isLocked)).toBe(true);
    // Guesses the burst left unchecked may still be tried, one by one, up to the limit and no further.
    for (const password of guesses.slice(0, LIMIT)) await signInWith({ password }, ATTACKER);
    expect(checks.count()).toBe(LIMIT);
    const right = { password: OWNER_PASSWORD, totp: current(owner.secret) };
    expect(codeOf(await signInWith(right, ATTACKER))).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    expect((await signInWith(right, OPERATOR)).status).toBe(200);
  });

  it('20 wrong TOTP codes at once with the right password: at most 5 codes checked', async () => {
    const owner = await signInOwner(t);
    answerQueriesLater();
    const checks = watchPasswordChecks();
    const right = current(owner.secret);
    const wrongCodes = wrongCodesAt(owner.secret, t.clock.now(), 20);
    const burst = await Promise.all(
      wrongCodes.map((totp) => signInWith({ password: OWNER_PASSWORD, totp }, ATTACKER)),
    );
    const codes = burst.map(codeOf);
    expect(codes.filter((code) => code === 'TOTP_INVALID').length).toBeLessThanOrEqual(LIMIT);
    expect(codes.filter((code) => code !== 'TOTP_INVALID').every(isLocked)).toBe(true);
    expect(checks.count()).toBeLessThanOrEqual(LIMIT);
    for (const totp of wrongCodes.slice(0, LIMIT))
      await signInWith({ password: OWNER_PASSWORD, totp }, ATTACKER);
    expect(checks.count()).toBe(LIMIT);
    expect(codeOf(await signInWith({ password: OWNER_PASSWORD, totp: right }, ATTACKER))).toBe(
      'TOO_MANY_LOGIN_ATTEMPTS',
    );
    expect((await signInWith({ password: OWNER_PASSWORD, totp: right }, OPERATOR)).status).toBe(200);
  });

  it('attempts refused while locked do not prolong the lock', async () => {
    const owner = await signInOwner(t);
    for (let i = 0; i < LIMIT; i += 1) await signInWith({ password: `wrong-password-${i}` }, ATTACKER);
    t.clock.advance(ADMIN_SESSION.loginFailureWindowMs - 60_000);
    for (let i = 0; i < LIMIT; i += 1) {
      expect(codeOf(await signInWith({ password: OWNER_PASSWORD }, ATTACKER))).toBe(
        'TOO_MANY_LOGIN_ATTEMPTS',
      );
    }
    t.clock.advance(60_000);
    const right = { password: OWNER_PASSWORD, totp: current(owner.secret) };
    expect((await signInWith(right, ATTACKER)).status).toBe(200);
  });
});

const isLocked = (code: string) => code === 'TOO_MANY_LOGIN_ATTEMPTS';

/** `count` codes none of which signs in at `now`, one step of drift either way included. */
function wrongCodesAt(secret: string, now: number, count: number): string[] {
  const accepted = new Set([-30_000, 0, 30_000].map((drift) => totpCodeAt(secret, now + drift)));
  const codes: string[] = [];
  for (let n = 0; codes.length < count; n += 1) {
    const code = String(n).padStart(6, '0');
    if (!accepted.has(code)) codes.push(code);
  }
  return codes;
}
