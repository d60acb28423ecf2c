import { describe, expect, it } from 'vitest';
import { API, lastMailedCode, registerUser, registration, requestCode } from '../../../test/auth-helpers.ts';
import { lastMail, outboxMails } from '../../../test/outbox-mail.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';

const MINUTE = 60_000;

describe.each(backends)('e-mail codes ($name)', (backend) => {
  const t = useTestApp(backend, { overrides: { rateLimits: { emailCode: 100 } } });

  const send = (email: string, purpose = 'register') => t.post(`${API}/auth/email-code`, { email, purpose });
  const registerWith = (account: string, emailCode: string) =>
    t.post(`${API}/register`, { ...registration(account), emailCode });

  it('sends a 6-digit code by mail and stores only its hash', async () => {
    const reply = await send('Alice@Example.com');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, data: { sent: true, resendAfterSeconds: 60 } });
    const code = await lastMailedCode(t, 'alice@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const mail = await lastMail(t);
    expect(mail).toMatchObject({
      kind: 'email_code_register',
      subject: `Your Halcyon verification code: ${code}`,
      status: 'logged',
    });
    expect(mail.text).toContain('valid for 10 minutes');
    const stored = await t.db.selectFrom('email_codes').selectAll().executeTakeFirstOrThrow();
    expect(stored.email).toBe('alice@example.com');
    expect(JSON.stringify(stored)).not.toContain(`"${code}"`);
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('allows one send per 60 s per address and says how long to wait', async () => {
    await send('wait@example.com');
    t.clock.advance(15_000);
    const again = await send('wait@example.com', 'reset_password');
    expect(again.status).toBe(429);
    expect(again.body).toEqual({
      success: false,
      code: 'EMAIL_CODE_COOLDOWN',
      message: 'Please wait 45 s before requesting another code',
    });
    expect((await send('other@example.com')).status).toBe(200);
    t.clock.advance(45_000);
    expect((await send('wait@example.com')).status).toBe(200);
  });

  it('allows 10 sends per address per day', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await send('daily@example.com')).status).toBe(200);
      t.clock.advance(MINUTE);
    }
    const eleventh = await send('daily@example.com');
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toMatchObject({ code: 'EMAIL_CODE_DAILY_LIMIT' });
    t.clock.advance(24 * 60 * MINUTE - 9 * MINUTE);
    expect((await send('daily@example.com')).status).toBe(200);
  });

  it('answers a reset for an unknown address exactly like one for a known address', async () => {
    await registerUser(t, 'known');
    t.clock.advance(MINUTE);
    const known = await send('known@example.com', 'reset_password');
    const unknown = await send('ghost@example.com', 'reset_password');
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    const mails = await outboxMails(t);
    expect(mails.find((m) => m.to === 'ghost@example.com')).toMatchObject({
      kind: 'reset_password_no_account',
      text: expect.stringContaining('no Halcyon account uses it'),
    });
    // A guess for the unknown address fails like any wrong code.
    const guess = await t.post(`${API}/auth/reset-password`, {
      email: 'ghost@example.com',
      emailCode: '123456',
      newPassword: 'newpass99',
      confirmPassword: 'newpass99',
    });
    expect(guess.body).toMatchObject({ code: 'EMAIL_CODE_INVALID' });
  });

  it('says "send a code first" when none was requested', async () => {
    const reply = await registerWith('nocode', '123456');
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      success: false,
      code: 'EMAIL_CODE_NOT_REQUESTED',
      message: 'Please send verification code first',
    });
  });

  it('rejects a wrong code, then still accepts the right one', async () => {
    const code = await requestCode(t, 'wrong@example.com');
    const wrongCode = code === '000000' ? '000001' : '000000';
    const wrong = await registerWith('wrong', wrongCode);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'EMAIL_CODE_INVALID', message: 'Invalid verification code' });
    expect((await registerWith('wrong', code)).status).toBe(200);
  });

  it('kills the code after 5 wrong tries: the 6th fails even with the right code', async () => {
    const code = await requestCode(t, 'brute@example.com');
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i += 1) {
      expect((await registerWith('brute', wrongCode)).body).toMatchObject({ code: 'EMAIL_CODE_INVALID' });
    }
    const sixth = await registerWith('brute', code);
    expect(sixth.status).toBe(400);
    expect(sixth.body).toMatchObject({ code: 'EMAIL_CODE_TOO_MANY_ATTEMPTS' });
    // A new code works again.
    t.clock.advance(MINUTE);
    expect((await registerWith('brute', await requestCode(t, 'brute@example.com'))).status).toBe(200);
  });

  it('expires after 10 minutes', async () => {
    const code = await requestCode(t, 'late@example.com');
    t.clock.advance(10 * MINUTE);
    const reply = await registerWith('late', code);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 'EMAIL_CODE_EXPIRED' });
  });

  it('is single use and bound to its address and purpose; a new code replaces the old one', async () => {
    const old = await requestCode(t, 'bound@example.com');
    // Codes are random: on the one-in-a-million chance that the new one equals the old, ask again, so the
    // assertion below always runs on two different codes.
    let current = old;
    while (current === old) {
      t.clock.advance(MINUTE);
      current = await requestCode(t, 'bound@example.com');
    }
    expect((await registerWith('bound', old)).body).toMatchObject({ code: 'EMAIL_CODE_INVALID' });
    // A register code does not reset a password.
    const reset = await t.post(`${API}/auth/reset-password`, {
      email: 'bound@example.com',
      emailCode: current,
      newPassword: 'newpass99',
      confirmPassword: 'newpass99',
    });
    expect(reset.body).toMatchObject({ code: 'EMAIL_CODE_NOT_REQUESTED' });
    // Nor another address.
    const other = await t.post(`${API}/register`, { ...registration('elsewhere'), emailCode: current });
    expect(other.body).toMatchObject({ code: 'EMAIL_CODE_NOT_REQUESTED' });
    expect((await registerWith('bound', current)).status).toBe(200);
    expect(
      (
        await t.post(`${API}/register`, {
          ...registration('bound2', { email: 'bound@example.com' }),
          emailCode: current,
        })
      ).body,
    ).toMatchObject({
      code: 'EMAIL_CODE_NOT_REQUESTED',
    });
  });

  it('validates the request', async () => {
    const reply = await t.post(`${API}/auth/email-code`, { email: 'not-an-email', purpose: 'login' });
    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({
      errors: { email: ['Invalid e-mail format'], purpose: ['Invalid value'] },
    });
  });

  it('writes the mail in the language of the request', async () => {
    await t.rebuild({
      overrides: {
        rateLimits: { emailCode: 100 },
        catalogs: {
          ...(await import('@halcyon/i18n/all')).ALL_CATALOGS,
          fr: {
            mail: { codeSubject: 'Code {{appName}} : {{code}}', registerCodeBody: 'Votre code : {{code}}' },
          },
        },
      },
    });
    await t.post(
      `${API}/auth/email-code`,
      { email: 'fr@example.com', purpose: 'register' },
      { lang: 'fr-FR,fr;q=0.9' },
    );
    const mail = await lastMail(t);
    expect(mail.subject).toMatch(/^Code Halcyon : \d{6}$/);
    expect(mail.text).toMatch(/^Votre code : \d{6}$/);
  });
});
