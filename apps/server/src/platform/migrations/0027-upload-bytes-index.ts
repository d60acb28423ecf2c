import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runStatements } from './run-statements.ts';

/**
 * Uploads by the hash of their stored bytes: placing or approving a deposit looks for the other uploads of
 * its proof's image (one receipt uploaded twice has two ids and one hash); without it, each reads them all.
 */
export const uploadBytesIndexMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, ['CREATE INDEX uploads_sha256_idx ON uploads (sha256)']);
  },
};
