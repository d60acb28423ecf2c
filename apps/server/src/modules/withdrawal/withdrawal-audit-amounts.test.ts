import { auditListResponse, auditVerifyResponse } from '@halcyon/api';
import { describe, expect, it } from 'vitest';
import { OWNER_ENV, signInOwner } from '../../../test/admin-helpers.ts';
import {
  accepted,
  addOperator,
  operatorCall,
  placeWithdrawal,
  withdrawingMember,
} from '../../../test/finance-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';

// The audit log showed a decision's amounts as the database stores them, "10000.000000000000000000": the
// figures an auditor reads are the ones the console shows everywhere else, "10000".
describe.each(backends)('the audit rows of withdrawal decisions ($name)', (backend) => {
  const t = useTestApp(backend, { env: OWNER_ENV });

  it('record the amount and the fee as plain decimals, and the chain still verifies', async () => {
    const ownerSession = await signInOwner(t);
    const owner = operatorCall(t, ownerSession);
    const finance = operatorCall(t, await addOperator(t, ownerSession, 'mia@example.com', 'finance'));
    const alice = await withdrawingMember(t, 'alice', '20000');
    const large = await placeWithdrawal(t, alice, '10000');
    const small = await placeWithdrawal(t, alice, '20.5');
    accepted(await owner.post(`/withdrawal/orders/${large}/take`));
    accepted(await finance.post(`/withdrawal/orders/${large}/approve`));
    accepted(await owner.post(`/withdrawal/orders/${large}/complete`, { txId: 'tx-large' }));
    accepted(
      await owner.post(`/withdrawal/orders/${small}/reject`, { reason: 'Address on a sanctions list' }),
    );

    const rows = async (orderNo: string) =>
      auditListResponse.parse(
        accepted(await owner.get(`/audit?targetType=withdrawal_order&targetId=${orderNo}`)),
      ).items;
    const largeRows = await rows(large);
    expect(largeRows.map((row) => row.action)).toEqual([
      'withdrawal.complete',
      'withdrawal.approve',
      'withdrawal.take',
    ]);
    for (const row of largeRows) expect(row.after).toMatchObject({ amount: '10000', fee: '1' });
    const [rejected] = await rows(small);
    expect(rejected?.after).toMatchObject({ status: 'rejected', amount: '20.5', fee: '1' });

    expect(auditVerifyResponse.parse(accepted(await owner.get('/audit/verify')))).toMatchObject({
      ok: true,
      firstBrokenSeq: null,
    });
  });
});
