import { sql } from 'kysely';
import type { TestApp } from './test-app.ts';

/**
 * Runs `body` while every insert into `table` fails (a trigger raising an error), as a full disk or a
 * lost connection would make it fail: for proving that what was to commit with that row did not.
 */
export async function withInsertsRefused<T>(t: TestApp, table: string, body: () => Promise<T>): Promise<T> {
  const name = `test_refuse_${table}`;
  await sql
    .raw(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'insert refused by test'; END $$`)
    .execute(t.db);
  await sql
    .raw(`CREATE TRIGGER ${name} BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION ${name}()`)
    .execute(t.db);
  try {
    return await body();
  } finally {
    await sql.raw(`DROP TRIGGER ${name} ON ${table}`).execute(t.db);
    await sql.raw(`DROP FUNCTION ${name}()`).execute(t.db);
  }
}
