import { isValidWithdrawalAddress, type RechargeConfig, type RechargeConfigInput } from '@halcyon/api';
import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { type AuditActor, appendAudit } from '../audit-log/index.ts';
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

function columnsOf(input: RechargeConfigInput, at: Date): Omit<RechargeConfigRow, 'id' | 'created_at'> {
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
export function createRechargeConfigService({ db, clock, bus }: Pick<AppContext, 'db' | 'clock' | 'bus'>) {
  const announced = async (config: RechargeConfig): Promise<RechargeConfig> => {
    await bus.publish(RECHARGE_CONFIGS_CHANGED_TOPIC, { at: clock.now() });
    return config;
  };
  return {
    async list(): Promise<RechargeConfig[]> {
      return (await listConfigs(db, false)).map(toConfig);
    },

    async create(input: RechargeConfigInput, actor: AuditActor): Promise<RechargeConfig> {
      checkInput(input);
      const created = await db.transaction().execute(async (trx) => {
        const at = dateOf(clock);
        const row: RechargeConfigRow = { id: input.id, created_at: at, ...columnsOf(input, at) };
        if (!(await insertConfig(trx, row))) throw new AppError('CONFLICT');
        const config = toConfig(row);
        await appendAudit(trx, {
          actor,
          at,
          action: 'recharge.config_create',
          targetType: 'recharge_config',
          targetId: row.id,
          after: config,
        });
        return config;
      });
      return announced(created);
    },

    async update(id: string, input: RechargeConfigInput, actor: AuditActor): Promise<RechargeConfig> {
      checkInput(input);
      const updated = await db.transaction().execute(async (trx) => {
        const before = await findConfig(trx, id);
        if (!before) throw new AppError('NOT_FOUND');
        const at = dateOf(clock);
        const after = await updateConfig(trx, id, columnsOf(input, at));
        if (!after) throw new AppError('NOT_FOUND');
        const config = toConfig(after);
        await appendAudit(trx, {
          actor,
          at,
          action: 'recharge.config_update',
          targetType: 'recharge_config',
          targetId: id,
          before: toConfig(before),
          after: config,
        });
        return config;
      });
      return announced(updated);
    },
  };
}
