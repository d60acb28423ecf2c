import type { RechargeOrder } from '@halcyon/api';
import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { type AuditActor, appendAudit } from '../audit-log/index.ts';
import { available, formatAmount, type Ledger, type LineDraft, Money, moveLines } from '../ledger/index.ts';
import type { UploadsService } from '../uploads/index.ts';
import { toOrder } from './order-mapper.ts';
import {
  listExpiredPending,
  lockOrder,
  moveOrder,
  otherCompletedWithProof,
  type RechargeOrderRow,
} from './order-repo.ts';
import { createRechargeReviewQueue } from './review-queue.ts';

const DEPOSITS = { kind: 'deposits' } as const;
const FEES = { kind: 'fees' } as const;

export type RechargeReviewService = ReturnType<typeof createRechargeReviewService>;
/** A decision that committed: the order as the person sees it, and the language to notify them in. */
export type RechargeDecision = { userId: string; locale: string; order: RechargeOrder };

type ProofUploads = Pick<UploadsService, 'sameBytes'>;

/**
 * Placing an order refuses a proof whose image backs a live deposit, but orders placed before that check
 * may share one (the same upload, or another upload of the same image): the first approved credits, the
 * others are refused and left for the operator to reject. sameBytes locks the image's bytes until the
 * transaction ends, so two such approvals run one after the other (each order's own row lock does not
 * serialise them) and the second finds the first credited.
 */
async function refuseCreditedProof(trx: Db, uploads: ProofUploads, row: RechargeOrderRow): Promise<void> {
  const proofs = await uploads.sameBytes(trx, row.proof_file_id);
  const credited = await otherCompletedWithProof(trx, proofs, row.order_no);
  if (credited) throw new AppError('PROOF_ALREADY_CREDITED', { orderNo: credited });
}

/** The deposit's one ledger entry: the clearing account pays, the person receives the actual amount, fees the fee. */
async function creditDeposit(trx: Db, ledger: Ledger, row: RechargeOrderRow): Promise<string> {
  const lines: LineDraft[] = moveLines(
    DEPOSITS,
    available(row.user_id),
    row.currency,
    formatAmount(row.actual_amount),
  );
  if (!new Money(row.fee).isZero())
    lines.push(...moveLines(DEPOSITS, FEES, row.currency, formatAmount(row.fee)));
  const posted = await ledger.post(
    { type: 'credit', cause: { type: 'recharge', id: row.id }, memo: `deposit ${row.order_no}`, lines },
    trx,
  );
  return posted.entryId;
}

type Decide = (trx: Db, row: RechargeOrderRow, at: Date) => Promise<RechargeOrderRow | undefined>;

/** Locks the order, checks it is still pending, applies `decide`, audits, all in one transaction. */
function decidePending(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  orderNo: string,
  actor: AuditActor,
  action: string,
  apply: Decide,
): Promise<RechargeDecision> {
  return db.transaction().execute(async (trx) => {
    const row = await lockOrder(trx, orderNo);
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    if (row.status !== 'pending') throw new AppError('ORDER_STATUS_CHANGED');
    const at = dateOf(clock);
    const moved = await apply(trx, row, at);
    if (!moved) throw new AppError('ORDER_STATUS_CHANGED');
    await appendAudit(trx, {
      actor,
      at,
      action,
      targetType: 'recharge_order',
      targetId: orderNo,
      before: { status: row.status },
      after: {
        status: moved.status,
        reference: moved.reference,
        reason: moved.reject_reason,
        // As the console shows amounts ("100.5"), not as the database stores them ("100.500…").
        amount: formatAmount(moved.amount),
      },
    });
    return { userId: moved.user_id, locale: moved.locale, order: toOrder(moved) };
  });
}

/**
 * The operators' side of deposits: the queue (review-queue.ts), approving (credit exactly once), rejecting, expiring. A frozen
 * owner's deposit is credited all the same: the money is theirs, and the freeze keeps it from leaving (their
 * withdrawals are refused).
 */
export function createRechargeReviewService(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  ledger: Ledger,
  uploads: ProofUploads,
) {
  const decide = (orderNo: string, actor: AuditActor, action: string, apply: Decide) =>
    decidePending({ db, clock }, orderNo, actor, action, apply);

  return {
    ...createRechargeReviewQueue(db),

    /**
     * One ledger entry: the deposits clearing account pays the amount, the person receives the actual
     * amount and fees the fee. The row lock makes a second approval wait and then find the order completed
     * (409); the entry's cause (the order) could not post twice anyway.
     */
    approve: (orderNo: string, actor: AuditActor, reference: string | undefined) =>
      decide(orderNo, actor, 'recharge.approve', async (trx, row, at) => {
        await refuseCreditedProof(trx, uploads, row);
        return moveOrder(trx, orderNo, 'pending', {
          status: 'completed',
          ledger_entry_id: await creditDeposit(trx, ledger, row),
          reference: reference ? reference : null,
          decided_by: actor.operatorId,
          decided_at: at,
          completed_at: at,
          updated_at: at,
        });
      }),

    reject: (orderNo: string, actor: AuditActor, reason: string) =>
      decide(orderNo, actor, 'recharge.reject', (trx, _row, at) =>
        moveOrder(trx, orderNo, 'pending', {
          status: 'rejected',
          reject_reason: reason,
          decided_by: actor.operatorId,
          decided_at: at,
          updated_at: at,
        }),
      ),

    /** Pending orders past their 24 h: failed, nothing moved. Returns the decisions to notify. */
    async expire(limit = 200): Promise<RechargeDecision[]> {
      const due = await listExpiredPending(db, dateOf(clock), limit);
      const done: RechargeDecision[] = [];
      for (const row of due) {
        const at = dateOf(clock);
        const moved = await moveOrder(db, row.order_no, 'pending', { status: 'failed', updated_at: at });
        if (moved) done.push({ userId: moved.user_id, locale: moved.locale, order: toOrder(moved) });
      }
      return done;
    },
  };
}
