import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runStatements } from './run-statements.ts';

/**
 * Deposits by their proof: placing a deposit looks for a live one with the same proof while it holds the
 * proof's row lock, and approving one looks for a credited one; without it both read every deposit.
 */
export const rechargeProofIndexMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, ['CREATE INDEX recharge_orders_proof_idx ON recharge_orders (proof_file_id)']);
  },
};
