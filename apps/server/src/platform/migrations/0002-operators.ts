import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runStatements } from './run-statements.ts';

/** Operators are a separate population from users: no shared table, no role column to flip. */
export const operatorsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      `CREATE TABLE operators (
        id text PRIMARY KEY,
        email text NOT NULL,
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`,
      'CREATE UNIQUE INDEX operators_email_key ON operators (lower(email))',
    ]);
  },
};
