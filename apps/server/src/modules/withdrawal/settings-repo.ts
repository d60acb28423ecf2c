import { WITHDRAWAL_RULES } from '@halcyon/api';
import type { Db } from '../../platform/db.ts';

export type WithdrawalSettingsRow = { kycDailyLimit: string };

/** The settings, or the defaults of WITHDRAWAL_RULES while no operator changed them. */
export async function readSettings(db: Db): Promise<WithdrawalSettingsRow> {
  const row = await db
    .selectFrom('withdrawal_settings')
    .select('kyc_daily_limit')
    .where('id', '=', 'default')
    .executeTakeFirst();
  return { kycDailyLimit: row ? String(row.kyc_daily_limit) : WITHDRAWAL_RULES.kycDailyLimit };
}

export async function writeSettings(db: Db, settings: WithdrawalSettingsRow, at: Date): Promise<void> {
  await db
    .insertInto('withdrawal_settings')
    .values({ id: 'default', kyc_daily_limit: settings.kycDailyLimit, updated_at: at })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet({ kyc_daily_limit: settings.kycDailyLimit, updated_at: at }),
    )
    .execute();
}
