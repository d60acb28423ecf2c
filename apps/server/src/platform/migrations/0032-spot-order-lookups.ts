import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runStatements } from './run-statements.ts';

/**
 * spot_orders' two lookups by symbol and by user index the columns those lookups read, not `status`.
 *
 * - A book rebuilt on a takeover or a restart asks the highest engine sequence of its symbol
 *   (order-repo's maxOrderSequence). Through (symbol, status) that read every order the symbol ever had:
 *   7.8 ms at 10,000 (a bitmap scan of all of them), growing with the table, on the path of a takeover that
 *   must end within 10 s. (symbol, engine_sequence) answers it with one probe of the index's end.
 * - A person's orders page filters on `open` and sorts by (created_at, engine_sequence): through (user_id,
 *   status, created_at) it read every order of the person and sorted them. (user_id, open, created_at,
 *   engine_sequence) reads one page of them in order.
 *
 * Neither new index holds `status`, so a resting order's partial fill (status and the filled columns)
 * changes no indexed column and may be a HOT update. Same number of indexes: inserts cost as before.
 */
export const spotOrderLookupsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      'CREATE INDEX spot_orders_symbol_sequence_idx ON spot_orders (symbol, engine_sequence)',
      'DROP INDEX spot_orders_symbol_status_idx',
      'CREATE INDEX spot_orders_user_open_idx ON spot_orders (user_id, open, created_at, engine_sequence)',
      'DROP INDEX spot_orders_user_status_idx',
    ]);
  },
};
