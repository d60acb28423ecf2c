import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runStatements } from './run-statements.ts';

/**
 * The double-entry journal and the balances it maintains (modules/ledger is the only writer).
 *
 * - ledger_entries: one per change; (cause_type, cause_id) is unique, so the same order, trade, swap or
 *   grant can never post twice, whatever races or retries happen.
 * - ledger_lines: signed amounts per account and currency; an entry's lines sum to zero per currency (checked
 *   in code before writing and by the audit: a per-row CHECK cannot see the other lines). User lines name the
 *   user and keep the account balance after the line, so history shows it without recomputing.
 * - balances: a user's available and frozen per currency, changed in the same transaction as the lines. The
 *   CHECKs are the last guard against an overdraft. System accounts (house, fees, ...) have no row: their
 *   balance is the sum of their lines, and a single hot row would serialise every trade on the fees account.
 */
export const ledgerMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      `CREATE TABLE ledger_entries (
        id text PRIMARY KEY,
        type text NOT NULL CHECK (type ~ '^[a-z][a-z-]{0,31}$'),
        cause_type text NOT NULL CHECK (cause_type ~ '^[a-z][a-z0-9-]{0,39}$'),
        cause_id text NOT NULL CHECK (length(cause_id) BETWEEN 1 AND 200),
        memo text,
        created_at timestamptz NOT NULL,
        CONSTRAINT ledger_entries_cause_key UNIQUE (cause_type, cause_id)
      )`,
      `CREATE TABLE ledger_lines (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        entry_id text NOT NULL REFERENCES ledger_entries (id),
        account text NOT NULL
          CHECK (account IN ('available', 'frozen', 'house', 'fees', 'swap', 'clearing', 'funding')),
        user_id text REFERENCES users (id),
        currency text NOT NULL CHECK (currency ~ '^[A-Z0-9]{1,16}$'),
        amount numeric(36, 18) NOT NULL CHECK (amount <> 0),
        balance_after numeric(36, 18),
        CHECK ((account IN ('available', 'frozen')) = (user_id IS NOT NULL)),
        CHECK ((user_id IS NULL) = (balance_after IS NULL))
      )`,
      'CREATE INDEX ledger_lines_entry_idx ON ledger_lines (entry_id)',
      // History: a user's lines newest first, optionally of one currency.
      'CREATE INDEX ledger_lines_user_idx ON ledger_lines (user_id, id) WHERE user_id IS NOT NULL',
      'CREATE INDEX ledger_lines_user_currency_idx ON ledger_lines (user_id, currency, id) WHERE user_id IS NOT NULL',
      `CREATE TABLE balances (
        user_id text NOT NULL REFERENCES users (id),
        currency text NOT NULL CHECK (currency ~ '^[A-Z0-9]{1,16}$'),
        available numeric(36, 18) NOT NULL DEFAULT 0 CHECK (available >= 0),
        frozen numeric(36, 18) NOT NULL DEFAULT 0 CHECK (frozen >= 0),
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, currency)
      )`,
    ]);
  },
};
