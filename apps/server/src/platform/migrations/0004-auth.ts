import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runStatements } from './run-statements.ts';

/**
 * Sessions (one per login, holding the hashes of its current access and refresh tokens), the spent
 * refresh tokens that reveal a replay, e-mail codes (also the send log behind cooldown and daily limits),
 * captchas, and login failures (in the database so the lockout holds across server instances).
 */
export const authMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      `CREATE TABLE sessions (
        id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        access_hash text NOT NULL,
        refresh_hash text NOT NULL,
        access_expires_at timestamptz NOT NULL,
        refresh_expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL,
        refreshed_at timestamptz,
        revoked_at timestamptz,
        revoke_reason text
          CHECK (revoke_reason IN ('logout', 'refresh_reuse', 'password_changed', 'password_reset')),
        ip text,
        user_agent text
      )`,
      'CREATE UNIQUE INDEX sessions_access_hash_key ON sessions (access_hash)',
      'CREATE UNIQUE INDEX sessions_refresh_hash_key ON sessions (refresh_hash)',
      'CREATE INDEX sessions_user_idx ON sessions (user_id)',
      `CREATE TABLE spent_refresh_tokens (
        token_hash text PRIMARY KEY,
        session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        spent_at timestamptz NOT NULL
      )`,
      'CREATE INDEX spent_refresh_tokens_session_idx ON spent_refresh_tokens (session_id)',
      `CREATE TABLE email_codes (
        id text PRIMARY KEY,
        email text NOT NULL,
        purpose text NOT NULL CHECK (purpose IN ('register', 'reset_password')),
        code_hash text NOT NULL,
        attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL
      )`,
      'CREATE INDEX email_codes_email_idx ON email_codes (email, created_at)',
      `CREATE TABLE captchas (
        id text PRIMARY KEY,
        answer_hash text NOT NULL,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL
      )`,
      'CREATE INDEX captchas_expires_idx ON captchas (expires_at)',
      `CREATE TABLE login_failures (
        id text PRIMARY KEY,
        subject text NOT NULL,
        failed_at timestamptz NOT NULL
      )`,
      'CREATE INDEX login_failures_subject_idx ON login_failures (subject, failed_at)',
    ]);
  },
};
