import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runStatements } from './run-statements.ts';

/**
 * Real-name submissions: the name and ID number sealed with AES-256-GCM (never stored plain), the two
 * ID photos as uploads, and compliance's decision. At most one pending submission per person, enforced
 * by a partial unique index, so two parallel submits cannot both pass.
 */
export const kycMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      `CREATE TABLE kyc_submissions (
        id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        status text NOT NULL CHECK (status IN ('pending', 'verified', 'rejected')),
        real_name_sealed text NOT NULL,
        id_type text NOT NULL CHECK (id_type IN ('national_id', 'passport')),
        id_number_sealed text NOT NULL,
        front_file_id text NOT NULL,
        back_file_id text NOT NULL,
        reject_reason text,
        reviewed_by text REFERENCES operators (id) ON DELETE SET NULL,
        reviewed_at timestamptz,
        created_at timestamptz NOT NULL
      )`,
      'CREATE INDEX kyc_submissions_user_idx ON kyc_submissions (user_id, created_at)',
      'CREATE INDEX kyc_submissions_status_idx ON kyc_submissions (status, created_at)',
      "CREATE UNIQUE INDEX kyc_submissions_one_pending ON kyc_submissions (user_id) WHERE status = 'pending'",
    ]);
  },
};
