import { ADMIN_SESSION } from '@halcyon/api';
import { describe, expect, it } from 'vitest';
import {
  adminRequest,
  auditActions,
  lastAuditSeq,
  OWNER_EMAIL,
  OWNER_ENV,
  OWNER_PASSWORD,
  sessionCookieFrom,
  signIn,
  signInOwner,
} from '../../../test/admin-helpers.ts';
import { login, registerUser } from '../../../test/auth-helpers.ts';
import { withInsertsRefused } from '../../../test/refused-inserts.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { totpCodeAt } from './index.ts';

describe.each(backends)('operator sign-in ($name)', (backend) => {
  const t = useTestApp(backend, { env: OWNER_ENV });

  it('first sign-in enrols TOTP, then every sign-in needs password and a current code', async () => {
    const start = await lastAuditSeq(t);
    const first = await adminRequest(t, 'POST', '/auth/login', {
      email: OWNER_EMAIL,
      password: OWNER_PASSWORD,
    });
    expect(first.body).toMatchObject({ success: true, data: { status: 'TOTP_ENROLMENT_REQUIRED' } });
    expect(first.headers['set-cookie']).toBeUndefined();
    const { enrolmentToken } = first.body.data as { enrolmentToken: string };
    const enrol = await adminRequest(t, 'POST', '/auth/totp/enrol', { enrolmentToken });
    const { secret, otpauthUri } = enrol.body.data as { secret: string; otpauthUri: string };
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(otpauthUri).toContain('period=30');
    // The secret is stored sealed, not as given.
    const row = await t.db
      .selectFrom('operators')
      .selectAll()
      .where('email', '=', OWNER_EMAIL)
      .executeTakeFirstOrThrow();
    expect(row.totp_pending_sealed).not.toContain(secret);
    expect(row.role).toBe('owner');

    const wrong = await adminRequest(t, 'POST', '/auth/totp/verify', { enrolmentToken, code: '000000' });
    expect(wrong.body).toMatchObject({ success: false, code: 'TOTP_INVALID' });
    const code = totpCodeAt(secret, t.clock.now());
    const verified = await adminRequest(t, 'POST', '/auth/totp/verify', { enrolmentToken, code });
    expect(verified.body).toMatchObject({
      success: true,
      data: { status: 'SIGNED_IN', operator: { role: 'owner' } },
    });
    const cookie = String(verified.headers['set-cookie']);
    expect(cookie).toMatch(
      /halcyon_admin=[\w-]+; Path=\/api\/admin; HttpOnly; SameSite=Strict; Max-Age=28800/,
    );
    expect(cookie).not.toContain('Secure');
    // The enrolment token works once.
    expect((await adminRequest(t, 'POST', '/auth/totp/enrol', { enrolmentToken })).body).toMatchObject({
      code: 'ENROLMENT_TOKEN_INVALID',
    });

    const noCode = await adminRequest(t, 'POST', '/auth/login', {
      email: OWNER_EMAIL,
      password: OWNER_PASSWORD,
    });
    expect(noCode.status).toBe(401);
    expect(noCode.body).toMatchObject({ code: 'TOTP_REQUIRED' });
    t.clock.advance(30_000);
    const now = totpCodeAt(secret, t.clock.now());
    const ok = await adminRequest(t, 'POST', '/auth/login', {
      email: OWNER_EMAIL,
      password: OWNER_PASSWORD,
      totp: now,
    });
    expect(ok.status).toBe(200);
    // The same code again (still within its window) is refused: a code signs in once.
    const replay = await adminRequest(t, 'POST', '/auth/login', {
      email: OWNER_EMAIL,
      password: OWNER_PASSWORD,
      totp: now,
    });
    expect(replay.body).toMatchObject({ success: false, code: 'TOTP_INVALID' });
    // One step of drift is accepted: the code of the next step, 1 s later.
    const next = totpCodeAt(secret, t.clock.now() + 30_000);
    t.clock.advance(1_000);
    const drift = await adminRequest(t, 'POST', '/auth/login', {
      email: OWNER_EMAIL,
      password: OWNER_PASSWORD,
      totp: next,
    });
    expect(drift.status).toBe(200);

    expect(await auditActions(t, start)).toEqual([
      'auth.login_failed',
      'auth.totp_enrolled',
      'auth.login',
      'auth.login',
      'auth.login_failed',
      'auth.login',
    ]);
  });

  it('five failures lock the operator for that IP only, for 15 minutes; each failure is audited', async () => {
    const owner = await signInOwner(t);
    const start = await lastAuditSeq(t);
    const attacker = { remoteAddress: '203.0.113.9' };
    for (let i = 0; i < ADMIN_SESSION.loginFailureMax; i += 1) {
      const reply = await adminRequest(
        t,
        'POST',
        '/auth/login',
        { email: OWNER_EMAIL, password: 'wrong-password-x' },
        attacker,
      );
      expect(reply.body).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    }
    t.clock.advance(30_000);
    const right = {
      email: OWNER_EMAIL,
      password: OWNER_PASSWORD,
      totp: totpCodeAt(owner.secret, t.clock.now()),
    };
    const locked = await adminRequest(t, 'POST', '/auth/login', right, attacker);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: 'TOO_MANY_LOGIN_ATTEMPTS' });
    // From the operator's own address the same credentials work.
    const elsewhere = await adminRequest(t, 'POST', '/auth/login', right, { remoteAddress: '198.51.100.7' });
    expect(elsewhere.status).toBe(200);
    const failures = (await auditActions(t, start)).filter((action) => action === 'auth.login_failed');
    expect(failures).toHaveLength(ADMIN_SESSION.loginFailureMax + 1);
    t.clock.advance(ADMIN_SESSION.loginFailureWindowMs);
    const later = { ...right, totp: totpCodeAt(owner.secret, t.clock.now()) };
    expect((await adminRequest(t, 'POST', '/auth/login', later, attacker)).status).toBe(200);
  });

  it('a state-changing request needs the CSRF header; logout ends the session', async () => {
    const owner = await signInOwner(t);
    const me = await adminRequest(t, 'GET', '/auth/me', undefined, { session: owner, noCsrf: true });
    expect(me.body).toMatchObject({
      success: true,
      data: { operator: { email: OWNER_EMAIL }, csrfToken: owner.csrfToken },
    });
    const forged = await adminRequest(t, 'POST', '/auth/logout', undefined, { session: owner, noCsrf: true });
    expect(forged.status).toBe(403);
    expect(forged.body).toMatchObject({ code: 'CSRF_TOKEN_INVALID' });
    const wrong = await adminRequest(t, 'POST', '/auth/logout', undefined, {
      session: { ...owner, csrfToken: 'x'.repeat(43) },
    });
    expect(wrong.body).toMatchObject({ code: 'CSRF_TOKEN_INVALID' });
    const out = await adminRequest(t, 'POST', '/auth/logout', undefined, { session: owner });
    expect(out.status).toBe(200);
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    expect((await adminRequest(t, 'GET', '/auth/me', undefined, { session: owner })).status).toBe(401);
  });

  it('enrolment and logout happen with their audit rows or not at all', async () => {
    const first = await adminRequest(t, 'POST', '/auth/login', {
      email: OWNER_EMAIL,
      password: OWNER_PASSWORD,
    });
    const { enrolmentToken } = first.body.data as { enrolmentToken: string };
    const enrol = await adminRequest(t, 'POST', '/auth/totp/enrol', { enrolmentToken });
    const { secret } = enrol.body.data as { secret: string };
    const verify = () =>
      adminRequest(t, 'POST', '/auth/totp/verify', {
        enrolmentToken,
        code: totpCodeAt(secret, t.clock.now()),
      });
    const unaudited = await withInsertsRefused(t, 'audit_log', verify);
    expect(unaudited.status).toBe(500);
    // Not enrolled and the token not spent: the same step succeeds once the audit log takes it.
    const row = await t.db
      .selectFrom('operators')
      .select(['totp_secret_sealed'])
      .where('email', '=', OWNER_EMAIL)
      .executeTakeFirstOrThrow();
    expect(row.totp_secret_sealed).toBeNull();
    t.clock.advance(30_000);
    const start = await lastAuditSeq(t);
    const verified = await verify();
    expect(verified.body).toMatchObject({ success: true, data: { status: 'SIGNED_IN' } });
    expect(await auditActions(t, start)).toEqual(['auth.totp_enrolled', 'auth.login']);

    const owner = {
      cookie: sessionCookieFrom(verified),
      csrfToken: (verified.body.data as { csrfToken: string }).csrfToken,
    };
    const logout = () => adminRequest(t, 'POST', '/auth/logout', undefined, { session: owner });
    expect((await withInsertsRefused(t, 'audit_log', logout)).status).toBe(500);
    // Still signed in, since the logout could not be recorded; then it is, and the session ends.
    expect((await adminRequest(t, 'GET', '/auth/me', undefined, { session: owner })).status).toBe(200);
    expect((await logout()).status).toBe(200);
    expect((await adminRequest(t, 'GET', '/auth/me', undefined, { session: owner })).status).toBe(401);
  });

  it('sessions end after 30 idle minutes, and after 8 hours however active', async () => {
    const owner = await signInOwner(t);
    t.clock.advance(ADMIN_SESSION.idleTtlMs - 60_000);
    expect((await adminRequest(t, 'GET', '/auth/me', undefined, { session: owner })).status).toBe(200);
    t.clock.advance(ADMIN_SESSION.idleTtlMs - 60_000);
    expect((await adminRequest(t, 'GET', '/auth/me', undefined, { session: owner })).status).toBe(200);
    t.clock.advance(ADMIN_SESSION.idleTtlMs);
    expect((await adminRequest(t, 'GET', '/auth/me', undefined, { session: owner })).status).toBe(401);

    const again = await signIn(t, OWNER_EMAIL, OWNER_PASSWORD, owner.secret);
    for (let elapsed = 0; elapsed < ADMIN_SESSION.absoluteTtlMs; elapsed += 20 * 60_000) {
      t.clock.advance(20 * 60_000);
      await adminRequest(t, 'GET', '/auth/me', undefined, { session: again });
    }
    expect((await adminRequest(t, 'GET', '/auth/me', undefined, { session: again })).status).toBe(401);
  });

  it('a user token is not an operator credential, and an operator cookie is not a user credential', async () => {
    const owner = await signInOwner(t);
    await registerUser(t, 'alice');
    const user = await login(t, 'alice');
    const withToken = await adminRequest(t, 'GET', '/auth/me', undefined, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(withToken.status).toBe(401);
    const withCookie = await adminRequest(t, 'GET', '/api/uniapp/auth/check', undefined, { session: owner });
    expect(withCookie.status).toBe(401);
  });

  it('an unknown e-mail fails like a wrong password, and is audited', async () => {
    const start = await lastAuditSeq(t);
    const reply = await adminRequest(t, 'POST', '/auth/login', {
      email: 'nobody@example.com',
      password: 'whatever-long',
    });
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(await auditActions(t, start)).toEqual(['auth.login_failed']);
  });

  it('marks the cookie Secure when the console is served over https (behind a trusted proxy)', async () => {
    await t.rebuild({ env: { ...OWNER_ENV, TRUST_PROXY: 'true' } });
    const login = await adminRequest(
      t,
      'POST',
      '/auth/login',
      { email: OWNER_EMAIL, password: OWNER_PASSWORD },
      {
        headers: { 'x-forwarded-proto': 'https' },
      },
    );
    const { enrolmentToken } = login.body.data as { enrolmentToken: string };
    const enrol = await adminRequest(t, 'POST', '/auth/totp/enrol', { enrolmentToken });
    const { secret } = enrol.body.data as { secret: string };
    const code = totpCodeAt(secret, t.clock.now());
    const verified = await adminRequest(
      t,
      'POST',
      '/auth/totp/verify',
      { enrolmentToken, code },
      {
        headers: { 'x-forwarded-proto': 'https' },
      },
    );
    expect(String(verified.headers['set-cookie'])).toMatch(
      /HttpOnly; SameSite=Strict; Max-Age=28800; Secure$/,
    );
  });
});
