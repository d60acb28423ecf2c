import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db.ts';
import type { ConfigImageTable } from '../../platform/db-schema-console.ts';

export type ConfigImageRow = Selectable<ConfigImageTable>;

export async function findConfigImage(db: Db, name: string): Promise<ConfigImageRow | undefined> {
  return db.selectFrom('config_images').selectAll().where('name', '=', name).executeTakeFirst();
}

/** False when an image with these exact bytes is already stored (the same upload twice). */
export async function insertConfigImage(db: Db, row: ConfigImageRow): Promise<boolean> {
  const inserted = await db
    .insertInto('config_images')
    .values(row)
    .onConflict((oc) => oc.column('name').doNothing())
    .returning('name')
    .executeTakeFirst();
  return inserted !== undefined;
}
