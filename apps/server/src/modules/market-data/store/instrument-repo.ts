import type { Db } from '../../../platform/db.ts';
import type { InstrumentTable } from '../../../platform/db-schema.ts';

export type InstrumentRow = Omit<InstrumentTable, 'created_at' | 'updated_at'>;

/**
 * Adds catalog instruments the table does not have yet. Existing rows are left alone: once listed, an
 * instrument's status, fees and limits belong to the operators.
 */
export async function insertMissingInstruments(
  db: Db,
  rows: readonly InstrumentRow[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('instruments')
    .values(rows.map((row) => ({ ...row, created_at: now, updated_at: now })))
    .onConflict((oc) => oc.column('symbol').doNothing())
    .execute();
}

export async function listInstruments(db: Db): Promise<InstrumentRow[]> {
  return db
    .selectFrom('instruments')
    .select([
      'symbol',
      'base',
      'name',
      'category_id',
      'status',
      'price_precision',
      'quantity_precision',
      'tick_size',
      'min_quantity',
      'min_notional',
      'maker_fee_rate',
      'taker_fee_rate',
      'calendar',
      'quoted_in_usd',
      'popular_rank',
      'reference_price',
      'sort_order',
    ])
    .orderBy('sort_order')
    .orderBy('symbol')
    .execute();
}

export type InstrumentChanges = Partial<
  Pick<
    InstrumentRow,
    'status' | 'maker_fee_rate' | 'taker_fee_rate' | 'min_quantity' | 'min_notional' | 'popular_rank'
  >
>;

/** What an operator may change on a listed instrument; false when the symbol is unknown. */
export async function updateInstrument(
  db: Db,
  symbol: string,
  changes: InstrumentChanges,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('instruments')
    .set({ ...changes, updated_at: now })
    .where('symbol', '=', symbol)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
