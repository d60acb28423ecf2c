import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runStatements } from './run-statements.ts';

/**
 * Each user's watched pairs. The primary key makes adding twice a no-op; deleting a user or delisting an
 * instrument takes its rows along.
 */
export const watchlistMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      `CREATE TABLE watchlist (
        user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        symbol text NOT NULL REFERENCES instruments (symbol) ON DELETE CASCADE ON UPDATE CASCADE,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, symbol)
      )`,
      'CREATE INDEX watchlist_symbol_idx ON watchlist (symbol)',
    ]);
  },
};
