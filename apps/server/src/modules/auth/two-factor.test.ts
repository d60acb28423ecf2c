import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { API, PASSWORD, registerUser, type Session } from '../../../test/auth-helpers.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { createServerSecrets } from '../../platform/server-secrets.ts';
import { verifyUserSecondFactor } from './two-factor-service.ts';

const STEP_MS = 30_000;

/** The code an authenticator app shows for `secret` at the test clock's time, `steps` steps away. */
function codeAt(t: TestApp, secret: string, steps = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: t.clock.now() + steps * STEP_MS });
}

async function enable(t: TestApp, session: Session): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await t.post(`${API}/user/2fa/setup`, undefined, { token: session.token });
  expect(setup.status, JSON.stringify(setup.body)).toBe(200);
  const { secret } = setup.body.data as { secret: string };
  const enabled = await t.post(
    `${API}/user/2fa/enable`,
    { code: codeAt(t, secret) },
    { token: session.token },
  );
  expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
  // The next code of an authenticator is the next step's: move on so tests do not replay the enabling one.
  t.clock.advance(STEP_MS);
  return { secret, recoveryCodes: (enabled.body.data as { recoveryCodes: string[] }).recoveryCodes };
}

describe.each(backends)('two-factor sign-in ($name)', (backend) => {
  const t = useTestApp(backend, { overrides: { rateLimits: { login: 100 } } });
  const signIn = (account: string, totp?: string) =>
    t.post(`${API}/login`, { account, password: PASSWORD, ...(totp === undefined ? {} : { totp }) });

  it('sets up with a secret and an otpauth URI, stores the secret sealed, and enables with a code', async () => {
    const session = await registerUser(t, 'guarded');
    const setup = await t.post(`${API}/user/2fa/setup`, undefined, { token: session.token });
    const { secret, otpauthUri } = setup.body.data as { secret: string; otpauthUri: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/Halcyon:guarded?issuer=Halcyon&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    const row = await t.db.selectFrom('user_two_factor').selectAll().executeTakeFirstOrThrow();
    expect(row.secret_sealed).not.toContain(secret);
    expect(row.enabled_at).toBeNull();
    // Not on until a code proves the app has the secret: sign-in still needs only the password.
    expect((await signIn('guarded')).status).toBe(200);
    const status = await t.get(`${API}/user/2fa/status`, { token: session.token });
    expect(status.body.data).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });

    const wrong = await t.post(`${API}/user/2fa/enable`, { code: '000000' }, { token: session.token });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      success: false,
      code: 'TOTP_INVALID',
      message: 'The code is wrong or has already been used',
    });
    const enabled = await t.post(
      `${API}/user/2fa/enable`,
      { code: codeAt(t, secret) },
      { token: session.token },
    );
    const { recoveryCodes } = enabled.body.data as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = await t.db.selectFrom('user_recovery_codes').select('code_hash').execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(recoveryCodes[0]);
    expect((await t.get(`${API}/user/2fa/status`, { token: session.token })).body.data).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    const again = await t.post(`${API}/user/2fa/setup`, undefined, { token: session.token });
    expect(again.body).toMatchObject({ code: 'TWO_FACTOR_ALREADY_ENABLED' });
  });

  it('enabling needs a setup first and a current code', async () => {
    const session = await registerUser(t, 'hasty');
    const reply = await t.post(`${API}/user/2fa/enable`, { code: '123456' }, { token: session.token });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 'TWO_FACTOR_SETUP_REQUIRED' });
    const empty = await t.post(`${API}/user/2fa/enable`, { code: ' ' }, { token: session.token });
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ errors: { code: ['Please enter the code'] } });
  });

  it('sign-in answers 401 TOTP_REQUIRED until the same call carries a current code', async () => {
    const session = await registerUser(t, 'twostep');
    const { secret } = await enable(t, session);
    const first = await signIn('twostep');
    expect(first.status).toBe(401);
    expect(first.body).toEqual({
      success: false,
      code: 'TOTP_REQUIRED',
      message: 'Enter the code from your authenticator app',
    });
    const wrong = await signIn('twostep', '000000');
    expect(wrong.body).toMatchObject({ code: 'TOTP_INVALID' });
    // A wrong password with a right code is still just a wrong password.
    const badPassword = await t.post(`${API}/login`, {
      account: 'twostep',
      password: 'wrong999',
      totp: codeAt(t, secret),
    });
    expect(badPassword.body).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    const ok = await signIn('twostep', codeAt(t, secret));
    expect(ok.status).toBe(200);
    expect((ok.body.data as Session).user.id).toBe(session.user.id);
  });

  it('accepts the codes one step either side of now and refuses two steps away', async () => {
    const session = await registerUser(t, 'drifty');
    const { secret } = await enable(t, session);
    // One step further, so the step before now is not the one enabling used.
    t.clock.advance(STEP_MS);
    expect((await signIn('drifty', codeAt(t, secret, 2))).body).toMatchObject({ code: 'TOTP_INVALID' });
    expect((await signIn('drifty', codeAt(t, secret, -2))).body).toMatchObject({ code: 'TOTP_INVALID' });
    expect((await signIn('drifty', codeAt(t, secret, -1))).status).toBe(200);
    expect((await signIn('drifty', codeAt(t, secret, 1))).status).toBe(200);
  });

  it('refuses a code that was used already, and an earlier one once a later one was used', async () => {
    const session = await registerUser(t, 'replayed');
    const { secret } = await enable(t, session);
    const code = codeAt(t, secret);
    expect((await signIn('replayed', code)).status).toBe(200);
    expect((await signIn('replayed', code)).body).toMatchObject({ code: 'TOTP_INVALID' });
    t.clock.advance(STEP_MS);
    expect((await signIn('replayed', codeAt(t, secret))).status).toBe(200);
    // Still inside the window, but older than the code just used.
    expect((await signIn('replayed', codeAt(t, secret, -1))).body).toMatchObject({ code: 'TOTP_INVALID' });
  });

  it('lets exactly one of two simultaneous sign-ins with the same code through', async () => {
    const session = await registerUser(t, 'racer');
    const { secret } = await enable(t, session);
    const code = codeAt(t, secret);
    const replies = await Promise.all([signIn('racer', code), signIn('racer', code), signIn('racer', code)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400, 400]);
  });

  it('takes each recovery code once, typed in any case and with spaces', async () => {
    const session = await registerUser(t, 'lostphone');
    const { recoveryCodes } = await enable(t, session);
    const [firstCode = '', secondCode = ''] = recoveryCodes;
    expect((await signIn('lostphone', ` ${firstCode.toUpperCase()} `)).status).toBe(200);
    expect((await signIn('lostphone', firstCode)).body).toMatchObject({ code: 'TOTP_INVALID' });
    expect((await signIn('lostphone', secondCode.replace('-', ''))).status).toBe(200);
    const status = await t.get(`${API}/user/2fa/status`, { token: session.token });
    expect(status.body.data).toMatchObject({ recoveryCodesLeft: 8 });
  });

  it('a wrong code counts towards the sign-in lockout', async () => {
    const session = await registerUser(t, 'guessed');
    await enable(t, session);
    for (let i = 0; i < 10; i += 1) await signIn('guessed', String(100000 + i));
    expect((await signIn('guessed', '123456')).body).toMatchObject({ code: 'TOO_MANY_LOGIN_ATTEMPTS' });
  });

  it('disabling needs a code; afterwards sign-in needs only the password', async () => {
    const session = await registerUser(t, 'relaxed');
    const { secret } = await enable(t, session);
    const noCode = await t.post(`${API}/user/2fa/disable`, { code: '000000' }, { token: session.token });
    expect(noCode.body).toMatchObject({ code: 'TOTP_INVALID' });
    const done = await t.post(
      `${API}/user/2fa/disable`,
      { code: codeAt(t, secret) },
      { token: session.token },
    );
    expect(done.status).toBe(200);
    expect(await t.db.selectFrom('user_recovery_codes').selectAll().execute()).toEqual([]);
    expect((await signIn('relaxed')).status).toBe(200);
    const twice = await t.post(
      `${API}/user/2fa/disable`,
      { code: codeAt(t, secret) },
      { token: session.token },
    );
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'TWO_FACTOR_NOT_ENABLED' });
  });

  it('verifyUserSecondFactor passes without a factor and checks the code with one', async () => {
    const session = await registerUser(t, 'withdrawer');
    const ctx = { db: t.db, clock: t.clock, secrets: createServerSecrets(t, undefined) };
    await expect(verifyUserSecondFactor(ctx, session.user.id, undefined)).resolves.toBeUndefined();
    const { secret } = await enable(t, session);
    await expect(verifyUserSecondFactor(ctx, session.user.id, undefined)).rejects.toMatchObject({
      code: 'TOTP_REQUIRED',
    });
    await expect(verifyUserSecondFactor(ctx, session.user.id, '000000')).rejects.toMatchObject({
      code: 'TOTP_INVALID',
    });
    const code = codeAt(t, secret);
    await expect(verifyUserSecondFactor(ctx, session.user.id, code)).resolves.toBeUndefined();
    await expect(verifyUserSecondFactor(ctx, session.user.id, code)).rejects.toMatchObject({
      code: 'TOTP_INVALID',
    });
  });

  it('all routes need a session', async () => {
    expect((await t.post(`${API}/user/2fa/setup`)).status).toBe(401);
    expect((await t.post(`${API}/user/2fa/enable`, { code: '123456' })).status).toBe(401);
    expect((await t.get(`${API}/user/2fa/status`)).status).toBe(401);
  });
});
