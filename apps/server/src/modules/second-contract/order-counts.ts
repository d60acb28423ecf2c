import type { Db } from '../../platform/db.ts';

/** Contracts waiting for their entry price or running to their end. */
export async function countRunningContracts(db: Db): Promise<number> {
  const row = await db
    .selectFrom('contract_orders')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('status', 'in', ['pending', 'running'])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
