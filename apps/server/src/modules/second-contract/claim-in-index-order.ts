import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../platform/db.ts';

/** The planner's settings a claim turns off, by their names in pg_settings. */
const PLANS_OFF = sql`name IN ('enable_bitmapscan', 'enable_seqscan')`;

/**
 * Runs a claim (SELECT ... ORDER BY ... LIMIT ... FOR UPDATE SKIP LOCKED on one of the worker's partial
 * indexes) as a walk of that index in order, stopping at the limit.
 *
 * Right after a burst of openings the table's statistics still count a few orders (autovacuum analyses it
 * later), so the planner chose a bitmap scan of every matching order and a sort of all of them for the first
 * `limit`: a burst of 100,000 contracts read all 100,000 in its first claim of 2,000, and every remaining one
 * in each claim after it (155 ms a claim on PostgreSQL, about a quarter of the burst's database time).
 * While a table is small, a sequential scan and a sort of the whole table is that plan's twin. Without
 * either, the one plan left that is cheap for a few rows, the ordered walk of the partial index, is also
 * the one that is cheap for many. The settings are the transaction's, for this statement only: each goes
 * back to the session's own value after it.
 */
export async function claimInIndexOrder<Row>(trx: Db, claim: RawBuilder<Row>): Promise<Row[]> {
  if (!trx.isTransaction) throw new Error('a claim runs in the caller’s transaction');
  await sql`SELECT set_config(name, 'off', true) FROM pg_settings WHERE ${PLANS_OFF}`.execute(trx);
  const { rows } = await claim.execute(trx);
  await sql`SELECT set_config(name, reset_val, true) FROM pg_settings WHERE ${PLANS_OFF}`.execute(trx);
  return rows;
}
