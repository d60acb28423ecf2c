import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db.ts';
import type { RechargeConfigTable } from '../../platform/db-schema-finance.ts';

export type RechargeConfigRow = Selectable<RechargeConfigTable>;

export async function listConfigs(db: Db, onlyActive: boolean): Promise<RechargeConfigRow[]> {
  let query = db.selectFrom('recharge_configs').selectAll().orderBy('sort_order').orderBy('id');
  if (onlyActive) query = query.where('active', '=', true);
  return query.execute();
}

export async function findConfig(db: Db, id: string): Promise<RechargeConfigRow | undefined> {
  return db.selectFrom('recharge_configs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** False when the id is taken. */
export async function insertConfig(db: Db, row: RechargeConfigRow): Promise<boolean> {
  const inserted = await db
    .insertInto('recharge_configs')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function updateConfig(
  db: Db,
  id: string,
  values: Omit<RechargeConfigRow, 'id' | 'created_at'>,
): Promise<RechargeConfigRow | undefined> {
  return db
    .updateTable('recharge_configs')
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
