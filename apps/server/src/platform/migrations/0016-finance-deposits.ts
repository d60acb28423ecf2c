import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runStatements } from './run-statements.ts';

/**
 * Uploads and deposits (modules/uploads, modules/recharge), and the ledger's two finance clearing accounts.
 *
 * - ledger_lines.account gains `deposits` (money that came in from outside: it goes negative by what people
 *   deposited) and `withdrawals` (money paid out: it only grows).
 * - uploads: one re-encoded image per row, stored under `storage_key` (random) on disk or S3. `used_by`
 *   names what references it (an order number); a row without one is removed after 24 h.
 * - recharge_configs: where people send money (a crypto address or bank details), limits and fee rate.
 * - recharge_orders: a person's deposit; the config's payment details are copied in, so editing a config
 *   never rewrites what a person was shown. `ledger_entry_id` is set exactly when the money was credited.
 */
export const financeDepositsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      'ALTER TABLE ledger_lines DROP CONSTRAINT ledger_lines_account_check',
      `ALTER TABLE ledger_lines ADD CONSTRAINT ledger_lines_account_check CHECK (account IN
        ('available', 'frozen', 'house', 'fees', 'swap', 'clearing', 'funding', 'deposits', 'withdrawals'))`,
      `CREATE TABLE uploads (
        id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES users (id),
        type text NOT NULL CHECK (type IN ('recharge_proof', 'avatar', 'kyc_front', 'kyc_back', 'support_image')),
        storage_key text NOT NULL UNIQUE,
        mime text NOT NULL,
        width integer NOT NULL CHECK (width > 0),
        height integer NOT NULL CHECK (height > 0),
        size integer NOT NULL CHECK (size > 0),
        sha256 text NOT NULL,
        used_by text,
        created_at timestamptz NOT NULL,
        deleted_at timestamptz
      )`,
      'CREATE INDEX uploads_user_idx ON uploads (user_id, created_at DESC)',
      'CREATE INDEX uploads_unused_idx ON uploads (created_at) WHERE used_by IS NULL AND deleted_at IS NULL',
      `CREATE TABLE recharge_configs (
        id text PRIMARY KEY CHECK (id ~ '^[a-z0-9_]{1,40}$'),
        name text NOT NULL,
        currency text NOT NULL CHECK (currency ~ '^[A-Z0-9]{1,16}$'),
        network text NOT NULL CHECK (network IN ('TRC20', 'ERC20', 'BANK')),
        address text,
        bank_name text,
        account_name text,
        account_number text,
        bank_code text,
        min_amount numeric(36, 18) NOT NULL CHECK (min_amount > 0),
        max_amount numeric(36, 18) NOT NULL,
        fee_rate numeric(36, 18) NOT NULL CHECK (fee_rate >= 0 AND fee_rate < 1),
        active boolean NOT NULL,
        sort_order integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CHECK (max_amount >= min_amount),
        CHECK ((network = 'BANK') = (address IS NULL))
      )`,
      `INSERT INTO recharge_configs (id, name, currency, network, address, min_amount, max_amount, fee_rate,
        active, sort_order, created_at, updated_at)
       VALUES ('crypto_001', 'USDT (TRC20)', 'USDT', 'TRC20', 'TU9BjvHCtYUPmQU6cJRTGtphkyjkxfwdtR', 10, 100000,
        0.001, true, 0, now(), now())`,
      `CREATE TABLE recharge_orders (
        id text PRIMARY KEY,
        order_no text NOT NULL UNIQUE,
        user_id text NOT NULL REFERENCES users (id),
        config_id text NOT NULL REFERENCES recharge_configs (id),
        config_name text NOT NULL,
        currency text NOT NULL,
        network text NOT NULL,
        address text,
        bank_name text,
        account_name text,
        account_number text,
        bank_code text,
        amount numeric(36, 18) NOT NULL CHECK (amount > 0),
        fee numeric(36, 18) NOT NULL CHECK (fee >= 0),
        actual_amount numeric(36, 18) NOT NULL CHECK (actual_amount > 0),
        remark text,
        status text NOT NULL CHECK (status IN ('pending', 'completed', 'cancelled', 'failed', 'rejected')),
        proof_file_id text NOT NULL REFERENCES uploads (id),
        reject_reason text,
        reference text,
        locale text NOT NULL,
        decided_by text,
        decided_at timestamptz,
        ledger_entry_id text REFERENCES ledger_entries (id),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        completed_at timestamptz,
        expires_at timestamptz NOT NULL,
        CHECK (amount = fee + actual_amount),
        CHECK ((status = 'completed') = (ledger_entry_id IS NOT NULL))
      )`,
      'CREATE INDEX recharge_orders_user_idx ON recharge_orders (user_id, created_at DESC, id)',
      'CREATE INDEX recharge_orders_status_idx ON recharge_orders (status, created_at)',
    ]);
  },
};
