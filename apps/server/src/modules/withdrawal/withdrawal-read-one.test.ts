import { adminWithdrawalOrder } from '@halcyon/api';
import { describe, expect, it } from 'vitest';
import { OWNER_EMAIL, OWNER_ENV, signInOwner } from '../../../test/admin-helpers.ts';
import {
  accepted,
  addOperator,
  operatorCall,
  placeWithdrawal,
  refused,
  withdrawingMember,
} from '../../../test/finance-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';

// The console's withdrawal dialog reads its order by number: a taken or decided order leaves the pending
// queue, so the queue cannot tell an open dialog what another operator did.
describe.each(backends)('one withdrawal read by an operator ($name)', (backend) => {
  const t = useTestApp(backend, { env: OWNER_ENV });

  /** Alice's pending 20 USDT withdrawal. */
  const pendingWithdrawal = async () => ({
    orderNo: await placeWithdrawal(t, await withdrawingMember(t, 'alice', '100'), '20'),
  });

  it('shows who took and who decided an order after it left the pending queue', async () => {
    const owner = await signInOwner(t);
    const mia = operatorCall(t, await addOperator(t, owner, 'mia@example.com', 'finance'));
    const { orderNo } = await pendingWithdrawal();
    const one = async () =>
      adminWithdrawalOrder.parse(accepted(await mia.get(`/withdrawal/orders/${orderNo}`)));
    expect(await one()).toMatchObject({
      orderNo,
      status: 'pending',
      takenBy: null,
      user: { account: 'alice' },
    });

    accepted(await operatorCall(t, owner).post(`/withdrawal/orders/${orderNo}/take`));
    expect(accepted<{ items: unknown[] }>(await mia.get('/withdrawal/orders')).items).toEqual([]);
    expect(await one()).toMatchObject({ status: 'processing', takenBy: owner.operatorId, decidedBy: null });

    const reason = { reason: 'The address is on a sanctions list' };
    accepted(await operatorCall(t, owner).post(`/withdrawal/orders/${orderNo}/reject`, reason));
    expect(await one()).toMatchObject({
      status: 'rejected',
      decidedBy: owner.operatorId,
      rejectReason: reason.reason,
    });
  });

  // The ids are what the server checks (SAME_OPERATOR); the names are what the console shows a person.
  it('names the operators who took, approved and decided an order, in the queue and in the order', async () => {
    await t.rebuild({ env: { ...OWNER_ENV, WITHDRAWAL_SECOND_APPROVAL_FROM: '10' } });
    const owner = await signInOwner(t);
    const miaSession = await addOperator(t, owner, 'mia@example.com', 'finance');
    const mia = operatorCall(t, miaSession);
    const { orderNo } = await pendingWithdrawal();
    const one = async () => accepted(await mia.get(`/withdrawal/orders/${orderNo}`));
    const listed = async () =>
      accepted<{ items: Record<string, unknown>[] }>(await mia.get('/withdrawal/orders?status=all')).items;
    expect(await one()).toMatchObject({ takenByName: null, approvedByName: null, decidedByName: null });

    // The step's own answer names its operator too: the dialog shows it at once.
    expect(accepted(await mia.post(`/withdrawal/orders/${orderNo}/take`))).toMatchObject({
      takenBy: miaSession.operatorId,
      takenByName: 'mia',
    });
    // The owner made from ADMIN_EMAIL has no name: their e-mail stands for it.
    accepted(await operatorCall(t, owner).post(`/withdrawal/orders/${orderNo}/approve`));
    accepted(await mia.post(`/withdrawal/orders/${orderNo}/complete`, { txId: 'tx-names' }));
    const named = {
      orderNo,
      status: 'completed',
      takenBy: miaSession.operatorId,
      takenByName: 'mia',
      approvedBy: owner.operatorId,
      approvedByName: OWNER_EMAIL,
      decidedBy: miaSession.operatorId,
      decidedByName: 'mia',
    };
    expect(await one()).toMatchObject(named);
    expect(await listed()).toEqual([expect.objectContaining(named)]);
    expect(adminWithdrawalOrder.parse(await one())).toMatchObject(named);

    // An id whose operator row is gone: no name, the id stays for the console to show.
    await t.db
      .updateTable('withdrawal_orders')
      .set({ approved_by: 'gone-operator' })
      .where('order_no', '=', orderNo)
      .execute();
    expect(await one()).toMatchObject({
      approvedBy: 'gone-operator',
      approvedByName: null,
      takenByName: 'mia',
    });
  });

  // The search joins the operators table for the names: every column it filters on must stay the order's.
  it("finds an order by its number, its owner's id, account or e-mail in any case, and nothing else", async () => {
    const session = await signInOwner(t);
    const owner = operatorCall(t, session);
    const { orderNo } = await pendingWithdrawal();
    const alice = await t.db
      .selectFrom('users')
      .select('id')
      .where('account', '=', 'alice')
      .executeTakeFirst();
    const found = async (search: string) =>
      accepted<{ items: { orderNo: string }[] }>(
        await owner.get(`/withdrawal/orders?status=all&search=${encodeURIComponent(search)}`),
      ).items.map((item) => item.orderNo);
    for (const search of [orderNo, alice?.id ?? '', 'alice', 'ALICE@example.com']) {
      expect(await found(search), search).toEqual([orderNo]);
    }
    for (const search of ['alic', 'bob@example.com', session.operatorId]) {
      expect(await found(search), search).toEqual([]);
    }
  });

  it('answers 404 for an unknown order and 403 to a role without finance.read', async () => {
    const owner = await signInOwner(t);
    const support = operatorCall(t, await addOperator(t, owner, 'support@example.com', 'support'));
    const { orderNo } = await pendingWithdrawal();
    refused(await operatorCall(t, owner).get('/withdrawal/orders/W-NO-SUCH-ORDER'), 404, 'ORDER_NOT_FOUND');
    refused(await support.get(`/withdrawal/orders/${orderNo}`), 403, 'FORBIDDEN');
  });
});
