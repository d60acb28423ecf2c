import type { WithdrawalConfigInput } from '@halcyon/api';
import type { AppContext } from '../../platform/app-types.ts';
import { AppError } from '../../platform/errors.ts';
import { createConfigEditor } from '../finance-shared/index.ts';
import { Money } from '../ledger/index.ts';
import {
  findConfig,
  insertConfig,
  listConfigs,
  updateConfig,
  type WithdrawalConfigRow,
} from './config-repo.ts';
import { toConfig } from './order-mapper.ts';

/** Limits that allow a withdrawal: a daily limit under the minimum amount would refuse every one. */
function checkLimits(input: WithdrawalConfigInput): void {
  const min = new Money(input.minAmount);
  const fields: Record<string, string[]> = {};
  if (min.gt(input.maxAmount)) fields.maxAmount = ['validation.maxBelowMin'];
  if (min.gt(input.dailyLimit)) fields.dailyLimit = ['validation.dailyLimitBelowMin'];
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', undefined, fields);
}

function columnsOf(input: WithdrawalConfigInput, at: Date): Omit<WithdrawalConfigRow, 'id' | 'created_at'> {
  checkLimits(input);
  return {
    name: input.name,
    currency: 'USDT',
    network: input.network,
    min_amount: input.minAmount,
    max_amount: input.maxAmount,
    fixed_fee: input.fixedFee,
    fee_rate: input.feeRate,
    daily_limit: input.dailyLimit,
    active: input.active,
    sort_order: input.sortOrder,
    updated_at: at,
  };
}

/**
 * Announced on the bus after a withdrawal network changed, so every open withdrawal form (through the
 * `config` channel) shows the new fee, limits and networks at once, not the figures it loaded earlier.
 * Not the settings' topic: the identity limit is not shown on the form, which need not re-read for it.
 */
export const WITHDRAWAL_CONFIGS_CHANGED_TOPIC = 'config.withdrawal-networks';

export type WithdrawalConfigService = ReturnType<typeof createWithdrawalConfigService>;

/** Operators edit withdrawal configs; every change is audited with before and after. */
export function createWithdrawalConfigService(ctx: Pick<AppContext, 'db' | 'clock' | 'bus'>) {
  return createConfigEditor(ctx, {
    kind: 'withdrawal',
    topic: WITHDRAWAL_CONFIGS_CHANGED_TOPIC,
    repo: { listConfigs, findConfig, insertConfig, updateConfig },
    columnsOf,
    toConfig,
  });
}
