import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runStatements } from './run-statements.ts';

/** The tables of second contract settings and orders (modules/second-contract). */
export const secondContractMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, []);
  },
};
