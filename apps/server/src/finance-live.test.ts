import { ADMIN_SESSION_COOKIE } from '@halcyon/api';
import { describe, expect, it } from 'vitest';
import { OWNER_ENV, signInOwner } from '../test/admin-helpers.ts';
import { registerUser } from '../test/auth-helpers.ts';
import { accepted, addOperator, memberPost, operatorCall, placeDeposit } from '../test/finance-helpers.ts';
import { useTestApp } from '../test/test-app.ts';
import { backends } from '../test/test-database.ts';
import { errorOf, listenWs, ofType, TestSocket, valid } from '../test/ws-client.ts';

type UserUpdate = {
  data: {
    kind: string;
    order?: { orderNo: string; status: string };
    balance?: { available: string; frozen: string };
  };
};

/**
 * A person's open order page and finance hub update without a reload: every status change of their deposits
 * and withdrawals arrives on their private `user` channel over the real websocket, valid to the contract.
 */
describe.each(backends)('finance pushes on the user channel ($name)', (backend) => {
  const t = useTestApp(backend, { env: OWNER_ENV });

  it('delivers deposit and withdrawal status changes and balances to their owner', async () => {
    const owner = await signInOwner(t);
    const alice = await registerUser(t, 'alice');
    const socket = await TestSocket.open(await listenWs(t));
    socket.send({ op: 'auth', token: alice.token });
    socket.send({ op: 'subscribe', channels: ['user'] });
    await socket.next(ofType('snapshot', 'user'));
    const next = async (kind: string) =>
      (
        valid(
          await socket.next((m) => m.type === 'update' && (m as unknown as UserUpdate).data.kind === kind),
        ) as unknown as UserUpdate
      ).data;

    const { orderNo } = await placeDeposit(t, alice.token, '100');
    expect((await next('recharge-order')).order).toMatchObject({ orderNo, status: 'pending' });
    accepted(await operatorCall(t, owner).post(`/recharge/orders/${orderNo}/approve`));
    expect((await next('recharge-order')).order).toMatchObject({ orderNo, status: 'completed' });
    expect((await next('balance')).balance).toMatchObject({ available: '99.9', frozen: '0' });

    accepted(
      await memberPost(
        t,
        '/user/withdrawal-password',
        { newPassword: '20481357', confirmPassword: '20481357' },
        { token: alice.token },
      ),
    );
    const placed = accepted<{ orderNo: string }>(
      await memberPost(
        t,
        '/withdrawal/orders',
        {
          configId: 'usdt_trc20',
          amount: '20',
          address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
          withdrawalPassword: '20481357',
        },
        { token: alice.token },
      ),
    );
    expect((await next('withdrawal-order')).order).toMatchObject({
      orderNo: placed.orderNo,
      status: 'pending',
    });
    expect((await next('balance')).balance).toMatchObject({ available: '78.9', frozen: '21' });
    accepted(await operatorCall(t, owner).post(`/withdrawal/orders/${placed.orderNo}/take`));
    expect((await next('withdrawal-order')).order).toMatchObject({ status: 'processing' });
    accepted(
      await operatorCall(t, owner).post(`/withdrawal/orders/${placed.orderNo}/complete`, { txId: 'f00d' }),
    );
    expect((await next('withdrawal-order')).order).toMatchObject({ status: 'completed' });
    expect((await next('balance')).balance).toMatchObject({ available: '78.9', frozen: '0' });
    socket.close();
  });

  it("keeps the operators' finance queues live on the operator socket", async () => {
    const owner = await signInOwner(t);
    const alice = await registerUser(t, 'alice');
    const url = (await listenWs(t)).replace('/api/uniapp/ws', '/api/admin/ws');
    const socket = await TestSocket.open(url, {
      headers: { cookie: `${ADMIN_SESSION_COOKIE}=${owner.cookie}` },
    });
    try {
      socket.send({ op: 'subscribe', channels: ['finance-queue'] });
      expect(valid(await socket.next(ofType('snapshot', 'finance-queue')))).toMatchObject({ data: null });
      const { orderNo } = await placeDeposit(t, alice.token, '100');
      expect(valid(await socket.next(ofType('update', 'finance-queue')))).toMatchObject({
        data: { kind: 'finance-queue', queue: 'recharge', orderNo, status: 'pending' },
      });
      accepted(
        await operatorCall(t, owner).post(`/recharge/orders/${orderNo}/reject`, { reason: 'No payment' }),
      );
      expect(valid(await socket.next(ofType('update', 'finance-queue')))).toMatchObject({
        data: { queue: 'recharge', orderNo, status: 'rejected' },
      });
    } finally {
      socket.close();
    }
  });

  it('opens each live queue only to a role that may read it, as the routes behind it do', async () => {
    const owner = await signInOwner(t);
    const url = (await listenWs(t)).replace('/api/uniapp/ws', '/api/admin/ws');
    const roles = [
      { role: 'finance', opens: 'finance-queue', not: 'support' },
      { role: 'support', opens: 'support', not: 'finance-queue' },
    ] as const;
    for (const { role, opens, not } of roles) {
      const operator = await addOperator(t, owner, `${role}@halcyon.test`, role);
      const socket = await TestSocket.open(url, {
        headers: { cookie: `${ADMIN_SESSION_COOKIE}=${operator.cookie}` },
      });
      try {
        socket.send({ op: 'subscribe', channels: [not, opens] });
        // Another role's queue is as unknown to this one as a channel that does not exist.
        expect(valid(await errorOf(socket, 'UNKNOWN_CHANNEL'))).toMatchObject({ channel: not });
        expect(await socket.next(ofType('subscribed'))).toMatchObject({ channels: [opens] });
        expect(valid(await socket.next(ofType('snapshot', opens)))).toMatchObject({ channel: opens });
      } finally {
        socket.close();
      }
    }
  });
});
