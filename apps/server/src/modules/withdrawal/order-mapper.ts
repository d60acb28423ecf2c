import type { WithdrawalConfig, WithdrawalOrder } from '@halcyon/api';
import { formatAmount, Money } from '../ledger/index.ts';
import type { AddressBox } from './address-box.ts';
import type { WithdrawalConfigRow } from './config-repo.ts';
import type { WithdrawalOrderRow } from './order-repo.ts';

export function toConfig(row: WithdrawalConfigRow): WithdrawalConfig {
  return {
    id: row.id,
    name: row.name,
    currency: row.currency,
    network: row.network,
    minAmount: formatAmount(row.min_amount),
    maxAmount: formatAmount(row.max_amount),
    fixedFee: formatAmount(row.fixed_fee),
    feeRate: formatAmount(row.fee_rate),
    dailyLimit: formatAmount(row.daily_limit),
    active: row.active,
    sortOrder: row.sort_order,
  };
}

/** `addresses` opens the sealed address: the one place it leaves the row. */
export function toOrder(row: WithdrawalOrderRow, addresses: AddressBox): WithdrawalOrder {
  return {
    orderNo: row.order_no,
    configId: row.config_id,
    currency: row.currency,
    network: row.network,
    method: 'crypto',
    amount: formatAmount(row.amount),
    fee: formatAmount(row.fee),
    actualAmount: formatAmount(row.amount),
    totalAmount: formatAmount(new Money(row.amount).plus(row.fee)),
    address: addresses.open(row),
    remark: row.remark,
    status: row.status,
    rejectReason: row.reject_reason ?? row.fail_reason,
    txId: row.tx_id,
    createdAt: row.created_at.getTime(),
    updatedAt: row.updated_at.getTime(),
    processedAt: row.processed_at?.getTime() ?? null,
    completedAt: row.completed_at?.getTime() ?? null,
  };
}
