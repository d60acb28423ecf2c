import { ADMIN_SESSION_COOKIE } from '@halcyon/api';
import { describe, expect, it } from 'vitest';
import { OWNER_ENV, signInOwner } from '../../../test/admin-helpers.ts';
import { API, registerUser } from '../../../test/auth-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { listenWs, ofType, TestSocket, valid } from '../../../test/ws-client.ts';

describe.each(backends)('support inbox on the operator socket ($name)', (backend) => {
  const t = useTestApp(backend, { env: OWNER_ENV });

  it('tells the console live that a conversation changed, without the message text', async () => {
    const owner = await signInOwner(t);
    const alice = await registerUser(t, 'alice');
    const url = (await listenWs(t)).replace('/api/uniapp/ws', '/api/admin/ws');
    const socket = await TestSocket.open(url, {
      headers: { cookie: `${ADMIN_SESSION_COOKIE}=${owner.cookie}` },
    });
    try {
      socket.send({ op: 'subscribe', channels: ['support'] });
      expect(valid(await socket.next(ofType('snapshot', 'support')))).toMatchObject({ data: null });
      const sent = await t.post(
        `${API}/support/messages`,
        { clientId: 'live-test-01', text: 'secret words' },
        { token: alice.token },
      );
      expect(sent.status).toBe(200);
      const update = valid(await socket.next(ofType('update', 'support'), 8_000));
      expect(update).toMatchObject({ data: { kind: 'support-inbox', reason: 'message' } });
      expect(JSON.stringify(update)).not.toContain('secret words');
    } finally {
      socket.close();
    }
  }, 20_000);
});
