import { describe, expect, it } from 'vitest';
import { API, login, PASSWORD, registerUser } from '../../../test/auth-helpers.ts';
import { CAPTCHA_TEXT, useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';

const MINUTE = 60_000;

describe.each(backends)('POST /login ($name)', (backend) => {
  const t = useTestApp(backend, { overrides: { rateLimits: { login: 100 } } });
  const attempt = (account: string, password: string) => t.post(`${API}/login`, { account, password });

  it('logs in by account name or e-mail, in any letter case, each login a session of its own', async () => {
    const registered = await registerUser(t, 'Walker');
    const byName = await login(t, 'walker');
    const byEmail = await login(t, 'WALKER@example.com');
    expect(byName.user).toEqual(registered.user);
    expect(byEmail.user).toEqual(registered.user);
    expect(new Set([registered.token, byName.token, byEmail.token]).size).toBe(3);
    expect(await t.db.selectFrom('sessions').select('id').execute()).toHaveLength(3);
  });

  it('says the same for an unknown account and a wrong password', async () => {
    await registerUser(t, 'alice');
    const wrongPassword = await attempt('alice', 'wrong999');
    const unknown = await attempt('nobody', 'wrong999');
    expect(wrongPassword.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrongPassword.body).toEqual({
      success: false,
      code: 'INVALID_CREDENTIALS',
      message: 'Wrong username or password',
    });
    expect(unknown.body).toEqual(wrongPassword.body);
  });

  it('locks an account for 15 minutes after 10 failures from one address, even for the right password', async () => {
    await registerUser(t, 'target');
    for (let i = 0; i < 10; i += 1) expect((await attempt('target', `wrong${i}x`)).status).toBe(401);
    const locked = await attempt('target@example.com', PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: 'TOO_MANY_LOGIN_ATTEMPTS' });
    t.clock.advance(15 * MINUTE);
    expect((await attempt('target', PASSWORD)).status).toBe(200);
  });

  it('does not lock the owner out from another address: there, a captcha slows guessing instead', async () => {
    await registerUser(t, 'owner');
    const stranger = { remoteAddress: '203.0.113.66' };
    for (let i = 0; i < 10; i += 1) {
      const reply = await t.post(`${API}/login`, { account: 'owner', password: `wrong${i}x` }, stranger);
      expect(reply.status).toBe(401);
    }
    // The stranger's address is locked out, whatever it sends.
    const strangerAgain = await t.post(`${API}/login`, { account: 'owner', password: PASSWORD }, stranger);
    expect(strangerAgain.body).toMatchObject({ code: 'TOO_MANY_LOGIN_ATTEMPTS' });
    // From the owner's own address the account asks for a captcha first, in the owner's language.
    const owner = { remoteAddress: '198.51.100.7', lang: 'en' };
    const asked = await t.post(`${API}/login`, { account: 'OWNER', password: PASSWORD }, owner);
    expect(asked.status).toBe(400);
    expect(asked.body).toEqual({
      success: false,
      code: 'CAPTCHA_REQUIRED',
      message: 'Please solve the image code to continue signing in',
    });
    const wrongImage = await t.get(`${API}/register/captcha`, owner);
    const { captchaId: wrongId } = wrongImage.body.data as { captchaId: string };
    const wrong = await t.post(
      `${API}/login`,
      { account: 'owner', password: PASSWORD, captchaId: wrongId, captcha: 'nope' },
      owner,
    );
    expect(wrong.body).toMatchObject({ code: 'CAPTCHA_INVALID' });
    const image = await t.get(`${API}/register/captcha`, owner);
    const { captchaId } = image.body.data as { captchaId: string };
    const solved = await t.post(
      `${API}/login`,
      { account: 'owner', password: PASSWORD, captchaId, captcha: CAPTCHA_TEXT.toUpperCase() },
      owner,
    );
    expect(solved.status).toBe(200);
    // Success forgives the account's failures: the next login needs no captcha.
    expect((await t.post(`${API}/login`, { account: 'owner', password: PASSWORD }, owner)).status).toBe(200);
  });

  it('forgets failures after a successful login', async () => {
    await registerUser(t, 'forgiven');
    for (let i = 0; i < 9; i += 1) await attempt('forgiven', 'wrong999');
    await login(t, 'forgiven');
    for (let i = 0; i < 9; i += 1) expect((await attempt('forgiven', 'wrong999')).status).toBe(401);
    expect((await attempt('forgiven', PASSWORD)).status).toBe(200);
  });

  it('locks unknown names the same way, so a lockout reveals nothing', async () => {
    for (let i = 0; i < 10; i += 1) expect((await attempt('phantom', 'wrong999')).status).toBe(401);
    expect((await attempt('phantom', 'wrong999')).body).toMatchObject({ code: 'TOO_MANY_LOGIN_ATTEMPTS' });
  });

  it('validates the request', async () => {
    const reply = await t.post(`${API}/login`, { account: '  ', password: '' });
    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({
      errors: { account: ['Please enter your account'], password: ['Please enter your password'] },
    });
  });
});
