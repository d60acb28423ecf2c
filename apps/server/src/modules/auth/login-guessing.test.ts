import { describe, expect, it } from 'vitest';
import { API, PASSWORD, registerUser } from '../../../test/auth-helpers.ts';
import { answerQueriesLater } from '../../../test/pglite-answers-later.ts';
import { CAPTCHA_TEXT, type CallOptions, type Reply, useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { watchPasswordChecks } from './passwords-test-kit.ts';

const LIMIT = 10;
const ATTACKER = { remoteAddress: '203.0.113.66' };
const OWNER = { remoteAddress: '198.51.100.7' };
/** A checked guess is wrong; an unchecked one is refused by the address's limit or the account's captcha. */
const ANSWERS = ['INVALID_CREDENTIALS', 'TOO_MANY_LOGIN_ATTEMPTS', 'CAPTCHA_REQUIRED'];

// Login counted failures only after the slow password check, so parallel guesses all passed the counts
// before any was recorded: 30 at once were all checked, where 10 per 15 minutes per address are allowed.
describe.each(backends)('POST /login guessed in parallel ($name)', (backend) => {
  const t = useTestApp(backend, { overrides: { rateLimits: { login: 100 } } });
  const attempt = (password: string, from: CallOptions, extra: Record<string, unknown> = {}) =>
    t.post(`${API}/login`, { account: 'target', password, ...extra }, from);
  const codeOf = (reply: Reply) => String(reply.body.code ?? reply.status);
  const guesses = (count: number) => Array.from({ length: count }, (_, i) => `wrong${i}x`);
  const solvedCaptcha = async (from: CallOptions) => {
    const image = await t.get(`${API}/register/captcha`, from);
    const { captchaId } = image.body.data as { captchaId: string };
    return { captchaId, captcha: CAPTCHA_TEXT.toUpperCase() };
  };

  it('30 wrong passwords at once from one address: at most 10 checked in the window', async () => {
    await registerUser(t, 'target');
    answerQueriesLater();
    const checks = watchPasswordChecks();
    const burst = await Promise.all(guesses(30).map((guess) => attempt(guess, ATTACKER)));
    const codes = burst.map(codeOf);
    expect(checks.count()).toBeLessThanOrEqual(LIMIT);
    expect(codes.filter((code) => code === 'INVALID_CREDENTIALS')).toHaveLength(checks.count());
    expect(codes.filter((code) => !ANSWERS.includes(code))).toEqual([]);
    // Guesses the burst left unchecked may still be tried, one by one, up to the limit and no further.
    for (const guess of guesses(LIMIT)) await attempt(guess, ATTACKER);
    expect(checks.count()).toBe(LIMIT);
    expect(codeOf(await attempt(PASSWORD, ATTACKER))).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    // The owner, elsewhere, gets in as after sequential guessing (with the captcha the account now asks).
    expect((await attempt(PASSWORD, OWNER, await solvedCaptcha(OWNER))).status).toBe(200);
  });

  it('30 wrong passwords at once from 30 addresses: past 10, each further try needs a captcha', async () => {
    await registerUser(t, 'target');
    answerQueriesLater();
    const checks = watchPasswordChecks();
    const burst = await Promise.all(
      guesses(30).map((guess, i) => attempt(guess, { remoteAddress: `203.0.113.${i + 1}` })),
    );
    expect(checks.count()).toBeLessThanOrEqual(LIMIT);
    expect(burst.map(codeOf)).toContain('CAPTCHA_REQUIRED');
    expect(codeOf(await attempt('wrong-again', { remoteAddress: '203.0.113.200' }))).toBe(
      checks.count() === LIMIT ? 'CAPTCHA_REQUIRED' : 'INVALID_CREDENTIALS',
    );
    expect((await attempt(PASSWORD, OWNER, await solvedCaptcha(OWNER))).status).toBe(200);
  });

  it('a try refused for want of a captcha is not counted against its address', async () => {
    await registerUser(t, 'target');
    for (const guess of guesses(LIMIT))
      expect(codeOf(await attempt(guess, ATTACKER))).toBe('INVALID_CREDENTIALS');
    for (let i = 0; i <= LIMIT; i += 1)
      expect(codeOf(await attempt(PASSWORD, OWNER))).toBe('CAPTCHA_REQUIRED');
    expect((await attempt(PASSWORD, OWNER, await solvedCaptcha(OWNER))).status).toBe(200);
  });
});
