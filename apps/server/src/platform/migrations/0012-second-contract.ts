import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runStatements } from './run-statements.ts';

/**
 * The tables of second contract settings and orders (modules/second-contract).
 *
 * - contract_settings: one row (id 1), seeded with DEFAULT_CONTRACT_CONFIG; operators edit it later.
 * - contract_periods: the offered periods and their payout rates (copied onto each order when opened).
 * - contract_pair_settings: per-pair enablement. A pair without a row is enabled, so every pair listed now
 *   or later (the catalog is inserted after migrations run) is offered until an operator turns it off.
 * - contract_orders: one row per contract. Status changes are guarded UPDATEs (WHERE status = ...), so each
 *   transition happens once; entry and exit evidence (tick id, price, time, source) is stored with it.
 */
export const secondContractMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      `CREATE TABLE contract_settings (
        id smallint PRIMARY KEY CHECK (id = 1),
        currency text NOT NULL CHECK (currency ~ '^[A-Z0-9]{1,16}$'),
        min_amount numeric(36, 18) NOT NULL CHECK (min_amount > 0),
        max_amount numeric(36, 18) NOT NULL,
        draw_rule text NOT NULL CHECK (draw_rule IN ('refund')),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (max_amount >= min_amount)
      )`,
      `INSERT INTO contract_settings (id, currency, min_amount, max_amount, draw_rule)
        VALUES (1, 'USDT', 10, 50000, 'refund')`,
      `CREATE TABLE contract_periods (
        seconds integer PRIMARY KEY CHECK (seconds > 0),
        payout_rate numeric(36, 18) NOT NULL CHECK (payout_rate > 0),
        enabled boolean NOT NULL DEFAULT true,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      `INSERT INTO contract_periods (seconds, payout_rate)
        VALUES (30, 0.8), (60, 0.85), (300, 0.9), (900, 0.95)`,
      `CREATE TABLE contract_pair_settings (
        symbol text PRIMARY KEY,
        enabled boolean NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE TABLE contract_orders (
        id text PRIMARY KEY,
        order_no text NOT NULL UNIQUE,
        user_id text NOT NULL REFERENCES users (id),
        symbol text NOT NULL,
        period integer NOT NULL CHECK (period > 0),
        direction text NOT NULL CHECK (direction IN ('up', 'down')),
        amount numeric(36, 18) NOT NULL CHECK (amount > 0),
        currency text NOT NULL,
        payout_rate numeric(36, 18) NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'running', 'completed', 'cancelled', 'expired')),
        result text CHECK (result IN ('profit', 'loss', 'draw', 'cancelled', 'expired')),
        created_at timestamptz NOT NULL,
        expire_at timestamptz NOT NULL,
        start_at timestamptz,
        end_at timestamptz,
        settled_at timestamptz,
        entry_tick_id text,
        entry_price numeric(36, 18),
        entry_time timestamptz,
        entry_source text,
        exit_tick_id text,
        exit_price numeric(36, 18),
        exit_time timestamptz,
        exit_source text,
        payout numeric(36, 18),
        net_amount numeric(36, 18),
        CHECK ((status IN ('pending', 'running')) = (result IS NULL)),
        CHECK (status NOT IN ('running', 'completed') OR (start_at IS NOT NULL AND entry_tick_id IS NOT NULL)),
        CHECK (status <> 'completed' OR (exit_tick_id IS NOT NULL AND payout IS NOT NULL))
      )`,
      // The worker's two queues, small because finished orders leave them.
      `CREATE INDEX contract_orders_pending_idx ON contract_orders (expire_at) WHERE status = 'pending'`,
      `CREATE INDEX contract_orders_running_idx ON contract_orders (end_at, user_id) WHERE status = 'running'`,
      'CREATE INDEX contract_orders_user_idx ON contract_orders (user_id, created_at DESC)',
    ]);
  },
};
