import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runStatements } from './run-statements.ts';

/**
 * The product is called Halcyon: mails, titles and the about page carry that name. The spec's "my app"
 * stays only as the client's fallback when the config cannot be loaded. A name an operator already chose
 * is left alone.
 */
export const appNameMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      `UPDATE app_config SET value = 'Halcyon' WHERE key = 'app_name' AND value = 'my app'`,
    ]);
  },
};
