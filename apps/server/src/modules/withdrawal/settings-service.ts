import type { WithdrawalSettings, WithdrawalSettingsInput } from '@halcyon/api';
import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import { type AuditActor, appendAudit } from '../audit-log/index.ts';
import { formatAmount } from '../ledger/index.ts';
import { readSettings, writeSettings } from './settings-repo.ts';

/**
 * Announced on the bus after a change, as the other configs are. Every withdrawal reads the settings from
 * the database in its own transaction, so a change applies to the next withdrawal on every server.
 */
export const WITHDRAWAL_SETTINGS_CHANGED_TOPIC = 'config.withdrawal';

export type WithdrawalSettingsService = ReturnType<typeof createWithdrawalSettingsService>;

const toSettings = (row: { kycDailyLimit: string }): WithdrawalSettings => ({
  kycDailyLimit: formatAmount(row.kycDailyLimit),
});

/** Operators (finance, owner) read and change the withdrawal settings; a change is audited with before and after. */
export function createWithdrawalSettingsService({
  db,
  clock,
  bus,
}: Pick<AppContext, 'db' | 'clock' | 'bus'>) {
  const current = async () => toSettings(await readSettings(db));
  return {
    current,
    async update(input: WithdrawalSettingsInput, actor: AuditActor): Promise<WithdrawalSettings> {
      const after = toSettings({ kycDailyLimit: input.kycDailyLimit });
      await db.transaction().execute(async (trx) => {
        const before = toSettings(await readSettings(trx));
        const at = dateOf(clock);
        await writeSettings(trx, after, at);
        await appendAudit(trx, {
          actor,
          at,
          action: 'withdrawal.settings_update',
          targetType: 'withdrawal_settings',
          targetId: 'default',
          before,
          after,
        });
      });
      await bus.publish(WITHDRAWAL_SETTINGS_CHANGED_TOPIC, { at: clock.now() });
      return current();
    },
  };
}
