import { ADMIN_SESSION, ADMIN_SESSION_COOKIE } from '@halcyon/api';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminRequest, type OperatorSession, OWNER_ENV, signInOwner } from '../../../test/admin-helpers.ts';
import { login, registerUser } from '../../../test/auth-helpers.ts';
import { addOperator } from '../../../test/finance-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { listenWs, ofType, TestSocket, valid } from '../../../test/ws-client.ts';
import { CLOSE_SESSION_ENDED } from '../realtime/index.ts';

describe.each(backends)('operator socket ($name)', (backend) => {
  const t = useTestApp(backend, { env: OWNER_ENV });

  it('opens with the operator cookie only, and keeps the dashboard channel live', async () => {
    const owner = await signInOwner(t);
    const url = (await listenWs(t)).replace('/api/uniapp/ws', '/api/admin/ws');
    await expect(TestSocket.open(url)).rejects.toThrow(/401/);
    // A user's token is no operator credential here either.
    await registerUser(t, 'alice');
    const user = await login(t, 'alice');
    await expect(
      TestSocket.open(url, { headers: { authorization: `Bearer ${user.token}` } }),
    ).rejects.toThrow(/401/);

    const socket = await TestSocket.open(url, {
      headers: { cookie: `${ADMIN_SESSION_COOKIE}=${owner.cookie}` },
    });
    try {
      socket.send({ op: 'subscribe', channels: ['dashboard'] });
      const snapshot = valid(await socket.next(ofType('snapshot', 'dashboard')));
      expect(snapshot).toMatchObject({ seq: 1, data: { users: { total: 1 } } });
      await registerUser(t, 'bobby');
      const update = await socket.next(ofType('update', 'dashboard'), 8_000);
      expect(update).toMatchObject({ seq: 2, data: { users: { total: 2 } } });
      socket.send({ op: 'subscribe', channels: ['tickers'] });
      await socket.sync();
      expect(socket.inbox.some((message) => message.type === 'error')).toBe(true);
    } finally {
      socket.close();
    }
  }, 20_000);

  describe('when the session behind an open socket ends', () => {
    const RECHECK_MS = 100;
    let url: string | undefined;
    const openAs = async (operator: OperatorSession) => {
      url ??= (await listenWs(t)).replace('/api/uniapp/ws', '/api/admin/ws');
      const socket = await TestSocket.open(url, {
        headers: { cookie: `${ADMIN_SESSION_COOKIE}=${operator.cookie}` },
      });
      socket.send({ op: 'subscribe', channels: ['dashboard'] });
      await socket.next(ofType('snapshot', 'dashboard'));
      return socket;
    };
    /** Open through several rechecks, then closed by the session's end with the session-ended code. */
    const closedBy = async (socket: TestSocket, end: () => Promise<unknown>) => {
      await new Promise((resolve) => setTimeout(resolve, RECHECK_MS * 4));
      await socket.sync();
      await end();
      return socket.closed;
    };
    const ended = { code: CLOSE_SESSION_ENDED, reason: 'session ended' };

    beforeEach(() => {
      url = undefined;
    });

    it('closes when the operator signs out', async () => {
      await t.rebuild({ overrides: { realtime: { sessionRecheckMs: RECHECK_MS } } });
      const owner = await signInOwner(t);
      const socket = await openAs(owner);
      const logout = () => adminRequest(t, 'POST', '/auth/logout', undefined, { session: owner });
      expect(await closedBy(socket, logout)).toEqual(ended);
    }, 20_000);

    it('closes when the operator is disabled, and leaves other operators open', async () => {
      await t.rebuild({ overrides: { realtime: { sessionRecheckMs: RECHECK_MS } } });
      const owner = await signInOwner(t);
      const finance = await addOperator(t, owner, 'sock@example.com', 'finance');
      const theirs = await openAs(finance);
      const mine = await openAs(owner);
      const disable = () =>
        adminRequest(t, 'POST', `/operators/${finance.operatorId}/disable`, undefined, { session: owner });
      expect(await closedBy(theirs, disable)).toEqual(ended);
      await new Promise((resolve) => setTimeout(resolve, RECHECK_MS * 3));
      await mine.sync();
      mine.close();
    }, 20_000);

    it('closes when the session idles out, without the socket keeping it alive', async () => {
      await t.rebuild({ overrides: { realtime: { sessionRecheckMs: RECHECK_MS } } });
      const owner = await signInOwner(t);
      const socket = await openAs(owner);
      const idle = async () => t.clock.advance(ADMIN_SESSION.idleTtlMs);
      expect(await closedBy(socket, idle)).toEqual(ended);
    }, 20_000);
  });
});
