import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runStatements } from './run-statements.ts';

/**
 * Account names and e-mails are unique case-insensitively through expression indexes, so a race of two
 * registrations is decided by the database (the loser gets a unique violation, answered 409).
 */
export const usersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      `CREATE TABLE users (
        id text PRIMARY KEY,
        uid text NOT NULL,
        account text NOT NULL,
        email text NOT NULL,
        password_hash text NOT NULL,
        nickname text NOT NULL,
        avatar text,
        credit_score integer NOT NULL DEFAULT 100,
        invitation_code text NOT NULL,
        referrer_id text REFERENCES users (id),
        withdrawal_password_hash text,
        real_name_status text NOT NULL DEFAULT 'unverified'
          CHECK (real_name_status IN ('unverified', 'pending', 'verified', 'rejected')),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`,
      'CREATE UNIQUE INDEX users_uid_key ON users (uid)',
      'CREATE UNIQUE INDEX users_invitation_code_key ON users (invitation_code)',
      'CREATE UNIQUE INDEX users_account_key ON users (lower(account))',
      'CREATE UNIQUE INDEX users_email_key ON users (lower(email))',
      'CREATE INDEX users_referrer_idx ON users (referrer_id)',
    ]);
  },
};
