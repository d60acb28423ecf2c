import {
  type FinanceOrderListQuery,
  RECHARGE_DEFAULTS,
  type RechargeConfig,
  type RechargeOrder,
  type RechargeOrderList,
  type RechargeOrderRequest,
} from '@halcyon/api';
import type { Locale } from '@halcyon/i18n';
import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { groupedFigure } from '../../platform/grouped-figure.ts';
import { newId } from '../../platform/ids.ts';
import { newOrderNo } from '../../platform/order-numbers.ts';
import { formatAmount, Money } from '../ledger/index.ts';
import type { UploadsService } from '../uploads/index.ts';
import { findConfig, listConfigs } from './config-repo.ts';
import { depositFee } from './fees.ts';
import { toConfig, toOrder } from './order-mapper.ts';
import {
  findOrder,
  insertOrder,
  listOrders,
  lockOrder,
  moveOrder,
  proofBacksLiveOrder,
} from './order-repo.ts';

export type RechargeService = ReturnType<typeof createRechargeService>;

type ProofUploads = Pick<UploadsService, 'claim' | 'sameBytes'>;

/**
 * The person's own proof, referenced by `orderNo`; refused while it, or another upload of the same image (by
 * anyone), backs another live deposit.
 */
async function claimProof(
  uploads: ProofUploads,
  trx: Db,
  claim: { userId: string; proofFileId: string; orderNo: string },
): Promise<void> {
  const { userId, proofFileId, orderNo } = claim;
  const claimed = await uploads.claim(trx, {
    fileId: proofFileId,
    userId,
    type: 'recharge_proof',
    usedBy: orderNo,
  });
  if (!claimed) throw new AppError('PROOF_NOT_FOUND');
  // sameBytes holds a lock on the image's bytes until this transaction ends: a parallel order with the same
  // proof, or with another upload of the same image, waits there, then sees this order here. Otherwise one
  // payment could be credited twice.
  const proofs = await uploads.sameBytes(trx, proofFileId);
  if (await proofBacksLiveOrder(trx, proofs)) throw new AppError('PROOF_ALREADY_USED');
}

/** A person's deposits: the configs, placing an order with its proof, the history, cancelling. */
export function createRechargeService(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  deps: { uploads: ProofUploads },
) {
  return {
    async configs(): Promise<RechargeConfig[]> {
      return (await listConfigs(db, true)).map(toConfig);
    },

    /** Inside the Idempotency-Key's transaction: the order and the proof's reference commit together. */
    async create(
      trx: Db,
      userId: string,
      locale: Locale,
      input: RechargeOrderRequest,
    ): Promise<RechargeOrder> {
      const config = await findConfig(trx, input.configId);
      if (!config?.active) throw new AppError('RECHARGE_CONFIG_INACTIVE');
      const amount = new Money(input.amount);
      if (amount.lt(config.min_amount)) {
        throw new AppError('RECHARGE_AMOUNT_TOO_SMALL', {
          min: groupedFigure(formatAmount(config.min_amount)),
        });
      }
      if (amount.gt(config.max_amount)) {
        throw new AppError('RECHARGE_AMOUNT_TOO_LARGE', {
          max: groupedFigure(formatAmount(config.max_amount)),
        });
      }
      const { fee, actual } = depositFee(input.amount, config.fee_rate);
      // A config whose fee would eat the whole amount (a tiny amount at a high rate) credits nothing.
      if (!new Money(actual).gt(0)) {
        throw new AppError('RECHARGE_AMOUNT_TOO_SMALL', {
          min: groupedFigure(formatAmount(config.min_amount)),
        });
      }
      const orderNo = newOrderNo('R', clock.now());
      await claimProof(deps.uploads, trx, { userId, proofFileId: input.proofFileId, orderNo });
      const at = dateOf(clock);
      const row = {
        id: newId(),
        order_no: orderNo,
        user_id: userId,
        config_id: config.id,
        config_name: config.name,
        currency: config.currency,
        network: config.network,
        address: config.address,
        bank_name: config.bank_name,
        account_name: config.account_name,
        account_number: config.account_number,
        bank_code: config.bank_code,
        amount: formatAmount(amount),
        fee,
        actual_amount: actual,
        remark: input.remark ? input.remark : null,
        status: 'pending' as const,
        proof_file_id: input.proofFileId,
        reject_reason: null,
        reference: null,
        locale,
        decided_by: null,
        decided_at: null,
        ledger_entry_id: null,
        created_at: at,
        updated_at: at,
        completed_at: null,
        expires_at: dateOf(clock, RECHARGE_DEFAULTS.pendingTtlMs),
      };
      await insertOrder(trx, row);
      return toOrder(row);
    },

    async list(userId: string, query: FinanceOrderListQuery): Promise<RechargeOrderList> {
      const { rows, total } = await listOrders(db, {
        userId,
        status: query.status,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return {
        items: rows.map(toOrder),
        pagination: {
          total,
          page: query.page,
          limit: query.limit,
          totalPages: Math.ceil(total / query.limit),
        },
      };
    },

    /** Another person's order number is as unknown as a made-up one. */
    async detail(userId: string, orderNo: string): Promise<RechargeOrder> {
      const row = await findOrder(db, orderNo);
      if (!row || row.user_id !== userId) throw new AppError('ORDER_NOT_FOUND');
      return toOrder(row);
    },

    /** Pending only: nothing was credited, so nothing moves. */
    async cancel(userId: string, orderNo: string): Promise<RechargeOrder> {
      return db.transaction().execute(async (trx) => {
        const row = await lockOrder(trx, orderNo);
        if (!row || row.user_id !== userId) throw new AppError('ORDER_NOT_FOUND');
        const at = dateOf(clock);
        const moved = await moveOrder(trx, orderNo, 'pending', { status: 'cancelled', updated_at: at });
        if (!moved) throw new AppError('ORDER_STATUS_CHANGED');
        return toOrder(moved);
      });
    },
  };
}
