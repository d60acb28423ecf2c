import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runStatements } from './run-statements.ts';

/**
 * Idempotency-Key of money-moving POSTs (platform/idempotency.ts). A key belongs to one user; the row is
 * written in the same transaction as the money it guards, so it exists exactly when the money moved, and
 * `response` is what the first request answered (JSON text), replayed to every retry.
 */
export const idempotencyKeysMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      `CREATE TABLE idempotency_keys (
        user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        key text NOT NULL,
        route text NOT NULL,
        request_hash text NOT NULL,
        response text,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, key)
      )`,
      'CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at)',
    ]);
  },
};
