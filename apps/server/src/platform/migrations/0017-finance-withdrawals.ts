import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runStatements } from './run-statements.ts';

/**
 * Withdrawals (modules/withdrawal).
 *
 * - withdrawal_configs: per network, limits, fixed fee plus rate, a daily limit per person.
 * - withdrawal_orders: amount + fee are frozen in the transaction that inserts the row; every later status
 *   change is one guarded UPDATE (WHERE status = expected) in the transaction that moves the money, so two
 *   decisions can never both apply. `freeze_entry_id` / `release_entry_id` are the ledger entries.
 * - withdrawal_security: wrong withdrawal-password attempts, the lock they cause, and the hold that follows a
 *   change of the login or withdrawal password (the argon2id hash itself is users.withdrawal_password_hash).
 */
export const financeWithdrawalsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      `CREATE TABLE withdrawal_configs (
        id text PRIMARY KEY CHECK (id ~ '^[a-z0-9_]{1,40}$'),
        name text NOT NULL,
        currency text NOT NULL CHECK (currency ~ '^[A-Z0-9]{1,16}$'),
        network text NOT NULL CHECK (network IN ('TRC20', 'ERC20')),
        min_amount numeric(36, 18) NOT NULL CHECK (min_amount > 0),
        max_amount numeric(36, 18) NOT NULL,
        fixed_fee numeric(36, 18) NOT NULL CHECK (fixed_fee >= 0),
        fee_rate numeric(36, 18) NOT NULL CHECK (fee_rate >= 0 AND fee_rate < 1),
        daily_limit numeric(36, 18) NOT NULL CHECK (daily_limit > 0),
        active boolean NOT NULL,
        sort_order integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CHECK (max_amount >= min_amount)
      )`,
      `INSERT INTO withdrawal_configs (id, name, currency, network, min_amount, max_amount, fixed_fee, fee_rate,
        daily_limit, active, sort_order, created_at, updated_at)
       VALUES
        ('usdt_trc20', 'USDT (TRC20)', 'USDT', 'TRC20', 10, 50000, 1, 0, 100000, true, 0, now(), now()),
        ('usdt_erc20', 'USDT (ERC20)', 'USDT', 'ERC20', 20, 50000, 5, 0.001, 100000, true, 1, now(), now())`,
      `CREATE TABLE withdrawal_orders (
        id text PRIMARY KEY,
        order_no text NOT NULL UNIQUE,
        user_id text NOT NULL REFERENCES users (id),
        config_id text NOT NULL REFERENCES withdrawal_configs (id),
        currency text NOT NULL,
        network text NOT NULL,
        amount numeric(36, 18) NOT NULL CHECK (amount > 0),
        fee numeric(36, 18) NOT NULL CHECK (fee >= 0),
        address text NOT NULL,
        remark text,
        status text NOT NULL
          CHECK (status IN ('pending', 'processing', 'completed', 'cancelled', 'failed', 'rejected')),
        needs_second_approval boolean NOT NULL,
        taken_by text,
        approved_by text,
        decided_by text,
        reject_reason text,
        fail_reason text,
        tx_id text,
        locale text NOT NULL,
        freeze_entry_id text NOT NULL REFERENCES ledger_entries (id),
        release_entry_id text REFERENCES ledger_entries (id),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        processed_at timestamptz,
        completed_at timestamptz,
        CHECK (approved_by IS NULL OR approved_by <> taken_by),
        CHECK ((status IN ('pending', 'processing')) = (release_entry_id IS NULL))
      )`,
      'CREATE INDEX withdrawal_orders_user_idx ON withdrawal_orders (user_id, created_at DESC, id)',
      'CREATE INDEX withdrawal_orders_status_idx ON withdrawal_orders (status, created_at)',
      `CREATE TABLE withdrawal_security (
        user_id text PRIMARY KEY REFERENCES users (id),
        failed_attempts integer NOT NULL DEFAULT 0,
        locked_until timestamptz,
        hold_until timestamptz,
        updated_at timestamptz NOT NULL
      )`,
    ]);
  },
};
