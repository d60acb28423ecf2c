import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runStatements } from './run-statements.ts';

/**
 * A person's second factor: the TOTP secret (sealed with AES-256-GCM, never stored plain), set up first
 * and enabled once a code proves the authenticator app has it; the last accepted time step, so a code is
 * accepted once only; and the recovery codes, stored as hashes and each usable once. The withdrawal hold
 * outlives a reset of the factor (a compliance reset holds withdrawals for 24 h).
 */
export const identityTwoFactorMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      `CREATE TABLE user_two_factor (
        user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        secret_sealed text,
        enabled_at timestamptz,
        last_used_step bigint,
        withdrawals_held_until timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CHECK (enabled_at IS NULL OR secret_sealed IS NOT NULL)
      )`,
      `CREATE TABLE user_recovery_codes (
        user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        code_hash text NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, code_hash)
      )`,
    ]);
  },
};
