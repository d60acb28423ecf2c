import { RECHARGE_DEFAULTS, type RechargeOrder, type RechargeOrderRequest } from '@halcyon/api';
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
import { findConfig } from './config-repo.ts';
import { depositFee } from './fees.ts';
import { toOrder } from './order-mapper.ts';
import { insertOrder, proofBacksLiveOrder } from './order-repo.ts';

export type ProofUploads = Pick<UploadsService, 'claim' | 'sameBytes'>;

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

/**
 * A deposit order within the caller's transaction: the config must be active and the amount within its limits
 * with something left after the fee; the proof is claimed before the pending order is written.
 */
export async function placeRecharge(
  { clock, uploads }: Pick<AppContext, 'clock'> & { uploads: ProofUploads },
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
  await claimProof(uploads, trx, { userId, proofFileId: input.proofFileId, orderNo });
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
}
