import { type Kysely, sql } from 'kysely';

/**
 * Runs DDL one statement at a time: both drivers execute through the extended protocol, which takes
 * a single statement per call. The same SQL text runs on PGlite and on PostgreSQL.
 */
export async function runStatements(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
