import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runStatements } from './run-statements.ts';

/** Operator-editable settings; the public ones are served by /app-config. Seeded with the spec's defaults. */
export const appConfigMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      `CREATE TABLE app_config (
        key text PRIMARY KEY,
        value text NOT NULL,
        is_public boolean NOT NULL DEFAULT true,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      `INSERT INTO app_config (key, value) VALUES
        ('app_name', 'my app'),
        ('app_logo', '/static/images/logo.png'),
        ('app_version', '1.0.0')
      ON CONFLICT (key) DO NOTHING`,
      `CREATE TABLE server_secrets (
        name text PRIMARY KEY,
        value text NOT NULL,
        created_at timestamptz NOT NULL
      )`,
    ]);
  },
};
