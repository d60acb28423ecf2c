import type { WithdrawalConfig, WithdrawalConfigInput } from '@halcyon/api';
import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { type AuditActor, appendAudit } from '../audit-log/index.ts';
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
export function createWithdrawalConfigService({ db, clock, bus }: Pick<AppContext, 'db' | 'clock' | 'bus'>) {
  const announced = async (config: WithdrawalConfig): Promise<WithdrawalConfig> => {
    await bus.publish(WITHDRAWAL_CONFIGS_CHANGED_TOPIC, { at: clock.now() });
    return config;
  };
  return {
    async list(): Promise<WithdrawalConfig[]> {
      return (await listConfigs(db, false)).map(toConfig);
    },

    async create(input: WithdrawalConfigInput, actor: AuditActor): Promise<WithdrawalConfig> {
      const at = dateOf(clock);
      const row: WithdrawalConfigRow = { id: input.id, created_at: at, ...columnsOf(input, at) };
      const created = await db.transaction().execute(async (trx) => {
        if (!(await insertConfig(trx, row))) throw new AppError('CONFLICT');
        const config = toConfig(row);
        await appendAudit(trx, {
          actor,
          at,
          action: 'withdrawal.config_create',
          targetType: 'withdrawal_config',
          targetId: row.id,
          after: config,
        });
        return config;
      });
      return announced(created);
    },

    async update(id: string, input: WithdrawalConfigInput, actor: AuditActor): Promise<WithdrawalConfig> {
      const at = dateOf(clock);
      const columns = columnsOf(input, at);
      const updated = await db.transaction().execute(async (trx) => {
        const before = await findConfig(trx, id);
        if (!before) throw new AppError('NOT_FOUND');
        const after = await updateConfig(trx, id, columns);
        if (!after) throw new AppError('NOT_FOUND');
        const config = toConfig(after);
        await appendAudit(trx, {
          actor,
          at,
          action: 'withdrawal.config_update',
          targetType: 'withdrawal_config',
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
