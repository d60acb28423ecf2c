import type { UserEvent } from '@halcyon/api';
import { describe, expect, it } from 'vitest';
import { adminRequest, OWNER_ENV, signInOwner } from '../../../test/admin-helpers.ts';
import { aroundQueries, readsSessionByToken } from '../../../test/around-queries.ts';
import { API, login, registerUser, type Session } from '../../../test/auth-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { errorOf, listenWs, ofType, TestSocket, valid } from '../../../test/ws-client.ts';
import { createMemoryBus } from '../../platform/bus.ts';
import type { Db } from '../../platform/db.ts';
import { publishUserEvent } from '../../platform/user-events.ts';
import { CLOSE_SESSION_ENDED } from './upgrade-recheck.ts';

const HOUR = 60 * 60 * 1000;

/** Holds the answer of the next read of a session by token until `release()`; the read itself runs. */
function holdNextSessionRead(db: Db) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const hold = { reading: false, release };
  aroundQueries(db, async (sqlText, run) => {
    if (hold.reading || !readsSessionByToken(sqlText)) return run();
    hold.reading = true;
    const answer = await run();
    await gate;
    return answer;
  });
  return hold;
}

const balanceEvent = (currency: string, available: string, time: number): UserEvent => ({
  kind: 'balance',
  balance: { currency, available, frozen: '0', time },
});

describe.each(backends)('websocket private user channel ($name)', (backend) => {
  const bus = createMemoryBus({ error: () => undefined });
  const t = useTestApp(backend, { overrides: { bus } });

  it('answers auth with the user id, and a bad token with AUTH_FAILED', async () => {
    const alice = await registerUser(t, 'alice');
    const socket = await TestSocket.open(await listenWs(t));
    socket.send({ op: 'auth', token: 'not-a-token', id: 'a0' });
    expect(valid(await errorOf(socket, 'AUTH_FAILED'))).toEqual({
      type: 'error',
      code: 'AUTH_FAILED',
      message: 'Login expired, please log in again',
      id: 'a0',
    });
    socket.send({ op: 'auth', token: alice.token, id: 'a1' });
    expect(valid(await socket.next(ofType('authenticated')))).toEqual({
      type: 'authenticated',
      userId: alice.user.id,
      id: 'a1',
    });
    expect(socket.isOpen).toBe(true);
  });

  it('refuses `user` without auth, and accepts it right after an auth sent back to back', async () => {
    const alice = await registerUser(t, 'alice');
    const socket = await TestSocket.open(await listenWs(t));
    socket.send({ op: 'subscribe', channels: ['user', 'tickers'], id: 's1' });
    expect(valid(await errorOf(socket, 'AUTH_REQUIRED'))).toEqual({
      type: 'error',
      code: 'AUTH_REQUIRED',
      message: 'Log in first to subscribe to user',
      channel: 'user',
      id: 's1',
    });
    expect(await socket.next(ofType('subscribed'))).toEqual({
      type: 'subscribed',
      channels: ['tickers'],
      id: 's1',
    });

    // Not waiting for `authenticated`: the subscribe is answered after the auth it follows.
    socket.send({ op: 'auth', token: alice.token });
    socket.send({ op: 'subscribe', channels: ['user'], id: 's2' });
    expect(await socket.next(ofType('authenticated'))).toEqual({
      type: 'authenticated',
      userId: alice.user.id,
    });
    expect(await socket.next(ofType('subscribed'))).toEqual({
      type: 'subscribed',
      channels: ['user'],
      id: 's2',
    });
    expect(valid(await socket.next(ofType('snapshot', 'user')))).toEqual({
      type: 'snapshot',
      channel: 'user',
      seq: 1,
      time: t.clock.now(),
      data: null,
    });
  });

  it("delivers a user's events to that user's sockets only", async () => {
    const alice = await registerUser(t, 'alice');
    const bob = await registerUser(t, 'bob');
    const url = await listenWs(t);
    const subscribed = async (token: string) => {
      const socket = await TestSocket.open(url);
      socket.send({ op: 'auth', token });
      socket.send({ op: 'subscribe', channels: ['user'] });
      await socket.next(ofType('snapshot', 'user'));
      return socket;
    };
    const alicePhone = await subscribed(alice.token);
    const aliceLaptop = await subscribed(alice.token);
    const bobPhone = await subscribed(bob.token);
    const anonymous = await TestSocket.open(url);
    anonymous.send({ op: 'subscribe', channels: ['tickers'] });
    await anonymous.next(ofType('snapshot', 'tickers'));

    const event = balanceEvent('USDT', '12.345678901234567891', t.clock.now());
    await publishUserEvent(bus, alice.user.id, event);
    for (const socket of [alicePhone, aliceLaptop]) {
      expect(valid(await socket.next(ofType('update', 'user')))).toEqual({
        type: 'update',
        channel: 'user',
        seq: 2,
        time: t.clock.now(),
        data: event,
      });
    }
    for (const socket of [bobPhone, anonymous]) {
      await socket.sync();
      expect(socket.take('user')).toEqual([]);
    }

    // A token that expires after the socket authenticated does not cut it off.
    t.clock.advance(3 * HOUR);
    await publishUserEvent(bus, alice.user.id, balanceEvent('BTC', '0.5', t.clock.now()));
    expect(await alicePhone.next(ofType('update', 'user'))).toMatchObject({
      seq: 3,
      data: { kind: 'balance', balance: { currency: 'BTC', available: '0.5' } },
    });
    expect(t.app.realtimeHub.counts()).toEqual({ channels: 3, subscriptions: 4 });
  });

  it('drops the user subscription on a later auth with a bad token, or as another user', async () => {
    const alice = await registerUser(t, 'alice');
    const bob = await registerUser(t, 'bob');
    const socket = await TestSocket.open(await listenWs(t));
    socket.send({ op: 'auth', token: alice.token });
    socket.send({ op: 'subscribe', channels: ['user'] });
    await socket.next(ofType('snapshot', 'user'));

    socket.send({ op: 'auth', token: `${alice.token}x`, id: 'again' });
    expect(await errorOf(socket, 'AUTH_FAILED')).toMatchObject({ id: 'again' });
    expect(await socket.next(ofType('unsubscribed'))).toEqual({ type: 'unsubscribed', channels: ['user'] });
    await publishUserEvent(bus, alice.user.id, balanceEvent('USDT', '1', t.clock.now()));
    await socket.sync();
    expect(socket.take('user')).toEqual([]);
    socket.send({ op: 'subscribe', channels: ['user'] });
    await errorOf(socket, 'AUTH_REQUIRED');

    socket.send({ op: 'auth', token: alice.token });
    socket.send({ op: 'subscribe', channels: ['user'] });
    await socket.next(ofType('snapshot', 'user'));
    socket.send({ op: 'auth', token: bob.token });
    await socket.next((message) => message.type === 'authenticated' && message.userId === bob.user.id);
    expect(await socket.next(ofType('unsubscribed'))).toEqual({ type: 'unsubscribed', channels: ['user'] });
    expect(t.app.realtimeHub.counts()).toEqual({ channels: 0, subscriptions: 0 });
  });

  describe('when the session a socket signed in under ends', () => {
    const ended = { code: CLOSE_SESSION_ENDED, reason: 'session ended' };
    const signedInSocket = async (url: string, session: Session) => {
      const socket = await TestSocket.open(url);
      socket.send({ op: 'auth', token: session.token });
      socket.send({ op: 'subscribe', channels: ['user'] });
      await socket.next(ofType('subscribed'));
      return socket;
    };
    /** Still open, and still served: a ping is answered. */
    const stillOpen = async (socket: TestSocket) => {
      await socket.sync();
      expect(socket.isOpen).toBe(true);
    };

    it("a logout closes that session's socket; other people's and anonymous sockets stay", async () => {
      const url = await listenWs(t);
      const alice = await registerUser(t, 'alice');
      const bob = await registerUser(t, 'bob');
      const aliceSocket = await signedInSocket(url, alice);
      const bobSocket = await signedInSocket(url, bob);
      const anonymous = await TestSocket.open(url);
      expect((await t.post(`${API}/logout`, undefined, { token: alice.token })).status).toBe(200);
      expect(await aliceSocket.closed).toEqual(ended);
      await stillOpen(bobSocket);
      await stillOpen(anonymous);
      // Signing in again with the ended session's token is refused.
      const again = await TestSocket.open(url);
      again.send({ op: 'auth', token: alice.token });
      await errorOf(again, 'AUTH_FAILED');
      for (const socket of [bobSocket, anonymous, again]) socket.close();
    });

    it('signing out the other devices closes their sockets and keeps this one', async () => {
      const url = await listenWs(t);
      const phone = await registerUser(t, 'carol');
      const laptop = await login(t, 'carol');
      const phoneSocket = await signedInSocket(url, phone);
      const laptopSocket = await signedInSocket(url, laptop);
      const signOut = await t.post(`${API}/user/sessions/sign-out-others`, undefined, { token: phone.token });
      expect(signOut.body).toMatchObject({ success: true, data: { signedOut: 1 } });
      expect(await laptopSocket.closed).toEqual(ended);
      await stillOpen(phoneSocket);
      phoneSocket.close();
    });

    it('an auth whose session read was answered live, but late, after a freeze does not sign in', async () => {
      await t.rebuild({ env: OWNER_ENV });
      const owner = await signInOwner(t);
      const url = await listenWs(t);
      const alice = await registerUser(t, 'alice');
      const read = holdNextSessionRead(t.db);
      const socket = await TestSocket.open(url);
      socket.send({ op: 'auth', token: alice.token, id: 'late' });
      await expect.poll(() => read.reading).toBe(true);
      const freeze = { reason: 'Chargeback fraud' };
      const frozen = await adminRequest(t, 'POST', `/users/${alice.user.id}/freeze`, freeze, {
        session: owner,
      });
      expect(frozen.status).toBe(200);
      read.release();
      expect(await errorOf(socket, 'AUTH_FAILED')).toMatchObject({ id: 'late' });
      socket.send({ op: 'subscribe', channels: ['user'] });
      await errorOf(socket, 'AUTH_REQUIRED');
      expect(socket.inbox.filter((message) => message.type === 'authenticated')).toEqual([]);
      socket.close();
    });

    it("someone else's session ending while an auth is checked does not refuse it", async () => {
      const url = await listenWs(t);
      const alice = await registerUser(t, 'alice');
      const bob = await registerUser(t, 'bob');
      const read = holdNextSessionRead(t.db);
      const socket = await TestSocket.open(url);
      socket.send({ op: 'auth', token: alice.token });
      await expect.poll(() => read.reading).toBe(true);
      expect((await t.post(`${API}/logout`, undefined, { token: bob.token })).status).toBe(200);
      read.release();
      expect(await socket.next(ofType('authenticated'))).toMatchObject({ userId: alice.user.id });
      socket.close();
    });

    it('a session that ended unheard (its message lost) closes its socket at the next recheck', async () => {
      await t.rebuild({ overrides: { realtime: { userSessionRecheckMs: 100 } } });
      const url = await listenWs(t);
      const alice = await registerUser(t, 'alice');
      const bob = await registerUser(t, 'bob');
      const aliceSocket = await signedInSocket(url, alice);
      const bobSocket = await signedInSocket(url, bob);
      const anonymous = await TestSocket.open(url);
      // Revoked behind the server's back: no process hears of it.
      await t.db
        .updateTable('sessions')
        .set({ revoked_at: new Date(t.clock.now()), revoke_reason: 'frozen' })
        .where('user_id', '=', alice.user.id)
        .execute();
      expect(await aliceSocket.closed).toEqual(ended);
      // Asked about in the same round, and still standing.
      await stillOpen(bobSocket);
      await stillOpen(anonymous);
      for (const socket of [bobSocket, anonymous]) socket.close();
    });

    it('a token refresh keeps the socket: the session goes on', async () => {
      const url = await listenWs(t);
      const dave = await registerUser(t, 'dave');
      const socket = await signedInSocket(url, dave);
      const refreshed = await t.post(`${API}/auth/refresh`, { refreshToken: dave.refreshToken });
      expect(refreshed.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await stillOpen(socket);
      await publishUserEvent(bus, dave.user.id, balanceEvent('USDT', '5', t.clock.now()));
      expect(await socket.next(ofType('update', 'user'))).toMatchObject({ data: { kind: 'balance' } });
      socket.close();
    });
  });
});
