import { adminRechargeOrder } from '@halcyon/api';
import { describe, expect, it } from 'vitest';
import { OWNER_EMAIL, OWNER_ENV, signInOwner } from '../../../test/admin-helpers.ts';
import { registerUser } from '../../../test/auth-helpers.ts';
import { accepted, addOperator, operatorCall, placeDeposit, refused } from '../../../test/finance-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';

// The console's deposit dialog reads its order by number: a decided deposit leaves the pending queue, so
// the queue cannot tell an open dialog how another operator decided.
describe.each(backends)('one deposit read by an operator ($name)', (backend) => {
  const t = useTestApp(backend, { env: OWNER_ENV });

  it('shows who approved a deposit after it left the pending queue', async () => {
    const owner = await signInOwner(t);
    const mia = operatorCall(t, await addOperator(t, owner, 'mia@example.com', 'finance'));
    const alice = await registerUser(t, 'alice');
    const { orderNo } = await placeDeposit(t, alice.token, '100');
    const one = async () => adminRechargeOrder.parse(accepted(await mia.get(`/recharge/orders/${orderNo}`)));
    expect(await one()).toMatchObject({
      orderNo,
      status: 'pending',
      decidedBy: null,
      user: { account: 'alice' },
    });

    accepted(await operatorCall(t, owner).post(`/recharge/orders/${orderNo}/approve`, { reference: 'TX-1' }));
    expect(accepted<{ items: unknown[] }>(await mia.get('/recharge/orders')).items).toEqual([]);
    expect(await one()).toMatchObject({
      status: 'completed',
      decidedBy: owner.operatorId,
      decidedAt: t.clock.now(),
      reference: 'TX-1',
    });
  });

  // The search joins the operators table for the name: every column it filters on must stay the order's.
  it("finds a deposit by its number, its owner's id, account or e-mail in any case, and nothing else", async () => {
    const session = await signInOwner(t);
    const owner = operatorCall(t, session);
    const alice = await registerUser(t, 'alice');
    const { orderNo } = await placeDeposit(t, alice.token, '100');
    const found = async (search: string) =>
      accepted<{ items: { orderNo: string }[] }>(
        await owner.get(`/recharge/orders?status=all&search=${encodeURIComponent(search)}`),
      ).items.map((item) => item.orderNo);
    for (const search of [orderNo, alice.user.id, 'alice', 'ALICE@example.com']) {
      expect(await found(search), search).toEqual([orderNo]);
    }
    for (const search of ['alic', 'bob@example.com', session.operatorId]) {
      expect(await found(search), search).toEqual([]);
    }
  });

  it('names the operator who decided a deposit, in the queue and in the order', async () => {
    const owner = await signInOwner(t);
    const miaSession = await addOperator(t, owner, 'mia@example.com', 'finance');
    const mia = operatorCall(t, miaSession);
    const alice = await registerUser(t, 'alice');
    const approved = await placeDeposit(t, alice.token, '100');
    const rejected = await placeDeposit(t, alice.token, '50');
    const one = async (orderNo: string) => accepted(await mia.get(`/recharge/orders/${orderNo}`));
    expect(await one(approved.orderNo)).toMatchObject({ decidedBy: null, decidedByName: null });

    // The decision's own answer names its operator too.
    expect(accepted(await mia.post(`/recharge/orders/${approved.orderNo}/approve`, {}))).toMatchObject({
      decidedBy: miaSession.operatorId,
      decidedByName: 'mia',
    });
    // The owner made from ADMIN_EMAIL has no name: their e-mail stands for it.
    const reason = { reason: 'The amount on the proof does not match the order.' };
    accepted(await operatorCall(t, owner).post(`/recharge/orders/${rejected.orderNo}/reject`, reason));
    const items = accepted<{ items: unknown[] }>(await mia.get('/recharge/orders?status=all')).items;
    expect(items).toEqual([
      expect.objectContaining({
        orderNo: rejected.orderNo,
        decidedBy: owner.operatorId,
        decidedByName: OWNER_EMAIL,
      }),
      expect.objectContaining({
        orderNo: approved.orderNo,
        decidedBy: miaSession.operatorId,
        decidedByName: 'mia',
      }),
    ]);
    expect(adminRechargeOrder.parse(await one(approved.orderNo))).toMatchObject({ decidedByName: 'mia' });

    // An id whose operator row is gone: no name, the id stays for the console to show.
    await t.db
      .updateTable('recharge_orders')
      .set({ decided_by: 'gone-operator' })
      .where('order_no', '=', approved.orderNo)
      .execute();
    expect(await one(approved.orderNo)).toMatchObject({ decidedBy: 'gone-operator', decidedByName: null });
  });

  it('answers 404 for an unknown order and 403 to a role without finance.read', async () => {
    const owner = await signInOwner(t);
    const support = operatorCall(t, await addOperator(t, owner, 'support@example.com', 'support'));
    const alice = await registerUser(t, 'alice');
    const { orderNo } = await placeDeposit(t, alice.token, '100');
    refused(await operatorCall(t, owner).get('/recharge/orders/R-NO-SUCH-ORDER'), 404, 'ORDER_NOT_FOUND');
    refused(await support.get(`/recharge/orders/${orderNo}`), 403, 'FORBIDDEN');
  });
});
