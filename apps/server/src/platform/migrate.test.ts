import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type TestDatabase } from '../../test/test-database.ts';
import { migrateToLatest } from './migrate.ts';

describe.each(backends)('migrations on $name', (backend) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await backend.open();
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('an up-to-date database migrates again without change', async () => {
    const names = async () =>
      (
        await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
          database.handle.db,
        )
      ).rows;
    const before = await names();
    await migrateToLatest(database.handle.db);
    expect(await names()).toEqual(before);
  });

  it('refuses a database that holds a migration this build does not know', async () => {
    await sql`insert into kysely_migration (name, timestamp) values ('9999-from-the-future', '2030-01-01')`.execute(
      database.handle.db,
    );
    try {
      await expect(migrateToLatest(database.handle.db)).rejects.toThrow(/migration/);
    } finally {
      await sql`delete from kysely_migration where name = '9999-from-the-future'`.execute(database.handle.db);
    }
  });
});
