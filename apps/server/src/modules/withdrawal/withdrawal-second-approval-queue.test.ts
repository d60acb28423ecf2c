import { adminWithdrawalOrderList } from '@halcyon/api';
import { describe, expect, it } from 'vitest';
import { OWNER_ENV, operatorWithRole, signInOwner } from '../../../test/admin-helpers.ts';
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
import { withdrawalFigures } from './index.ts';

const AWAITING = '/withdrawal/orders?status=awaiting-second-approval';

// A withdrawal at or above the four-eyes amount waits, once taken, for another finance operator's approval.
// It is then "processing" like the ones being paid out, and the queue opened on "pending": the second
// operator had to know to look among those. The queue now has a filter for them, and counts them.
describe.each(backends)('the withdrawal queue of orders awaiting a second approval ($name)', (backend) => {
  const t = useTestApp(backend, { env: OWNER_ENV });

  it('lists the taken orders above the four-eyes amount not yet approved, counts them, and follows each step', async () => {
    const ownerSession = await signInOwner(t);
    const owner = operatorCall(t, ownerSession);
    const miaSession = await addOperator(t, ownerSession, 'mia@example.com', 'finance');
    const mia = operatorCall(t, miaSession);
    const alice = await withdrawingMember(t, 'alice', '60000');
    const byOwner = await placeWithdrawal(t, alice, '10000');
    const byMia = await placeWithdrawal(t, alice, '12000');
    const approved = await placeWithdrawal(t, alice, '10000');
    const small = await placeWithdrawal(t, alice, '20');
    const rejected = await placeWithdrawal(t, alice, '10000');
    const untaken = await placeWithdrawal(t, alice, '10000');
    for (const orderNo of [byOwner, approved, small, rejected])
      accepted(await owner.post(`/withdrawal/orders/${orderNo}/take`));
    accepted(await mia.post(`/withdrawal/orders/${byMia}/take`));
    accepted(await mia.post(`/withdrawal/orders/${approved}/approve`));
    accepted(await owner.post(`/withdrawal/orders/${rejected}/reject`, { reason: 'Wrong network' }));

    const list = async (url: string, who = mia) =>
      adminWithdrawalOrderList.parse(accepted(await who.get(url)));
    const awaiting = await list(AWAITING);
    // Each with who took it: the console marks those its operator took, whose approval is another's.
    expect(awaiting.items.map((o) => [o.orderNo, o.takenBy]).sort()).toEqual(
      [
        [byOwner, ownerSession.operatorId],
        [byMia, miaSession.operatorId],
      ].sort(),
    );
    expect(awaiting.items.every((o) => o.status === 'processing' && o.approvedBy === null)).toBe(true);
    expect(awaiting.pagination.total).toBe(2);
    expect(awaiting.awaitingSecondApproval).toBe(2);
    // The count is the same whatever the queue shows (it opens on pending, where only the untaken one is).
    const pending = await list('/withdrawal/orders');
    expect(pending.items.map((o) => o.orderNo)).toEqual([untaken]);
    expect(pending.awaitingSecondApproval).toBe(2);
    // The search narrows the filter, as it does a status.
    expect((await list(`${AWAITING}&search=${byOwner}`)).items.map((o) => o.orderNo)).toEqual([byOwner]);
    // The dashboard's "to handle" figure links here: pending and processing, the rejected one left out.
    const toHandle = await list('/withdrawal/orders?status=to-handle');
    expect(toHandle.items.map((o) => o.orderNo).sort()).toEqual(
      [byOwner, byMia, approved, small, untaken].sort(),
    );
    const figures = await withdrawalFigures(t.db, new Date(0));
    expect(toHandle.pagination.total).toBe(figures.pending);

    // Found there, each is approved by the other operator only; approved, it leaves the filter.
    refused(await owner.post(`/withdrawal/orders/${byOwner}/approve`), 403, 'SAME_OPERATOR');
    accepted(await mia.post(`/withdrawal/orders/${byOwner}/approve`));
    const left = await list(AWAITING, owner);
    expect(left.items.map((o) => o.orderNo)).toEqual([byMia]);
    expect(left.awaitingSecondApproval).toBe(1);
    accepted(await owner.post(`/withdrawal/orders/${byMia}/fail`, { reason: 'Chain congestion' }));
    expect(await list(AWAITING, owner)).toMatchObject({ items: [], awaitingSecondApproval: 0 });
  });

  it('is read with finance.read, and approving from it still needs finance.review', async () => {
    const ownerSession = await signInOwner(t);
    const owner = operatorCall(t, ownerSession);
    const alice = await withdrawingMember(t, 'alice', '20000');
    const orderNo = await placeWithdrawal(t, alice, '10000');
    accepted(await owner.post(`/withdrawal/orders/${orderNo}/take`));

    const viewer = operatorCall(t, await operatorWithRole(t, ownerSession, 'viewer'));
    const seen = adminWithdrawalOrderList.parse(accepted(await viewer.get(AWAITING)));
    expect(seen.items.map((o) => o.orderNo)).toEqual([orderNo]);
    refused(await viewer.post(`/withdrawal/orders/${orderNo}/approve`), 403, 'FORBIDDEN');
    for (const role of ['support', 'compliance'] as const) {
      const outsider = operatorCall(t, await operatorWithRole(t, ownerSession, role));
      refused(await outsider.get(AWAITING), 403, 'FORBIDDEN');
    }
    refused(await owner.get('/withdrawal/orders?status=awaiting-anything'), 422, 'VALIDATION_FAILED');
    // The person's own list knows no such filter: it is the console's.
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/uniapp/withdrawal/orders?status=awaiting-second-approval',
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(mine.statusCode).toBe(422);
  });
});
