import { isValidWithdrawalAddress, type RechargeConfigInput } from '@halcyon/api';
import type { AppContext } from '../../platform/app-types.ts';
import { AppError } from '../../platform/errors.ts';
import { createConfigEditor } from '../finance-shared/index.ts';
import { Money } from '../ledger/index.ts';
import {
  findConfig,
  insertConfig,
  listConfigs,
  type RechargeConfigRow,
  updateConfig,
} from './config-repo.ts';
import { toConfig } from './order-mapper.ts';

/**
 * A config is either crypto (an address) or BANK (bank details); limits must make sense together. A crypto
 * address is checked by the network's own algorithm, the one withdrawal addresses pass (TRC20 base58check,
 * ERC20 EIP-55): people send real money to it, and a mistyped one would lose every deposit.
 */
function checkInput(input: RechargeConfigInput): void {
  const fields: Record<string, string[]> = {};
  if (input.network === 'BANK') {
    for (const [name, value] of [
      ['bankName', input.bankName],
      ['accountName', input.accountName],
      ['accountNumber', input.accountNumber],
    ] as const) {
      if (!value) fields[name] = ['validation.required'];
    }
  } else if (!input.address) {
    fields.address = ['validation.required'];
  } else if (!isValidWithdrawalAddress(input.network, input.address)) {
    fields.address = ['validation.networkAddressInvalid'];
  }
  if (new Money(input.maxAmount).lt(input.minAmount)) fields.maxAmount = ['validation.maxBelowMin'];
  if (Object.keys(fields).length > 0)
    throw new AppError('VALIDATION_FAILED', { network: input.network }, fields);
}

/** The columns a valid input writes (checkInput refuses the others). */
function columnsOf(input: RechargeConfigInput, at: Date): Omit<RechargeConfigRow, 'id' | 'created_at'> {
  checkInput(input);
  const bank = input.network === 'BANK';
  return {
    name: input.name,
    currency: 'USDT',
    network: input.network,
    address: bank ? null : input.address,
    bank_name: bank ? input.bankName : null,
    account_name: bank ? input.accountName : null,
    account_number: bank ? input.accountNumber : null,
    bank_code: bank ? input.bankCode : null,
    min_amount: input.minAmount,
    max_amount: input.maxAmount,
    fee_rate: input.feeRate,
    active: input.active,
    sort_order: input.sortOrder,
    updated_at: at,
  };
}

/**
 * Announced on the bus after a deposit method changed, so every open deposit page (through the `config`
 * channel) shows the new address or limits at once: a person must never be shown an address that is no
 * longer the platform's.
 */
export const RECHARGE_CONFIGS_CHANGED_TOPIC = 'config.deposit-methods';

export type RechargeConfigService = ReturnType<typeof createRechargeConfigService>;

/** Operators edit deposit configs; every change is audited with what it was and what it became. */
export function createRechargeConfigService(ctx: Pick<AppContext, 'db' | 'clock' | 'bus'>) {
  return createConfigEditor(ctx, {
    kind: 'recharge',
    topic: RECHARGE_CONFIGS_CHANGED_TOPIC,
    repo: { listConfigs, findConfig, insertConfig, updateConfig },
    columnsOf,
    toConfig,
  });
}
