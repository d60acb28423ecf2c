import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runStatements } from './run-statements.ts';

/**
 * Swap (convert) quotes and the orders that executed them (modules/swap).
 *
 * - swap_quotes: what a user was offered, kept whether or not they took it: the feed prices and tick ids it
 *   was computed from are its evidence. `used_at` is set in the transaction that moves the money, under a
 *   row lock, so a quote executes once; the ledger's unique cause (swap, quote id) guards it a second time.
 * - swap_orders: one per executed quote (quote_id unique), the user's history.
 */
export const swapMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      `CREATE TABLE swap_quotes (
        id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES users (id),
        from_currency text NOT NULL CHECK (from_currency ~ '^[A-Z0-9]{1,16}$'),
        to_currency text NOT NULL CHECK (to_currency ~ '^[A-Z0-9]{1,16}$'),
        from_amount numeric(36, 18) NOT NULL CHECK (from_amount > 0),
        to_amount numeric(36, 18) NOT NULL CHECK (to_amount > 0),
        rate numeric(36, 18) NOT NULL CHECK (rate > 0),
        feed_rate numeric(36, 18) NOT NULL CHECK (feed_rate > 0),
        spread_rate numeric(36, 18) NOT NULL,
        fee_rate numeric(36, 18) NOT NULL,
        fee numeric(36, 18) NOT NULL CHECK (fee >= 0),
        from_price numeric(36, 18),
        from_tick_id text,
        to_price numeric(36, 18),
        to_tick_id text,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        CHECK (from_currency <> to_currency)
      )`,
      `CREATE TABLE swap_orders (
        id text PRIMARY KEY,
        quote_id text NOT NULL UNIQUE REFERENCES swap_quotes (id),
        user_id text NOT NULL REFERENCES users (id),
        from_currency text NOT NULL,
        to_currency text NOT NULL,
        from_amount numeric(36, 18) NOT NULL,
        to_amount numeric(36, 18) NOT NULL,
        rate numeric(36, 18) NOT NULL,
        fee numeric(36, 18) NOT NULL,
        ledger_entry_id text NOT NULL REFERENCES ledger_entries (id),
        created_at timestamptz NOT NULL
      )`,
      // History: a user's orders newest first.
      'CREATE INDEX swap_orders_user_idx ON swap_orders (user_id, created_at DESC, id)',
      // Housekeeping of old unused quotes by age.
      'CREATE INDEX swap_quotes_created_idx ON swap_quotes (created_at)',
    ]);
  },
};
