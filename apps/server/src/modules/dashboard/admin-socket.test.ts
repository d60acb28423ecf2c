import { ADMIN_SESSION_COOKIE } from '@halcyon/api';
import { describe, expect, it } from 'vitest';
import { OWNER_ENV, signInOwner } from '../../../test/admin-helpers.ts';
import { login, registerUser } from '../../../test/auth-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { listenWs, ofType, TestSocket, valid } from '../../../test/ws-client.ts';

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
});
