import { describe, expect, it } from 'vitest';
import { API, login, registerUser } from '../../../test/auth-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { deviceLabel } from './device-label.ts';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('deviceLabel', () => {
  it.each([
    [ANDROID_CHROME, 'Chrome on Android'],
    [IPHONE_SAFARI, 'Safari on iOS'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
      'Firefox on Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0',
      'Edge on macOS',
    ],
    ['curl/8.0', null],
    [null, null],
  ])('%s -> %s', (agent, label) => {
    expect(deviceLabel(agent)).toBe(label);
  });
});

describe.each(backends)('sessions, sign-ins and referrals ($name)', (backend) => {
  const t = useTestApp(backend);
  const loginFrom = async (account: string, userAgent: string, remoteAddress: string) => {
    // Sessions are ordered by their start: one login a second apart.
    t.clock.advance(1_000);
    const reply = await t.app.inject({
      method: 'POST',
      url: `${API}/login`,
      payload: { account, password: 'secret123' },
      headers: { 'user-agent': userAgent },
      remoteAddress,
    });
    expect(reply.statusCode).toBe(200);
    return (reply.json() as { data: { token: string } }).data.token;
  };

  it('lists the live sessions with the current one marked, and signs out all others', async () => {
    await registerUser(t, 'roamer');
    const phone = await loginFrom('roamer', ANDROID_CHROME, '203.0.113.5');
    t.clock.advance(60_000);
    const tablet = await loginFrom('roamer', IPHONE_SAFARI, '198.51.100.9');
    const list = await t.get(`${API}/user/sessions`, { token: tablet });
    const items = list.body.data as { items: Record<string, unknown>[] };
    expect(items.items).toHaveLength(3);
    expect(items.items[0]).toMatchObject({ current: true, device: 'Safari on iOS', ip: '198.51.100.9' });
    expect(items.items[1]).toMatchObject({ current: false, device: 'Chrome on Android', ip: '203.0.113.5' });

    const out = await t.post(`${API}/user/sessions/sign-out-others`, undefined, { token: tablet });
    expect(out.body).toEqual({ success: true, data: { signedOut: 2 } });
    expect((await t.get(`${API}/user/profile`, { token: phone })).status).toBe(401);
    expect((await t.get(`${API}/user/profile`, { token: tablet })).status).toBe(200);
    const after = await t.get(`${API}/user/sessions`, { token: tablet });
    expect((after.body.data as { items: unknown[] }).items).toHaveLength(1);
  });

  it("keeps the recent sign-ins (also of ended sessions), newest first, and shows nobody else's", async () => {
    await registerUser(t, 'historian');
    await registerUser(t, 'stranger');
    await loginFrom('stranger', ANDROID_CHROME, '192.0.2.1');
    const token = await loginFrom('historian', ANDROID_CHROME, '203.0.113.5');
    await t.post(`${API}/user/sessions/sign-out-others`, undefined, { token });
    const reply = await t.get(`${API}/user/sign-ins`, { token });
    const { items } = reply.body.data as { items: { ip: string | null; device: string | null }[] };
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ device: 'Chrome on Android', ip: '203.0.113.5' });
    expect(items.some((item) => item.ip === '192.0.2.1')).toBe(false);
  });

  it('counts the people who registered with my invitation code', async () => {
    const host = await registerUser(t, 'inviter');
    await registerUser(t, 'friendone', { invitationCode: host.user.invitationCode });
    await registerUser(t, 'friendtwo', { invitationCode: host.user.invitationCode.toLowerCase() });
    await registerUser(t, 'loner');
    const reply = await t.get(`${API}/user/referrals`, { token: host.token });
    expect(reply.body).toEqual({
      success: true,
      data: { invitationCode: host.user.invitationCode, invitedCount: 2 },
    });
    const fresh = await login(t, 'loner');
    expect((await t.get(`${API}/user/referrals`, { token: fresh.token })).body).toMatchObject({
      data: { invitedCount: 0 },
    });
  });

  it('needs a session', async () => {
    expect((await t.get(`${API}/user/sessions`)).status).toBe(401);
    expect((await t.post(`${API}/user/sessions/sign-out-others`)).status).toBe(401);
    expect((await t.get(`${API}/user/sign-ins`)).status).toBe(401);
    expect((await t.get(`${API}/user/referrals`)).status).toBe(401);
  });
});
