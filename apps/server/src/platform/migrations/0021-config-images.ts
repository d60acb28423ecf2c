import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runStatements } from './run-statements.ts';

/**
 * Public images of the user app's configuration (home banners, the app logo), uploaded by operators
 * (modules/uploads). Unlike `uploads`, they belong to no user and are served without sign-in. The name is
 * the SHA-256 of the stored (re-encoded) bytes plus its extension, so an address always means the same
 * bytes and can be cached for a year; the bytes live under `storage_key` (random) on disk or S3.
 */
export const configImagesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      `CREATE TABLE config_images (
        name text PRIMARY KEY CHECK (name ~ '^[0-9a-f]{64}\\.(jpg|png)$'),
        purpose text NOT NULL CHECK (purpose IN ('banner', 'logo')),
        storage_key text NOT NULL UNIQUE,
        mime text NOT NULL CHECK (mime IN ('image/jpeg', 'image/png')),
        width integer NOT NULL CHECK (width > 0),
        height integer NOT NULL CHECK (height > 0),
        size integer NOT NULL CHECK (size > 0),
        uploaded_by text NOT NULL REFERENCES operators (id),
        created_at timestamptz NOT NULL
      )`,
    ]);
  },
};
