import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runStatements } from './run-statements.ts';

/** The tables of spot orders, trades and positions (modules/spot). */
export const spotMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, []);
  },
};
