import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runStatements } from './run-statements.ts';

/**
 * Instruments (seeded from the code catalog, then edited by operators), every feed tick (settlement
 * evidence, kept at least 48 h) and candles of the chart intervals, maintained from the ticks.
 */
export const marketDataMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      `CREATE TABLE instruments (
        symbol text PRIMARY KEY,
        base text NOT NULL UNIQUE,
        name text NOT NULL,
        category_id text NOT NULL
          CHECK (category_id IN ('crypto', 'forex', 'metals', 'futures', 'stocks', 'commodities')),
        status text NOT NULL CHECK (status IN ('active', 'suspended')),
        price_precision integer NOT NULL CHECK (price_precision BETWEEN 0 AND 18),
        quantity_precision integer NOT NULL CHECK (quantity_precision BETWEEN 0 AND 18),
        tick_size numeric(36, 18) NOT NULL CHECK (tick_size > 0),
        min_quantity numeric(36, 18) NOT NULL CHECK (min_quantity > 0),
        min_notional numeric(36, 18) NOT NULL CHECK (min_notional >= 0),
        maker_fee_rate numeric(36, 18) NOT NULL CHECK (maker_fee_rate >= 0 AND maker_fee_rate < 1),
        taker_fee_rate numeric(36, 18) NOT NULL CHECK (taker_fee_rate >= 0 AND taker_fee_rate < 1),
        calendar text NOT NULL CHECK (calendar IN ('always', 'forex', 'cme-globex', 'us-equities', 'metals')),
        quoted_in_usd boolean NOT NULL,
        popular_rank integer,
        reference_price numeric(36, 18) NOT NULL CHECK (reference_price > 0),
        sort_order integer NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`,
      // No foreign key to instruments: ticks arrive every second per pair and the check would cost more than
      // it protects (only the feed leader writes them, for catalog symbols).
      `CREATE TABLE ticks (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        symbol text NOT NULL,
        price numeric(36, 18) NOT NULL CHECK (price > 0),
        quantity numeric(36, 18) NOT NULL CHECK (quantity >= 0),
        time timestamptz NOT NULL,
        source text NOT NULL
      )`,
      'CREATE INDEX ticks_symbol_time_idx ON ticks (symbol, time)',
      // Pruning deletes by age across all symbols.
      'CREATE INDEX ticks_time_idx ON ticks (time)',
      `CREATE TABLE candles (
        symbol text NOT NULL,
        "interval" text NOT NULL CHECK ("interval" IN ('1m', '5m', '15m', '1d')),
        open_time timestamptz NOT NULL,
        open numeric(36, 18) NOT NULL CHECK (open > 0),
        high numeric(36, 18) NOT NULL,
        low numeric(36, 18) NOT NULL CHECK (low > 0),
        close numeric(36, 18) NOT NULL CHECK (close > 0),
        volume numeric(36, 18) NOT NULL CHECK (volume >= 0),
        quote_volume numeric(36, 18) NOT NULL CHECK (quote_volume >= 0),
        PRIMARY KEY (symbol, "interval", open_time),
        CHECK (high >= low AND high >= open AND high >= close AND low <= open AND low <= close)
      )`,
    ]);
  },
};
