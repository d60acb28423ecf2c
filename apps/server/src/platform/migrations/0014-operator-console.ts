import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runStatements } from './run-statements.ts';

/**
 * The operator console: operators get a name, a role, a status, a sealed TOTP secret and their last
 * sign-in (operators that exist already are the first operator: owners); their sessions, sign-in failures
 * (per operator and IP), one-time tokens (TOTP enrolment) and invitations; users can be frozen; pairs
 * keep the reason of a suspension; and the audit log, append only, hash-chained.
 */
export const operatorConsoleMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      `ALTER TABLE operators
        ADD COLUMN name text NOT NULL DEFAULT '',
        ADD COLUMN role text NOT NULL DEFAULT 'owner'
          CHECK (role IN ('owner', 'finance', 'compliance', 'support', 'viewer')),
        ADD COLUMN status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
        ADD COLUMN totp_secret_sealed text,
        ADD COLUMN totp_pending_sealed text,
        ADD COLUMN totp_last_step bigint,
        ADD COLUMN last_login_at timestamptz`,
      // Existing rows became owners above; new ones must say what they are.
      'ALTER TABLE operators ALTER COLUMN role DROP DEFAULT',
      `CREATE TABLE operator_sessions (
        id text PRIMARY KEY,
        operator_id text NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
        token_hash text NOT NULL,
        created_at timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        revoke_reason text CHECK (revoke_reason IN ('logout', 'disabled', 'role_changed', 'totp_reset', 'idle')),
        ip text,
        user_agent text
      )`,
      'CREATE UNIQUE INDEX operator_sessions_token_key ON operator_sessions (token_hash)',
      'CREATE INDEX operator_sessions_operator_idx ON operator_sessions (operator_id)',
      `CREATE TABLE operator_login_failures (
        id text PRIMARY KEY,
        email text NOT NULL,
        ip text NOT NULL,
        failed_at timestamptz NOT NULL
      )`,
      'CREATE INDEX operator_login_failures_subject_idx ON operator_login_failures (email, ip, failed_at)',
      `CREATE TABLE operator_tokens (
        token_hash text PRIMARY KEY,
        operator_id text NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('totp_enrolment')),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL
      )`,
      `CREATE TABLE operator_invitations (
        id text PRIMARY KEY,
        email text NOT NULL,
        name text NOT NULL,
        role text NOT NULL CHECK (role IN ('owner', 'finance', 'compliance', 'support', 'viewer')),
        token_hash text NOT NULL,
        invited_by text REFERENCES operators (id) ON DELETE SET NULL,
        expires_at timestamptz NOT NULL,
        accepted_at timestamptz,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL
      )`,
      'CREATE UNIQUE INDEX operator_invitations_token_key ON operator_invitations (token_hash)',
      `ALTER TABLE users
        ADD COLUMN status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'frozen')),
        ADD COLUMN frozen_reason text,
        ADD COLUMN frozen_at timestamptz`,
      // Why a pair is suspended (instruments.status says that it is), shown to operators.
      `CREATE TABLE pair_suspensions (
        symbol text PRIMARY KEY,
        reason text NOT NULL,
        operator_id text,
        suspended_at timestamptz NOT NULL
      )`,
      `CREATE TABLE audit_log (
        seq bigint PRIMARY KEY,
        at timestamptz NOT NULL,
        operator_id text,
        operator_email text,
        action text NOT NULL,
        target_type text,
        target_id text,
        before jsonb,
        after jsonb,
        ip text,
        user_agent text,
        prev_hash text NOT NULL,
        hash text NOT NULL
      )`,
      'CREATE INDEX audit_log_at_idx ON audit_log (at)',
      'CREATE INDEX audit_log_operator_idx ON audit_log (operator_id, seq)',
      'CREATE INDEX audit_log_target_idx ON audit_log (target_type, target_id, seq)',
      'CREATE INDEX audit_log_action_idx ON audit_log (action, seq)',
      // Nothing in the code updates or deletes the log; the database refuses it too.
      `CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_log is append only';
      END
      $$`,
      `CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
        FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change()`,
      `CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
        FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change()`,
      `CREATE TABLE ledger_audit_runs (
        id text PRIMARY KEY,
        at timestamptz NOT NULL,
        ok boolean NOT NULL,
        operator_id text,
        operator_email text,
        report text NOT NULL
      )`,
    ]);
  },
};
