import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type TestDatabase } from '../../test/test-database.ts';

describe.each(backends)('the introspector on $name', (backend) => {
  let database: TestDatabase;
  // Another schema of the same database, as another test file's (which may be dropped at any moment).
  const sibling = `sibling_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    database = await backend.open();
    await sql.raw(`CREATE SCHEMA ${sibling}`).execute(database.handle.db);
    await sql.raw(`CREATE TABLE ${sibling}.elsewhere (id integer)`).execute(database.handle.db);
  });
  afterAll(async () => {
    await sql.raw(`DROP SCHEMA IF EXISTS ${sibling} CASCADE`).execute(database.handle.db);
    await database.dispose();
  });

  it("lists the current schema's tables with their columns, and no other schema's", async () => {
    const tables = await database.handle.db.introspection.getTables();
    const names = tables.map((table) => table.name);
    expect(names).toContain('users');
    expect(names).not.toContain('elsewhere');
    expect(names).not.toContain('kysely_migration');
    const schemas = new Set(tables.map((table) => table.schema));
    expect(schemas.size).toBe(1);
    const id = tables.find((table) => table.name === 'users')?.columns.find((column) => column.name === 'id');
    expect(id).toMatchObject({ isNullable: false, isAutoIncrementing: false });
    const internal = await database.handle.db.introspection.getTables({ withInternalKyselyTables: true });
    expect(internal.map((table) => table.name)).toContain('kysely_migration');
  });
});
