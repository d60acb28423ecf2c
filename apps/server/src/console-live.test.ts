import { describe, expect, it } from 'vitest';
import { adminRequest, OWNER_ENV, signInOwner } from '../test/admin-helpers.ts';
import { useTestApp } from '../test/test-app.ts';
import { backends } from '../test/test-database.ts';
import { listenWs, ofType, TestSocket, valid } from '../test/ws-client.ts';

// What an operator changes reaches open user apps on the public `config` channel, without a reload.
describe.each(backends)('configuration pushed to the user app ($name)', (backend) => {
  const t = useTestApp(backend, { env: OWNER_ENV });

  it('a pair suspension and a payout rate change each announce themselves on `config`', async () => {
    const owner = await signInOwner(t);
    const socket = await TestSocket.open(await listenWs(t));
    try {
      socket.send({ op: 'subscribe', channels: ['config'] });
      expect(valid(await socket.next(ofType('snapshot', 'config')))).toMatchObject({ data: null });
      await adminRequest(
        t,
        'POST',
        '/config/pairs/BTCUSDT/suspend',
        { reason: 'incident' },
        { session: owner },
      );
      expect(valid(await socket.next(ofType('update', 'config')))).toMatchObject({ data: { kind: 'pairs' } });
      const contracts = (await adminRequest(t, 'GET', '/config/contracts', undefined, { session: owner }))
        .body.data as { minAmount: string; maxAmount: string; periods: unknown[] };
      const { minAmount, maxAmount, periods } = contracts;
      await adminRequest(
        t,
        'PUT',
        '/config/contracts',
        { minAmount, maxAmount, periods },
        { session: owner },
      );
      expect(await socket.next(ofType('update', 'config'))).toMatchObject({ data: { kind: 'contracts' } });
    } finally {
      socket.close();
    }
  });
});
