import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db.ts';
import type { WithdrawalConfigTable } from '../../platform/db-schema-finance.ts';

export type WithdrawalConfigRow = Selectable<WithdrawalConfigTable>;

export async function listConfigs(db: Db, onlyActive: boolean): Promise<WithdrawalConfigRow[]> {
  let query = db.selectFrom('withdrawal_configs').selectAll().orderBy('sort_order').orderBy('id');
  if (onlyActive) query = query.where('active', '=', true);
  return query.execute();
}

export async function findConfig(db: Db, id: string): Promise<WithdrawalConfigRow | undefined> {
  return db.selectFrom('withdrawal_configs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** False when the id is taken. */
export async function insertConfig(db: Db, row: WithdrawalConfigRow): Promise<boolean> {
  const inserted = await db
    .insertInto('withdrawal_configs')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function updateConfig(
  db: Db,
  id: string,
  values: Omit<WithdrawalConfigRow, 'id' | 'created_at'>,
): Promise<WithdrawalConfigRow | undefined> {
  return db
    .updateTable('withdrawal_configs')
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
