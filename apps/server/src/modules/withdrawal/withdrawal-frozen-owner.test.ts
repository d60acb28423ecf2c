import { adminWithdrawalOrder, withdrawalOrder } from '@halcyon/api';
import { afterEach, describe, expect, it } from 'vitest';
import { type OperatorSession, OWNER_ENV, signInOwner } from '../../../test/admin-helpers.ts';
import type { Session } from '../../../test/auth-helpers.ts';
import {
  accepted,
  addOperator,
  memberPost,
  operatorCall,
  placeDeposit,
  refused,
  withdrawingMember,
} from '../../../test/finance-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { auditLedger, createLedger } from '../ledger/index.ts';

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const PIN = '20481357';
const REASON = 'Chargeback fraud';

// A frozen account's pending withdrawal was still paid out, and its reviewer was not told of the freeze.
describe.each(backends)("a frozen owner's withdrawal ($name)", (backend) => {
  // Four eyes from 100 USDT: the approve step is reachable with a small balance.
  const t = useTestApp(backend, { env: { ...OWNER_ENV, WITHDRAWAL_SECOND_APPROVAL_FROM: '100' } });
  const balance = (userId: string) => createLedger({ db: t.db, clock: t.clock }).balance(userId, 'USDT');
  const admin = (session: OperatorSession) => operatorCall(t, session);

  /** A verified person with a withdrawal password and 1000 USDT available. */
  const member = (account: string) => withdrawingMember(t, account, '1000');
  const placed = async (who: Session, amount = '20') =>
    withdrawalOrder.parse(
      accepted(
        await memberPost(
          t,
          '/withdrawal/orders',
          { configId: 'usdt_trc20', amount, address: TRON, withdrawalPassword: PIN },
          { token: who.token },
        ),
      ),
    );
  const freeze = async (owner: OperatorSession, who: Session) =>
    accepted(await admin(owner).post(`/users/${who.user.id}/freeze`, { reason: REASON }));

  afterEach(async () => {
    const report = await auditLedger(t.db);
    expect(report.clean, JSON.stringify(report)).toBe(true);
  });

  it('is not taken, approved or completed (409, translated); the reviewer sees the freeze; reject releases it', async () => {
    const owner = await signInOwner(t);
    const finance = await addOperator(t, owner, 'finance@example.com', 'finance');
    const alice = await member('alice');
    const pending = await placed(alice);
    const taken = await placed(alice);
    const large = await placed(alice, '500');
    accepted(await admin(owner).post(`/withdrawal/orders/${taken.orderNo}/take`));
    accepted(await admin(finance).post(`/withdrawal/orders/${large.orderNo}/take`));
    await freeze(owner, alice);

    const seen = adminWithdrawalOrder.parse(
      accepted(await admin(owner).get(`/withdrawal/orders/${pending.orderNo}`)),
    );
    expect(seen.user).toMatchObject({ status: 'frozen', frozenReason: REASON });
    const take = await admin(owner).post(`/withdrawal/orders/${pending.orderNo}/take`);
    refused(take, 409, 'WITHDRAWAL_ACCOUNT_FROZEN');
    expect(take.body.message).toContain('frozen');
    const inChinese = operatorCall(t, owner, { headers: { 'accept-language': 'zh-CN' } });
    const completeZh = await inChinese.post(`/withdrawal/orders/${taken.orderNo}/complete`, {
      txId: '0xabc',
    });
    refused(completeZh, 409, 'WITHDRAWAL_ACCOUNT_FROZEN');
    expect(completeZh.body.message).toContain('冻结');
    refused(
      await admin(owner).post(`/withdrawal/orders/${large.orderNo}/approve`),
      409,
      'WITHDRAWAL_ACCOUNT_FROZEN',
    );
    // Nothing moved: all three are still frozen in the person's account, none paid out.
    expect(await balance(alice.user.id)).toMatchObject({ available: '457', frozen: '543' });
    const statuses = await t.db.selectFrom('withdrawal_orders').select(['order_no', 'status']).execute();
    expect(statuses.filter((row) => row.status === 'completed')).toEqual([]);

    // Rejecting and failing release the funds back to the (frozen) account.
    accepted(await admin(owner).post(`/withdrawal/orders/${pending.orderNo}/reject`, { reason: REASON }));
    accepted(await admin(owner).post(`/withdrawal/orders/${taken.orderNo}/reject`, { reason: REASON }));
    accepted(await admin(owner).post(`/withdrawal/orders/${large.orderNo}/fail`, { reason: REASON }));
    expect(await balance(alice.user.id)).toMatchObject({ available: '1000', frozen: '0' });
  });

  it('is paid out again once the account is unfrozen', async () => {
    const owner = await signInOwner(t);
    const alice = await member('alice');
    const order = await placed(alice);
    await freeze(owner, alice);
    accepted(await admin(owner).post(`/users/${alice.user.id}/unfreeze`, { reason: 'Bank confirmed' }));
    const seen = adminWithdrawalOrder.parse(
      accepted(await admin(owner).get(`/withdrawal/orders/${order.orderNo}`)),
    );
    expect(seen.user).toMatchObject({ status: 'active', frozenReason: null });
    accepted(await admin(owner).post(`/withdrawal/orders/${order.orderNo}/take`));
    accepted(await admin(owner).post(`/withdrawal/orders/${order.orderNo}/complete`, { txId: '0xabc' }));
    expect(await balance(alice.user.id)).toMatchObject({ available: '979', frozen: '0' });
  });

  it("a frozen owner's deposit is still credited (the money is theirs), and its reviewer sees the freeze", async () => {
    const owner = await signInOwner(t);
    const alice = await member('alice');
    const { orderNo } = await placeDeposit(t, alice.token, '100');
    await freeze(owner, alice);
    const queue = accepted<{ items: Array<{ orderNo: string; user: unknown }> }>(
      await admin(owner).get('/recharge/orders'),
    );
    expect(queue.items.find((item) => item.orderNo === orderNo)?.user).toMatchObject({
      status: 'frozen',
      frozenReason: REASON,
    });
    accepted(await admin(owner).post(`/recharge/orders/${orderNo}/approve`, {}));
    expect(await balance(alice.user.id)).toMatchObject({ available: '1099.9', frozen: '0' });
  });
});
