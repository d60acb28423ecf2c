import type { RechargeConfig, RechargeOrder, RechargePaymentInfo } from '@halcyon/api';
import { formatAmount } from '../ledger/index.ts';
import { ownerFileUrl } from '../uploads/index.ts';
import type { RechargeConfigRow } from './config-repo.ts';
import type { RechargeOrderRow } from './order-repo.ts';

type PaymentColumns = Pick<
  RechargeConfigRow,
  'network' | 'address' | 'bank_name' | 'account_name' | 'account_number' | 'bank_code'
>;

function paymentInfoOf(row: PaymentColumns): RechargePaymentInfo {
  return {
    network: row.network,
    address: row.address,
    bankName: row.bank_name,
    accountName: row.account_name,
    accountNumber: row.account_number,
    bankCode: row.bank_code,
  };
}

export function toConfig(row: RechargeConfigRow): RechargeConfig {
  return {
    id: row.id,
    name: row.name,
    currency: row.currency,
    network: row.network,
    paymentInfo: paymentInfoOf(row),
    minAmount: formatAmount(row.min_amount),
    maxAmount: formatAmount(row.max_amount),
    feeRate: formatAmount(row.fee_rate),
    active: row.active,
    sortOrder: row.sort_order,
  };
}

export function toOrder(row: RechargeOrderRow): RechargeOrder {
  return {
    orderNo: row.order_no,
    configId: row.config_id,
    configName: row.config_name,
    currency: row.currency,
    method: row.network,
    amount: formatAmount(row.amount),
    fee: formatAmount(row.fee),
    actualAmount: formatAmount(row.actual_amount),
    remark: row.remark,
    status: row.status,
    proofFileId: row.proof_file_id,
    proofUrl: ownerFileUrl(row.proof_file_id),
    paymentInfo: paymentInfoOf(row),
    rejectReason: row.reject_reason,
    createdAt: row.created_at.getTime(),
    updatedAt: row.updated_at.getTime(),
    completedAt: row.completed_at?.getTime() ?? null,
    expiresAt: row.expires_at.getTime(),
  };
}
