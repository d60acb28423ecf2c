import { describe, expect, it } from 'vitest';
import { API, login, PASSWORD, registerUser } from '../../../test/auth-helpers.ts';
import { type CallOptions, type Reply, useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { watchPasswordChecks } from './passwords-test-kit.ts';

const WINDOW = 15 * 60_000;
const NEW_PASSWORD = 'changed42';
const WRONG = Array.from({ length: 11 }, (_, i) => `wrong${i}x`);

// A stolen access token could guess the current password without limit, and the right guess ends every
// other session: the owner's. Wrong current passwords are limited as login's are (10 per 15 minutes).
describe.each(backends)('POST /user/password guessing ($name)', (backend) => {
  const t = useTestApp(backend);
  const change = (token: string, oldPassword: string, from: CallOptions = {}) =>
    t.post(
      `${API}/user/password`,
      { oldPassword, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      { token, ...from },
    );
  const codeOf = (reply: Reply) => String(reply.body.code ?? reply.status);
  const check = async (token: string) => (await t.get(`${API}/auth/check`, { token })).status;

  it('refuses the 11th wrong current password, then the right one too, until the window passes', async () => {
    const thief = await registerUser(t, 'owner');
    const owner = await login(t, 'owner');
    for (const guess of WRONG.slice(0, 10))
      expect(codeOf(await change(thief.token, guess))).toBe('OLD_PASSWORD_INCORRECT');
    const eleventh = await change(thief.token, WRONG[10] ?? '');
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toMatchObject({
      code: 'TOO_MANY_PASSWORD_ATTEMPTS',
      message: 'Too many wrong current passwords, please try again in 15 minutes',
    });
    expect(codeOf(await change(thief.token, PASSWORD))).toBe('TOO_MANY_PASSWORD_ATTEMPTS');
    t.clock.advance(WINDOW - 1);
    expect(codeOf(await change(thief.token, PASSWORD))).toBe('TOO_MANY_PASSWORD_ATTEMPTS');
    // The owner's sessions and login are untouched by the guessing.
    expect(await check(owner.token)).toBe(200);
    await login(t, 'owner');
    t.clock.advance(1);
    expect((await change(thief.token, PASSWORD)).status).toBe(200);
  });

  it('11 wrong current passwords in parallel: at most 10 are checked', async () => {
    const thief = await registerUser(t, 'target');
    const owner = await login(t, 'target');
    const checks = watchPasswordChecks();
    const codes = (await Promise.all(WRONG.map((guess) => change(thief.token, guess)))).map(codeOf);
    expect(checks.count()).toBeLessThanOrEqual(10);
    expect(codes.filter((code) => code === 'OLD_PASSWORD_INCORRECT').length).toBeLessThanOrEqual(10);
    expect(codes).toContain('TOO_MANY_PASSWORD_ATTEMPTS');
    // Parallel tries may refuse more than the limit needs (each counts the others still in flight, taken
    // back after), so fewer than 10 may be checked: the rest are tried one by one, up to 10 and no further
    // (from another address, within the route's rate limit).
    const elsewhere = { remoteAddress: '203.0.113.5' };
    for (const guess of WRONG.slice(0, 10)) await change(thief.token, guess, elsewhere);
    expect(checks.count()).toBe(10);
    expect(codeOf(await change(thief.token, PASSWORD, elsewhere))).toBe('TOO_MANY_PASSWORD_ATTEMPTS');
    expect(await check(owner.token)).toBe(200);
  });

  it('a right current password forgives the wrong ones before it', async () => {
    const session = await registerUser(t, 'forgetful');
    for (const guess of WRONG.slice(0, 9)) await change(session.token, guess);
    expect((await change(session.token, PASSWORD)).status).toBe(200);
    for (const guess of WRONG.slice(0, 10))
      expect(codeOf(await change(session.token, guess))).toBe('OLD_PASSWORD_INCORRECT');
  });

  it('answers 20 requests a minute from one address, then RATE_LIMITED', async () => {
    const session = await registerUser(t, 'hasty');
    for (let i = 0; i < 20; i += 1) expect((await change(session.token, '')).status).not.toBe(429);
    const over = await change(session.token, '');
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
