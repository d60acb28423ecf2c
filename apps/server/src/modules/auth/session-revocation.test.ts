import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { adminRequest, OWNER_ENV, signInOwner } from '../../../test/admin-helpers.ts';
import { aroundQueries, commitsWaitFor, readsSessionByToken } from '../../../test/around-queries.ts';
import { API, login, PASSWORD, registerUser } from '../../../test/auth-helpers.ts';
import { findTestRedis, NO_REDIS_REASON, uniqueBusPrefix } from '../../../test/redis.ts';
import { buildPeerApp, useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import type { App } from '../../platform/app-types.ts';
import type { Bus } from '../../platform/bus.ts';
import { createMemoryBus } from '../../platform/bus.ts';
import { createBus } from '../../platform/create-bus.ts';
import { REFUSED_TTL_MS } from './refused-tokens.ts';
import { onSessionsRevoked, SESSION_CACHE_TTL_MS } from './session-cache.ts';

const redisUrl = await findTestRedis();
const NEW_PASSWORD = 'another456';

/**
 * Sessions are cached in memory for a few seconds; a revocation must still be refused at once, by the
 * process that revoked and by every other process on the same database and bus (its cache is evicted
 * through the bus). Two apps on one database play two server processes: each request warms both caches
 * first, so a refusal afterwards proves the eviction, not a cold read.
 */
const buses: Array<{ name: string; skip: boolean; make: () => { prefix?: string; bus: () => Bus } }> = [
  {
    name: 'one in-process bus',
    skip: false,
    make: () => {
      const bus = createMemoryBus(pino({ level: 'silent' }));
      return { bus: () => bus };
    },
  },
  {
    name: `Redis ${redisUrl ?? NO_REDIS_REASON}`,
    skip: !redisUrl,
    make: () => {
      const prefix = uniqueBusPrefix();
      return { prefix, bus: () => createBus({ redisUrl, prefix, log: pino({ level: 'silent' }) }) };
    },
  },
];

describe.each(backends)('session cache and revocation ($name)', (backend) => {
  const t = useTestApp(backend, { env: OWNER_ENV });
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });

  const check = (app: App, token: string) =>
    app.inject({ method: 'GET', url: `${API}/auth/check`, headers: { authorization: `Bearer ${token}` } });
  const status = async (app: App, token: string) => (await check(app, token)).statusCode;

  /** The test app and a peer on the same database and bus; `settle` waits for a cross-process delivery. */
  async function twoApps(which: (typeof buses)[number]) {
    const made = which.make();
    const hostBus = made.bus();
    await t.rebuild({
      env: OWNER_ENV,
      overrides: { bus: hostBus, ...(made.prefix ? { busPrefix: made.prefix } : {}) },
    });
    const peerBus = made.prefix ? made.bus() : hostBus;
    const peer = await buildPeerApp(t, backend.name, { bus: peerBus, liquidityMaker: false });
    await hostBus.ready?.();
    await peerBus.ready?.();
    closers.push(async () => {
      await peer.close();
      await t.rebuild({ env: OWNER_ENV });
      await hostBus.close();
      if (peerBus !== hostBus) await peerBus.close();
    });
    // In process the eviction is synchronous; through Redis it is one delivery away (at most a few ms).
    const refusedOn = async (app: App, token: string) => {
      if (!made.prefix) return status(app, token);
      await expect.poll(() => status(app, token), { timeout: 1_000, interval: 5 }).toBe(401);
      return 401;
    };
    return { host: t.app, peer, refusedOn };
  }

  describe.each(buses)('over $name', (which) => {
    it.skipIf(which.skip)('logout and a rotated access token are refused at once everywhere', async () => {
      const { host, peer, refusedOn } = await twoApps(which);
      const alice = await registerUser(t, 'alice');
      const other = await login(t, 'alice');
      for (const app of [host, peer]) {
        expect(await status(app, alice.token)).toBe(200);
        expect(await status(app, other.token)).toBe(200);
      }
      const out = await peer.inject({
        method: 'POST',
        url: `${API}/logout`,
        headers: { authorization: `Bearer ${alice.token}` },
      });
      expect(out.statusCode).toBe(200);
      expect(await status(peer, alice.token)).toBe(401);
      expect(await refusedOn(host, alice.token)).toBe(401);
      expect(await status(host, other.token)).toBe(200);

      // Refreshing on the host replaces the access token: the old one, cached on the peer, stops working.
      expect(await status(peer, other.token)).toBe(200);
      const refreshed = await t.post(`${API}/auth/refresh`, { refreshToken: other.refreshToken });
      expect(refreshed.status).toBe(200);
      expect(await status(host, other.token)).toBe(401);
      expect(await refusedOn(peer, other.token)).toBe(401);
    });

    it.skipIf(which.skip)('password change and sign-out-others end the other sessions at once', async () => {
      const { host, peer, refusedOn } = await twoApps(which);
      const current = await registerUser(t, 'carol');
      const phone = await login(t, 'carol');
      const tablet = await login(t, 'carol');
      for (const app of [host, peer]) {
        for (const session of [current, phone, tablet]) expect(await status(app, session.token)).toBe(200);
      }
      const changed = await host.inject({
        method: 'POST',
        url: `${API}/user/password`,
        headers: { authorization: `Bearer ${current.token}` },
        payload: { oldPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(await status(host, phone.token)).toBe(401);
      expect(await refusedOn(peer, phone.token)).toBe(401);
      expect(await status(peer, tablet.token)).toBe(401);
      expect(await status(peer, current.token)).toBe(200);

      const laptop = await login(t, 'carol', NEW_PASSWORD);
      expect(await status(host, laptop.token)).toBe(200);
      const signOut = await peer.inject({
        method: 'POST',
        url: `${API}/user/sessions/sign-out-others`,
        headers: { authorization: `Bearer ${current.token}` },
      });
      expect(signOut.json()).toMatchObject({ success: true, data: { signedOut: 1 } });
      expect(await refusedOn(host, laptop.token)).toBe(401);
      expect(await status(host, current.token)).toBe(200);
    });

    it.skipIf(which.skip)('freezing a user in the console refuses their cached session at once', async () => {
      const { host, peer, refusedOn } = await twoApps(which);
      const owner = await signInOwner(t);
      const dave = await registerUser(t, 'dave');
      expect(await status(host, dave.token)).toBe(200);
      expect(await status(peer, dave.token)).toBe(200);
      const frozen = await adminRequest(
        t,
        'POST',
        `/users/${dave.user.id}/freeze`,
        { reason: 'Chargeback fraud' },
        { session: owner },
      );
      expect(frozen.status, JSON.stringify(frozen.body)).toBe(200);
      expect(await status(host, dave.token)).toBe(401);
      expect(await refusedOn(peer, dave.token)).toBe(401);
    });
  });

  // A revocation heard before its transaction committed let a request (or a socket's auth) made on hearing
  // it read the session still live. PostgreSQL only: on PGlite such a read waits for the transaction.
  it('announces a password change and a freeze only once committed: a request made on hearing it is refused', async () => {
    const bus = createMemoryBus(pino({ level: 'silent' }));
    await t.rebuild({ env: OWNER_ENV, overrides: { bus } });
    const owner = await signInOwner(t);
    const grace = await registerUser(t, 'grace');
    const phone = await login(t, 'grace');
    const henry = await registerUser(t, 'henry');
    const endedToken = new Map([
      [grace.user.id, phone.token],
      [henry.user.id, henry.token],
    ]);
    const onHearing: Array<Promise<number>> = [];
    const stop = onSessionsRevoked(bus, (ended) => {
      const token = 'userId' in ended ? endedToken.get(ended.userId) : undefined;
      if (token) onHearing.push(status(t.app, token));
    });
    commitsWaitFor(() => onHearing);
    const changed = await t.post(
      `${API}/user/password`,
      { oldPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      { token: grace.token },
    );
    expect(changed.status).toBe(200);
    const freeze = { reason: 'Chargeback fraud' };
    const frozen = await adminRequest(t, 'POST', `/users/${henry.user.id}/freeze`, freeze, {
      session: owner,
    });
    expect(frozen.status).toBe(200);
    stop();
    expect(await Promise.all(onHearing)).toEqual([401, 401]);
  });

  it('answers a refused token from memory: repeating a bogus or ended token reads the database once', async () => {
    let reads = 0;
    aroundQueries(t.db, (sqlText, run) => {
      if (readsSessionByToken(sqlText)) reads += 1;
      return run();
    });
    for (let i = 0; i < 5; i += 1) expect(await status(t.app, 'not-a-token')).toBe(401);
    expect(reads).toBe(1);
    const ivan = await registerUser(t, 'ivan');
    expect((await t.post(`${API}/logout`, undefined, { token: ivan.token })).status).toBe(200);
    reads = 0;
    for (let i = 0; i < 5; i += 1) expect(await status(t.app, ivan.token)).toBe(401);
    expect(reads).toBe(1);
    // A live token is not refused by them, and a refusal is read again once it is old.
    const judy = await registerUser(t, 'judy');
    expect(await status(t.app, judy.token)).toBe(200);
    t.clock.advance(REFUSED_TTL_MS);
    reads = 0;
    expect(await status(t.app, 'not-a-token')).toBe(401);
    expect(reads).toBe(1);
  });

  it('serves a live session from memory, and reads it again once the cache entry is old', async () => {
    const erin = await registerUser(t, 'erin');
    expect(await status(t.app, erin.token)).toBe(200);
    // Revoked behind the server's back (no bus message): the cached entry still answers until it ages out.
    await t.db
      .updateTable('sessions')
      .set({ revoked_at: new Date(t.clock.now()) })
      .execute();
    expect(await status(t.app, erin.token)).toBe(200);
    t.clock.advance(SESSION_CACHE_TTL_MS);
    expect(await status(t.app, erin.token)).toBe(401);
  });
});
