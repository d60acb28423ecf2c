import { auditListResponse, auditVerifyResponse } from '@halcyon/api';
import { describe, expect, it } from 'vitest';
import { OWNER_ENV, signInOwner } from '../../../test/admin-helpers.ts';
import { registerUser } from '../../../test/auth-helpers.ts';
import { accepted, operatorCall, placeDeposit } from '../../../test/finance-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';

// The audit log showed a decision's amount as the database stores it, "100.500000000000000000": the figure
// an auditor reads is the one the console shows everywhere else, "100.5".
describe.each(backends)('the audit rows of deposit decisions ($name)', (backend) => {
  const t = useTestApp(backend, { env: OWNER_ENV });

  it('record the amount as a plain decimal, and the chain still verifies', async () => {
    const owner = operatorCall(t, await signInOwner(t));
    const alice = await registerUser(t, 'alice');
    const credited = await placeDeposit(t, alice.token, '100.5');
    const refused = await placeDeposit(t, alice.token, '10000');
    accepted(await owner.post(`/recharge/orders/${credited.orderNo}/approve`, { reference: '0xabc' }));
    accepted(await owner.post(`/recharge/orders/${refused.orderNo}/reject`, { reason: 'No such transfer' }));

    const after = async (orderNo: string) => {
      const query = `/audit?targetType=recharge_order&targetId=${orderNo}`;
      const rows = auditListResponse.parse(accepted(await owner.get(query))).items;
      expect(rows).toHaveLength(1);
      return rows[0]?.after;
    };
    expect(await after(credited.orderNo)).toEqual({
      status: 'completed',
      reference: '0xabc',
      reason: null,
      amount: '100.5',
    });
    expect(await after(refused.orderNo)).toMatchObject({ status: 'rejected', amount: '10000' });

    expect(auditVerifyResponse.parse(accepted(await owner.get('/audit/verify')))).toMatchObject({
      ok: true,
      firstBrokenSeq: null,
    });
  });
});
