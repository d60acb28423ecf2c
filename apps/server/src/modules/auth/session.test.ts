import { describe, expect, it } from 'vitest';
import { API, login, registerUser, type Session } from '../../../test/auth-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

describe.each(backends)('sessions and tokens ($name)', (backend) => {
  const t = useTestApp(backend);
  const check = (token: string) => t.get(`${API}/auth/check`, { token });
  const refresh = (refreshToken: string) => t.post(`${API}/auth/refresh`, { refreshToken });

  it('GET /auth/check answers the user of a valid token', async () => {
    const session = await registerUser(t, 'checker');
    expect((await check(session.token)).body).toEqual({ success: true, data: { user: session.user } });
  });

  it('rejects missing, malformed and unknown tokens with 401 UNAUTHORIZED', async () => {
    expect((await t.get(`${API}/auth/check`)).body).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Login required',
    });
    const basic = await t.app.inject({
      method: 'GET',
      url: `${API}/auth/check`,
      headers: { authorization: 'Basic abc' },
    });
    expect(basic.statusCode).toBe(401);
    expect((await check('x'.repeat(43))).body).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('expires the access token after 2 hours with TOKEN_EXPIRED', async () => {
    const session = await registerUser(t, 'sleeper');
    t.clock.advance(2 * HOUR - 1);
    expect((await check(session.token)).status).toBe(200);
    t.clock.advance(1);
    const expired = await check(session.token);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({
      success: false,
      code: 'TOKEN_EXPIRED',
      message: 'Login expired, please log in again',
    });
  });

  it('POST /auth/refresh rotates both tokens; the old access token stops working', async () => {
    const session = await registerUser(t, 'rotator');
    t.clock.advance(3 * HOUR);
    const reply = await refresh(session.refreshToken);
    expect(reply.status).toBe(200);
    const next = reply.body.data as Session;
    expect(next).toEqual({
      user: session.user,
      token: expect.any(String),
      refreshToken: expect.any(String),
      expiresAt: t.clock.now() + 2 * HOUR,
    });
    expect(next.token).not.toBe(session.token);
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect((await check(next.token)).status).toBe(200);
    expect((await check(session.token)).body).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await refresh(next.refreshToken)).status).toBe(200);
  });

  it('revokes the whole session when a spent refresh token comes back', async () => {
    const session = await registerUser(t, 'victim');
    const other = await login(t, 'victim');
    const rotated = (await refresh(session.refreshToken)).body.data as Session;
    const replay = await refresh(session.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({ code: 'REFRESH_TOKEN_INVALID' });
    // Everything of that session is dead now, including the tokens the rightful owner got.
    expect((await check(rotated.token)).body).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await refresh(rotated.refreshToken)).status).toBe(401);
    // Other sessions of the user are untouched.
    expect((await check(other.token)).status).toBe(200);
  });

  it('does not refresh after 30 days or with an unknown token', async () => {
    const session = await registerUser(t, 'ancient');
    expect((await refresh('never-issued')).body).toMatchObject({ code: 'REFRESH_TOKEN_INVALID' });
    t.clock.advance(30 * DAY);
    expect((await refresh(session.refreshToken)).status).toBe(401);
  });

  it('POST /logout ends the session; its tokens are then refused', async () => {
    const session = await registerUser(t, 'leaver');
    const other = await login(t, 'leaver');
    const out = await t.post(`${API}/logout`, undefined, { token: session.token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, data: null });
    expect((await check(session.token)).body).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await refresh(session.refreshToken)).status).toBe(401);
    expect((await t.post(`${API}/logout`, undefined, { token: session.token })).status).toBe(401);
    expect((await check(other.token)).status).toBe(200);
  });

  it('POST /logout takes a JSON content type with an empty body', async () => {
    const session = await registerUser(t, 'bodiless');
    const out = await t.app.inject({
      method: 'POST',
      url: `${API}/logout`,
      headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
    });
    expect(out.statusCode).toBe(200);
    expect((await check(session.token)).status).toBe(401);
  });

  it('POST /logout still ends a session whose access token has run out', async () => {
    const session = await registerUser(t, 'latecomer');
    t.clock.advance(5 * HOUR);
    expect((await t.post(`${API}/logout`, undefined, { token: session.token })).status).toBe(200);
    expect((await refresh(session.refreshToken)).status).toBe(401);
  });

  it('stores only hashes of tokens', async () => {
    const session = await registerUser(t, 'hashed');
    const row = await t.db.selectFrom('sessions').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(session.token);
    expect(JSON.stringify(row)).not.toContain(session.refreshToken);
  });
});
