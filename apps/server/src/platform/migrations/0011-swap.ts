import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runStatements } from './run-statements.ts';

/** The tables of swap quotes and orders (modules/swap). */
export const swapMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, []);
  },
};
