import type { Db } from '../../platform/db.ts';

/** Why each suspended pair is suspended (instruments.status says that it is). */
export async function suspensionReasons(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('pair_suspensions').select(['symbol', 'reason']).execute();
  return new Map(rows.map((row) => [row.symbol, row.reason]));
}

export async function recordSuspension(
  db: Db,
  suspension: { symbol: string; reason: string; operatorId: string | null; at: Date },
): Promise<void> {
  await db
    .insertInto('pair_suspensions')
    .values({
      symbol: suspension.symbol,
      reason: suspension.reason,
      operator_id: suspension.operatorId,
      suspended_at: suspension.at,
    })
    .onConflict((oc) =>
      oc.column('symbol').doUpdateSet({
        reason: suspension.reason,
        operator_id: suspension.operatorId,
        suspended_at: suspension.at,
      }),
    )
    .execute();
}

export async function clearSuspension(db: Db, symbol: string): Promise<void> {
  await db.deleteFrom('pair_suspensions').where('symbol', '=', symbol).execute();
}
