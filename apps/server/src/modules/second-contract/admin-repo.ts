import type { Db } from '../../platform/db.ts';

export type PeriodSetting = { seconds: number; payoutRate: string; enabled: boolean };

export async function listAllPeriods(db: Db): Promise<PeriodSetting[]> {
  const rows = await db
    .selectFrom('contract_periods')
    .select(['seconds', 'payout_rate', 'enabled'])
    .orderBy('seconds')
    .execute();
  return rows.map((row) => ({ seconds: row.seconds, payoutRate: row.payout_rate, enabled: row.enabled }));
}

/** Locks the one settings row: changes of the contract rules take turns, each checking what the one before stored. */
export async function lockContractSettings(db: Db): Promise<void> {
  await db
    .selectFrom('contract_settings')
    .select('id')
    .where('id', '=', 1)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function updateAmountLimits(
  db: Db,
  limits: { minAmount: string; maxAmount: string },
  at: Date,
): Promise<void> {
  await db
    .updateTable('contract_settings')
    .set({ min_amount: limits.minAmount, max_amount: limits.maxAmount, updated_at: at })
    .where('id', '=', 1)
    .execute();
}

export async function upsertPeriod(db: Db, period: PeriodSetting, at: Date): Promise<void> {
  await db
    .insertInto('contract_periods')
    .values({
      seconds: period.seconds,
      payout_rate: period.payoutRate,
      enabled: period.enabled,
      updated_at: at,
    })
    .onConflict((oc) =>
      oc
        .column('seconds')
        .doUpdateSet({ payout_rate: period.payoutRate, enabled: period.enabled, updated_at: at }),
    )
    .execute();
}
