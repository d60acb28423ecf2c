import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runStatements } from './run-statements.ts';

/**
 * Operator settings of withdrawals as a whole, one row. No row means the defaults of WITHDRAWAL_RULES, so
 * the default lives in one place (the code) and a fresh database needs no seed.
 */
export const withdrawalSettingsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      `CREATE TABLE withdrawal_settings (
        id text PRIMARY KEY CHECK (id = 'default'),
        kyc_daily_limit numeric(36, 18) NOT NULL CHECK (kyc_daily_limit > 0),
        updated_at timestamptz NOT NULL
      )`,
    ]);
  },
};
