import { describe, expect, it } from 'vitest';
import { API, login, PASSWORD, registerUser, requestCode } from '../../../test/auth-helpers.ts';
import { lastMail } from '../../../test/outbox-mail.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';

const NEW_PASSWORD = 'changed42';

describe.each(backends)('passwords ($name)', (backend) => {
  const t = useTestApp(backend);
  const check = (token: string) => t.get(`${API}/auth/check`, { token });
  const change = (token: string, body: Record<string, string>) =>
    t.post(`${API}/user/password`, body, { token });

  it('POST /user/password changes it and ends every other session, not the current one', async () => {
    const current = await registerUser(t, 'changer');
    const phone = await login(t, 'changer');
    const reply = await change(current.token, {
      oldPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, data: null });
    expect((await check(current.token)).status).toBe(200);
    expect((await check(phone.token)).body).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await t.post(`${API}/auth/refresh`, { refreshToken: phone.refreshToken })).status).toBe(401);
    expect((await t.post(`${API}/login`, { account: 'changer', password: PASSWORD })).status).toBe(401);
    await login(t, 'changer', NEW_PASSWORD);
  });

  it('refuses a wrong current password and an unchanged one', async () => {
    const session = await registerUser(t, 'careful');
    const wrong = await change(session.token, {
      oldPassword: 'notmine1',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: 'OLD_PASSWORD_INCORRECT',
      message: 'The current password is wrong',
    });
    const same = await change(session.token, {
      oldPassword: PASSWORD,
      newPassword: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(same.status).toBe(400);
    expect(same.body).toMatchObject({ code: 'SAME_PASSWORD' });
  });

  it('validates the new password like registration does', async () => {
    const session = await registerUser(t, 'rules');
    const reply = await change(session.token, {
      oldPassword: PASSWORD,
      newPassword: 'letters',
      confirmPassword: 'other',
    });
    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({
      errors: { newPassword: ['Password must contain letters and numbers'] },
    });
    const mismatch = await change(session.token, {
      oldPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: 'changed43',
    });
    expect(mismatch.body).toMatchObject({ errors: { confirmPassword: ['Passwords do not match'] } });
    expect((await change('', { oldPassword: PASSWORD })).status).toBe(401);
  });

  it('POST /auth/reset-password sets a new password with a mailed code and ends every session', async () => {
    const first = await registerUser(t, 'forgetful');
    const second = await login(t, 'forgetful');
    t.clock.advance(60_000);
    const emailCode = await requestCode(t, 'forgetful@example.com', 'reset_password');
    const mail = await lastMail(t);
    expect(mail.kind).toBe('email_code_reset_password');
    const reply = await t.post(`${API}/auth/reset-password`, {
      email: 'Forgetful@Example.com',
      emailCode,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, data: null });
    for (const session of [first, second]) {
      expect((await check(session.token)).body).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    expect((await t.post(`${API}/login`, { account: 'forgetful', password: PASSWORD })).status).toBe(401);
    await login(t, 'forgetful', NEW_PASSWORD);
    const again = await t.post(`${API}/auth/reset-password`, {
      email: 'forgetful@example.com',
      emailCode,
      newPassword: 'another77',
      confirmPassword: 'another77',
    });
    expect(again.body).toMatchObject({ code: 'EMAIL_CODE_NOT_REQUESTED' });
  });

  it('validates the reset request', async () => {
    const reply = await t.post(`${API}/auth/reset-password`, {
      email: 'bad',
      emailCode: '12',
      newPassword: 'short',
      confirmPassword: 'short',
    });
    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({
      errors: {
        email: ['Invalid e-mail format'],
        emailCode: ['The verification code is 6 digits'],
        newPassword: ['Password must be 6 to 20 characters', 'Password must contain letters and numbers'],
      },
    });
  });
});
