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

/** The same bytes uploaded again count as uploaded `at`; false when no such image is stored (any more). */
export async function renewConfigImage(db: Db, name: string, at: Date): Promise<boolean> {
  const row = await db
    .updateTable('config_images')
    .set({ created_at: at })
    .where('name', '=', name)
    .returning('name')
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks the image as shown by the configuration (the first time counts); false when it is not stored. */
export async function referenceConfigImage(db: Db, name: string, at: Date): Promise<boolean> {
  const row = await db
    .updateTable('config_images')
    .set((eb) => ({ referenced_at: eb.fn.coalesce('referenced_at', eb.val(at)) }))
    .where('name', '=', name)
    .returning('name')
    .executeTakeFirst();
  return row !== undefined;
}

/** Images never referenced and last uploaded before `before`, oldest first. */
export async function listUnreferencedBefore(db: Db, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('config_images')
    .select('name')
    .where('referenced_at', 'is', null)
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.name);
}

/**
 * Guarded by the same conditions as the listing: an image referenced or uploaded again meanwhile stays.
 * Answers the storage key of the deleted row, whose bytes then go too.
 */
export async function deleteUnreferenced(db: Db, name: string, before: Date): Promise<string | undefined> {
  const row = await db
    .deleteFrom('config_images')
    .where('name', '=', name)
    .where('referenced_at', 'is', null)
    .where('created_at', '<', before)
    .returning('storage_key')
    .executeTakeFirst();
  return row?.storage_key;
}
