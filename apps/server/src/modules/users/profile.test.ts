import { describe, expect, it } from 'vitest';
import { API, registerUser } from '../../../test/auth-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';

describe.each(backends)('profile ($name)', (backend) => {
  const t = useTestApp(backend);

  it('GET /user/profile answers the user without any secret', async () => {
    const session = await registerUser(t, 'profiled');
    const reply = await t.get(`${API}/user/profile`, { token: session.token });
    expect(reply.body).toEqual({ success: true, data: { user: session.user } });
    expect(Object.keys(session.user).sort()).toEqual([
      'account',
      'avatar',
      'createdAt',
      'creditScore',
      'email',
      'id',
      'invitationCode',
      'nickname',
      'realNameStatus',
      'uid',
      'withdrawalPasswordSet',
    ]);
  });

  it.each(['/user/profile', '/user/update-profile'])('POST %s changes the nickname', async (path) => {
    const session = await registerUser(t, 'renamer');
    const reply = await t.post(`${API}${path}`, { nickname: '  Night Owl  ' }, { token: session.token });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, data: { user: { ...session.user, nickname: 'Night Owl' } } });
    expect((await t.get(`${API}/user/profile`, { token: session.token })).body).toMatchObject({
      data: { user: { nickname: 'Night Owl' } },
    });
  });

  it('rejects fields a user may not change, naming each', async () => {
    const session = await registerUser(t, 'sneaky');
    const reply = await t.post(
      `${API}/user/update-profile`,
      { nickname: 'ok', status: 'admin', role: 'operator', balance: '1000000', creditScore: 999 },
      { token: session.token },
    );
    expect(reply.status).toBe(422);
    expect(reply.body).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Input invalid, please check and retry',
      errors: {
        status: ['This field cannot be set here'],
        role: ['This field cannot be set here'],
        balance: ['This field cannot be set here'],
        creditScore: ['This field cannot be set here'],
      },
    });
    const row = await t.db.selectFrom('users').select(['nickname', 'credit_score']).executeTakeFirstOrThrow();
    expect(row).toEqual({ nickname: 'sneaky', credit_score: 100 });
  });

  it('validates the nickname', async () => {
    const session = await registerUser(t, 'namer');
    const empty = await t.post(`${API}/user/profile`, { nickname: ' ' }, { token: session.token });
    expect(empty.body).toMatchObject({ errors: { nickname: ['Please enter a nickname'] } });
    const long = await t.post(`${API}/user/profile`, { nickname: 'n'.repeat(33) }, { token: session.token });
    expect(long.body).toMatchObject({ errors: { nickname: ['Too long'] } });
  });

  it('requires a token', async () => {
    expect((await t.get(`${API}/user/profile`)).status).toBe(401);
    expect((await t.post(`${API}/user/update-profile`, { status: 'x' })).status).toBe(401);
  });
});
