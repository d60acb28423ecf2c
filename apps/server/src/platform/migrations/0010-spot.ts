import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runStatements } from './run-statements.ts';

/**
 * The tables of spot orders, trades and positions (modules/spot). Amounts are NUMERIC(36,18) like the
 * ledger. `frozen_remaining` is what is still frozen for the order, released exactly when it finishes;
 * `engine_sequence` orders the replay of open orders into a fresh book after a restart.
 */
export const spotMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      `CREATE TABLE spot_orders (
        id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        client_order_id text,
        symbol text NOT NULL,
        side text NOT NULL CHECK (side IN ('buy', 'sell')),
        type text NOT NULL CHECK (type IN ('limit', 'market')),
        price numeric(36, 18),
        quantity numeric(36, 18),
        quote_amount numeric(36, 18),
        filled_quantity numeric(36, 18) NOT NULL DEFAULT 0,
        filled_quote numeric(36, 18) NOT NULL DEFAULT 0,
        fee numeric(36, 18) NOT NULL DEFAULT 0,
        frozen_currency text NOT NULL,
        frozen_remaining numeric(36, 18) NOT NULL CHECK (frozen_remaining >= 0),
        status text NOT NULL CHECK (status IN ('pending', 'partially_filled', 'filled', 'cancelled')),
        open boolean NOT NULL,
        engine_sequence bigint NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`,
      `CREATE UNIQUE INDEX spot_orders_client_idx ON spot_orders (user_id, client_order_id)
        WHERE client_order_id IS NOT NULL`,
      'CREATE INDEX spot_orders_user_status_idx ON spot_orders (user_id, status, created_at)',
      'CREATE INDEX spot_orders_symbol_status_idx ON spot_orders (symbol, status)',
      'CREATE INDEX spot_orders_open_idx ON spot_orders (symbol, engine_sequence) WHERE open',
      `CREATE TABLE spot_trades (
        id text PRIMARY KEY,
        symbol text NOT NULL,
        price numeric(36, 18) NOT NULL,
        quantity numeric(36, 18) NOT NULL,
        taker_side text NOT NULL CHECK (taker_side IN ('buy', 'sell')),
        maker_order_id text,
        taker_order_id text,
        maker_is_house boolean NOT NULL,
        taker_is_house boolean NOT NULL,
        maker_user_id text,
        taker_user_id text,
        maker_fee numeric(36, 18) NOT NULL,
        taker_fee numeric(36, 18) NOT NULL,
        sequence bigint NOT NULL,
        created_at timestamptz NOT NULL
      )`,
      'CREATE INDEX spot_trades_symbol_idx ON spot_trades (symbol, sequence DESC)',
      'CREATE INDEX spot_trades_maker_user_idx ON spot_trades (maker_user_id, created_at DESC)',
      'CREATE INDEX spot_trades_taker_user_idx ON spot_trades (taker_user_id, created_at DESC)',
      `CREATE TABLE spot_positions (
        user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        currency text NOT NULL,
        cost_quantity numeric(36, 18) NOT NULL CHECK (cost_quantity >= 0),
        cost_total numeric(36, 18) NOT NULL CHECK (cost_total >= 0),
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, currency)
      )`,
    ]);
  },
};
