import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';

export async function publicConfigValues(db: Db, keys?: readonly string[]): Promise<Record<string, string>> {
  let query = db.selectFrom('app_config').select(['key', 'value']).where('is_public', '=', true);
  if (keys) query = query.where('key', 'in', keys);
  const rows = await query.orderBy('key').execute();
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

export async function publicConfigValue(db: Db, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('app_config')
    .select('value')
    .where('key', '=', key)
    .where('is_public', '=', true)
    .executeTakeFirst();
  return row?.value;
}

/** The cheapest round trip that proves the database answers. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
