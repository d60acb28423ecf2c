import { describe, expect, it } from 'vitest';
import { auditViews, lastAuditSeq, OWNER_ENV, signInOwner } from '../../../test/admin-helpers.ts';
import {
  accepted,
  addOperator,
  operatorCall,
  placeWithdrawal,
  withdrawingMember,
} from '../../../test/finance-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { VIEW_AUDIT_WINDOW_MS } from '../audit-log/index.ts';

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const MASKED = 'TR7NHq************************Lj6t';

type Listed = {
  items: Array<{ orderNo: string; address: string; amount: string; status: string; user: { email: string } }>;
};

// Where a person's money goes is finance's to see (finance.personal), one order at a time, audited; the
// read-only viewer oversees amounts and statuses.
describe.each(backends)('withdrawal addresses seen by operators ($name)', (backend) => {
  const t = useTestApp(backend, { env: OWNER_ENV });

  it("the viewer reads the queue and an order with the address and the owner's e-mail masked, which records no view", async () => {
    const owner = await signInOwner(t);
    const viewer = operatorCall(t, await addOperator(t, owner, 'vera@example.com', 'viewer'));
    const alice = await withdrawingMember(t, 'alice', '100');
    const orderNo = await placeWithdrawal(t, alice, '20');
    const from = await lastAuditSeq(t);
    const maskedOwner = { account: 'alice', email: `a***@${alice.user.email.split('@')[1]}` };
    expect(alice.user.email).not.toBe(maskedOwner.email);

    const [listed] = accepted<Listed>(await viewer.get('/withdrawal/orders')).items;
    expect(listed).toMatchObject({ orderNo, address: MASKED, amount: '20', status: 'pending' });
    expect(listed?.user).toMatchObject(maskedOwner);
    expect(accepted(await viewer.get(`/withdrawal/orders/${orderNo}`))).toMatchObject({
      orderNo,
      address: MASKED,
      user: maskedOwner,
    });
    expect(await auditViews(t, from)).toEqual([]);
  });

  it("the viewer's search confirms no guessed e-mail or address; finance's finds the order by either", async () => {
    const owner = await signInOwner(t);
    const viewer = operatorCall(t, await addOperator(t, owner, 'vera@example.com', 'viewer'));
    const mia = operatorCall(t, await addOperator(t, owner, 'mia@example.com', 'finance'));
    const alice = await withdrawingMember(t, 'alice', '100');
    const orderNo = await placeWithdrawal(t, alice, '20');
    const found = async (who: typeof viewer, search: string) =>
      accepted<Listed>(
        await who.get(`/withdrawal/orders?status=all&search=${encodeURIComponent(search)}`),
      ).items.map((order) => order.orderNo);

    expect(await found(viewer, alice.user.email)).toEqual([]);
    expect(await found(viewer, TRON)).toEqual([]);
    expect(await found(viewer, 'alice')).toEqual([orderNo]);
    expect(await found(viewer, orderNo)).toEqual([orderNo]);
    expect(await found(mia, alice.user.email)).toEqual([orderNo]);
    expect(await found(mia, TRON)).toEqual([orderNo]);
  });

  it('finance reads the address whole in the order, one withdrawal.view per operator and order in the window; the queue stays masked', async () => {
    const owner = await signInOwner(t);
    const miaSession = await addOperator(t, owner, 'mia@example.com', 'finance');
    const mia = operatorCall(t, miaSession);
    const alice = await withdrawingMember(t, 'alice', '100');
    const orderNo = await placeWithdrawal(t, alice, '20');
    const from = await lastAuditSeq(t);

    // The queue never shows an address whole; the owner's e-mail is finance's to see.
    expect(accepted<Listed>(await mia.get('/withdrawal/orders')).items[0]).toMatchObject({
      address: MASKED,
      user: { email: alice.user.email },
    });
    const open = async (who: ReturnType<typeof operatorCall>) =>
      expect(accepted(await who.get(`/withdrawal/orders/${orderNo}`))).toMatchObject({
        address: TRON,
        user: { email: alice.user.email },
      });
    // The console re-reads an open order every few seconds: one view.
    await open(mia);
    await open(mia);
    await open(operatorCall(t, owner));
    t.clock.advance(VIEW_AUDIT_WINDOW_MS);
    await open(mia);

    const view = { action: 'withdrawal.view', targetId: alice.user.id, after: { orderNo } };
    expect(await auditViews(t, from)).toEqual([
      { ...view, operatorId: miaSession.operatorId },
      { ...view, operatorId: owner.operatorId },
      { ...view, operatorId: miaSession.operatorId },
    ]);
    // A missing order records nothing.
    expect((await mia.get('/withdrawal/orders/W-none')).status).toBe(404);
    expect(await auditViews(t, from)).toHaveLength(3);
  });

  it("a decision's answer shows the address whole, and is the same withdrawal.view as opening the order", async () => {
    const owner = await signInOwner(t);
    const miaSession = await addOperator(t, owner, 'mia@example.com', 'finance');
    const mia = operatorCall(t, miaSession);
    const alice = await withdrawingMember(t, 'alice', '100');
    const taken = await placeWithdrawal(t, alice, '20');
    const rejected = await placeWithdrawal(t, alice, '30');
    const from = await lastAuditSeq(t);
    const views = async () => (await auditViews(t, from)).filter((row) => row.action === 'withdrawal.view');
    const view = (orderNo: string) => ({
      action: 'withdrawal.view',
      targetId: alice.user.id,
      operatorId: miaSession.operatorId,
      after: { orderNo },
    });

    // Taken straight from the queue (never opened): the answer is a view of the whole address.
    expect(accepted(await mia.post(`/withdrawal/orders/${taken}/take`))).toMatchObject({ address: TRON });
    expect(await views()).toEqual([view(taken)]);
    // Opened, then decided, in the window: one view.
    expect(accepted(await mia.get(`/withdrawal/orders/${rejected}`))).toMatchObject({ address: TRON });
    await mia.post(`/withdrawal/orders/${rejected}/take`);
    expect(
      accepted(await mia.post(`/withdrawal/orders/${rejected}/reject`, { reason: 'Wrong network' })),
    ).toMatchObject({
      status: 'rejected',
      address: TRON,
    });
    expect(await views()).toEqual([view(taken), view(rejected)]);
    t.clock.advance(VIEW_AUDIT_WINDOW_MS);
    accepted(await mia.post(`/withdrawal/orders/${taken}/complete`, { txId: 'a'.repeat(64) }));
    expect(await views()).toEqual([view(taken), view(rejected), view(taken)]);
  });
});
