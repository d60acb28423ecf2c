import type { Db } from '../../platform/db.ts';

export async function configValuesLike(db: Db, prefixes: readonly string[]): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('app_config')
    .select(['key', 'value'])
    .where((eb) => eb.or(prefixes.map((prefix) => eb('key', 'like', `${prefix}%`))))
    .execute();
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/** Writes public values; an empty value removes the key (the client falls back to its default). */
export async function writeConfigValues(db: Db, values: Record<string, string>, at: Date): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    if (value === '') {
      await db.deleteFrom('app_config').where('key', '=', key).execute();
      continue;
    }
    await db
      .insertInto('app_config')
      .values({ key, value, is_public: true, updated_at: at })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: at }))
      .execute();
  }
}
