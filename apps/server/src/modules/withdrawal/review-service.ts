import type { WithdrawalOrder } from '@halcyon/api';
import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { WithdrawalStatusColumn } from '../../platform/db-schema-finance.ts';
import { AppError } from '../../platform/errors.ts';
import { type AuditActor, appendAudit } from '../audit-log/index.ts';
import { formatAmount, type Ledger, Money, settleFromFrozenLines } from '../ledger/index.ts';
import { lockUserStatus } from '../users/index.ts';
import type { AddressBox } from './address-box.ts';
import { toOrder } from './order-mapper.ts';
import { lockOrder, moveOrder, type WithdrawalOrderRow } from './order-repo.ts';
import { createWithdrawalReviewQueue } from './review-queue.ts';

const WITHDRAWALS = { kind: 'withdrawals' } as const;
const FEES = { kind: 'fees' } as const;

export type WithdrawalReviewService = ReturnType<typeof createWithdrawalReviewService>;
export type WithdrawalDecision = { userId: string; locale: string; order: WithdrawalOrder };
type Change = (trx: Db, row: WithdrawalOrderRow, at: Date) => Promise<WithdrawalOrderRow | undefined>;

const totalOf = (row: WithdrawalOrderRow) => formatAmount(new Money(row.amount).plus(row.fee));

/** Lock, check the status, change, audit: one transaction. */
function decideOrder(
  { db, clock, addresses }: Pick<AppContext, 'db' | 'clock'> & { addresses: () => Promise<AddressBox> },
  orderNo: string,
  actor: AuditActor,
  action: string,
  from: readonly WithdrawalStatusColumn[],
  change: Change,
): Promise<WithdrawalDecision> {
  return db.transaction().execute(async (trx) => {
    const box = await addresses();
    const row = await lockOrder(trx, orderNo);
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    if (!from.includes(row.status)) throw new AppError('ORDER_STATUS_CHANGED');
    const at = dateOf(clock);
    const moved = await change(trx, row, at);
    if (!moved) throw new AppError('ORDER_STATUS_CHANGED');
    await appendAudit(trx, {
      actor,
      at,
      action,
      targetType: 'withdrawal_order',
      targetId: orderNo,
      before: { status: row.status, takenBy: row.taken_by, approvedBy: row.approved_by },
      after: {
        status: moved.status,
        takenBy: moved.taken_by,
        approvedBy: moved.approved_by,
        txId: moved.tx_id,
        reason: moved.reject_reason ?? moved.fail_reason,
        // As the console shows amounts ("10000"), not as the database stores them ("10000.000…").
        amount: formatAmount(moved.amount),
        fee: formatAmount(moved.fee),
      },
    });
    return { userId: moved.user_id, locale: moved.locale, order: toOrder(moved, box) };
  });
}

/**
 * Money leaves only an active account: a frozen owner's withdrawal may be rejected or failed (which releases
 * the funds to their balance, where the freeze keeps them) but not taken, approved or paid out.
 */
function whileOwnerActive(change: Change): Change {
  return async (trx, row, at) => {
    const owner = await lockUserStatus(trx, row.user_id);
    if (owner?.status !== 'active') throw new AppError('WITHDRAWAL_ACCOUNT_FROZEN');
    return change(trx, row, at);
  };
}

/** Back to available: amount + fee, exactly what was frozen. */
function release(ledger: Ledger, status: 'rejected' | 'failed', reason: string, actor: AuditActor): Change {
  return async (trx, row, at) => {
    const released = await ledger.unfreeze(
      {
        userId: row.user_id,
        currency: row.currency,
        amount: totalOf(row),
        cause: { type: 'withdrawal-release', id: row.id },
        memo: `withdrawal ${status}`,
      },
      trx,
    );
    return moveOrder(trx, row.order_no, [row.status], {
      status,
      ...(status === 'rejected' ? { reject_reason: reason } : { fail_reason: reason }),
      release_entry_id: released.entryId,
      decided_by: actor.operatorId,
      updated_at: at,
    });
  };
}

/** Paid out on chain: frozen amount -> withdrawals clearing, frozen fee -> fees, one entry. */
function settle(ledger: Ledger, actor: AuditActor, txId: string): Change {
  return async (trx, row, at) => {
    if (row.needs_second_approval && row.approved_by === null) throw new AppError('SECOND_APPROVAL_REQUIRED');
    const user = { userId: row.user_id, currency: row.currency };
    const lines = settleFromFrozenLines({ ...user, amount: formatAmount(row.amount), to: WITHDRAWALS });
    if (!new Money(row.fee).isZero())
      lines.push(...settleFromFrozenLines({ ...user, amount: formatAmount(row.fee), to: FEES }));
    const posted = await ledger.post(
      {
        type: 'settle',
        cause: { type: 'withdrawal-release', id: row.id },
        memo: `withdrawal ${row.order_no}`,
        lines,
      },
      trx,
    );
    return moveOrder(trx, row.order_no, ['processing'], {
      status: 'completed',
      tx_id: txId,
      release_entry_id: posted.entryId,
      decided_by: actor.operatorId,
      completed_at: at,
      updated_at: at,
    });
  };
}

/**
 * The operators' side of withdrawals: pending -> processing (take) -> completed (settled to the withdrawals
 * clearing account and fees), or rejected / failed (unfrozen exactly). Above the threshold a second finance
 * operator approves before completion. Each decision locks the order row, checks its status, moves the
 * money and writes the audit row in one transaction: concurrent decisions apply once, the rest get 409.
 */
export function createWithdrawalReviewService(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  ledger: Ledger,
  addresses: () => Promise<AddressBox>,
) {
  const decide = (
    orderNo: string,
    actor: AuditActor,
    action: string,
    from: readonly WithdrawalStatusColumn[],
    change: Change,
  ) => decideOrder({ db, clock, addresses }, orderNo, actor, action, from, change);

  return {
    ...createWithdrawalReviewQueue(db, addresses),

    /** The operator takes it: the person can no longer cancel it. */
    take: (orderNo: string, actor: AuditActor) =>
      decide(
        orderNo,
        actor,
        'withdrawal.take',
        ['pending'],
        whileOwnerActive((trx, row, at) =>
          moveOrder(trx, row.order_no, ['pending'], {
            status: 'processing',
            taken_by: actor.operatorId,
            processed_at: at,
            updated_at: at,
          }),
        ),
      ),

    /** The second pair of eyes: another finance operator than the one who took it. */
    approve: (orderNo: string, actor: AuditActor) =>
      decide(
        orderNo,
        actor,
        'withdrawal.approve',
        ['processing'],
        whileOwnerActive((trx, row, at) => {
          if (!row.needs_second_approval || row.approved_by !== null) throw new AppError('CONFLICT');
          if (row.taken_by === actor.operatorId) throw new AppError('SAME_OPERATOR');
          return moveOrder(trx, row.order_no, ['processing'], {
            approved_by: actor.operatorId,
            updated_at: at,
          });
        }),
      ),

    /** Paid out on chain: frozen amount -> withdrawals clearing, frozen fee -> fees, one entry. */
    complete: (orderNo: string, actor: AuditActor, txId: string) =>
      decide(
        orderNo,
        actor,
        'withdrawal.complete',
        ['processing'],
        whileOwnerActive(settle(ledger, actor, txId)),
      ),

    reject: (orderNo: string, actor: AuditActor, reason: string) =>
      decide(
        orderNo,
        actor,
        'withdrawal.reject',
        ['pending', 'processing'],
        release(ledger, 'rejected', reason, actor),
      ),

    fail: (orderNo: string, actor: AuditActor, reason: string) =>
      decide(orderNo, actor, 'withdrawal.fail', ['processing'], release(ledger, 'failed', reason, actor)),
  };
}
