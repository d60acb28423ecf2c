import type {
  AdminWithdrawalOrder,
  AdminWithdrawalOrderList,
  WithdrawalAdminListQuery,
  WithdrawalOrder,
} from '@halcyon/api';
import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { WithdrawalStatusColumn } from '../../platform/db-schema-finance.ts';
import { AppError } from '../../platform/errors.ts';
import { paginationOf } from '../../platform/paging.ts';
import { type AuditActor, appendAudit } from '../audit-log/index.ts';
import { formatAmount, type Ledger, Money, settleFromFrozenLines } from '../ledger/index.ts';
import { listRecentCompleted } from '../recharge/index.ts';
import { findUserById, lockUserStatus, toFinanceOrderUser, withEmailMasked } from '../users/index.ts';
import type { AddressBox } from './address-box.ts';
import { maskAddress } from './address-mask.ts';
import { toOrder } from './order-mapper.ts';
import {
  type AdminWithdrawalOrderRow,
  countAwaitingSecondApproval,
  findAdminOrder,
  listAdminOrders,
  lockOrder,
  moveOrder,
  type WithdrawalOrderRow,
} from './order-repo.ts';

const WITHDRAWALS = { kind: 'withdrawals' } as const;
const FEES = { kind: 'fees' } as const;
const RECENT_DEPOSITS = 5;

export type WithdrawalReviewService = ReturnType<typeof createWithdrawalReviewService>;
export type WithdrawalDecision = { userId: string; locale: string; order: WithdrawalOrder };
type Change = (trx: Db, row: WithdrawalOrderRow, at: Date) => Promise<WithdrawalOrderRow | undefined>;

const totalOf = (row: WithdrawalOrderRow) => formatAmount(new Money(row.amount).plus(row.fee));

/** As a role without finance.personal sees an order: the address and the owner's e-mail masked. */
function masked(order: AdminWithdrawalOrder): AdminWithdrawalOrder {
  return { ...order, address: maskAddress(order.address), user: withEmailMasked(order.user) };
}

/** An order with what the reviewer needs about its owner. */
async function toAdmin(
  db: Db,
  row: AdminWithdrawalOrderRow,
  addresses: AddressBox,
): Promise<AdminWithdrawalOrder> {
  const user = await findUserById(db, row.user_id);
  if (!user) throw new Error(`withdrawal of a missing user ${row.user_id}`);
  const deposits = await listRecentCompleted(db, row.user_id, RECENT_DEPOSITS);
  return {
    ...toOrder(row, addresses),
    user: toFinanceOrderUser(user),
    recentDeposits: deposits.map((d) => ({
      orderNo: d.order_no,
      actualAmount: formatAmount(d.actual_amount),
      completedAt: d.completed_at?.getTime() ?? null,
    })),
    takenBy: row.taken_by,
    takenByName: row.taken_by_name,
    approvedBy: row.approved_by,
    approvedByName: row.approved_by_name,
    needsSecondApproval: row.needs_second_approval,
    failReason: row.fail_reason,
    decidedBy: row.decided_by,
    decidedByName: row.decided_by_name,
  };
}

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

/** The console's queue: a page of orders, each address masked; a search finds an address by its index. */
async function listForReview(
  { db, addresses }: Pick<AppContext, 'db'> & { addresses: () => Promise<AddressBox> },
  query: WithdrawalAdminListQuery,
  personal: boolean,
): Promise<AdminWithdrawalOrderList> {
  const box = await addresses();
  // An address is found by its blind index: the sealed column cannot be compared.
  const search = query.search && { text: query.search, addressIndex: box.index(query.search), personal };
  const [{ rows, total }, awaitingSecondApproval] = await Promise.all([
    listAdminOrders(db, {
      status: query.status,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
      ...(search ? { search } : {}),
    }),
    countAwaitingSecondApproval(db),
  ]);
  return {
    awaitingSecondApproval,
    // The queue never shows an address whole: the review of one does, to whom may see it, audited.
    items: await Promise.all(
      rows.map(async (row) => {
        const order = await toAdmin(db, row, box);
        return personal ? { ...order, address: maskAddress(order.address) } : masked(order);
      }),
    ),
    pagination: paginationOf(total, query),
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
    /** The queue; `personal` (finance.personal) e-mails shown and searched, addresses searched only. */
    list: (query: WithdrawalAdminListQuery, personal: boolean) =>
      listForReview({ db, addresses }, query, personal),

    async detail(orderNo: string): Promise<AdminWithdrawalOrder> {
      const row = await findAdminOrder(db, orderNo);
      if (!row) throw new AppError('ORDER_NOT_FOUND');
      return toAdmin(db, row, await addresses());
    },

    /**
     * One order as an operator opens it: the address whole for a role with finance.personal, after `audit`
     * recorded the view (a view that cannot be recorded shows nothing); address and e-mail masked, and not a
     * view of anything personal, for the others.
     */
    async reviewOne(
      orderNo: string,
      full: boolean,
      audit: (db: Db, userId: string) => Promise<void>,
    ): Promise<AdminWithdrawalOrder> {
      const order = await this.detail(orderNo);
      if (!full) return masked(order);
      await audit(db, order.user.userId);
      return order;
    },

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
