import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../platform/db.ts';

/** The planner's settings a queue statement turns off, by their names in pg_settings. */
const PLANS_OFF = sql`name IN ('enable_bitmapscan', 'enable_seqscan', 'enable_hashjoin', 'enable_mergejoin')`;

/**
 * Runs a statement over the worker's queues (the pending and the running orders) so that it reads about
 * as many orders as it touches: a claim (ORDER BY ... LIMIT ... FOR UPDATE SKIP LOCKED on a partial index)
 * walks that index in order and stops at its limit; an UPDATE of a batch by id (FROM unnest, guarded by the
 * status) looks each id up in the primary key.
 *
 * Right after a burst of openings the table's statistics still count a few orders (autovacuum analyses it
 * later), and the planner then took the whole queue every time: a bitmap scan of every matching order,
 * sorted for a claim's first `limit`, or hashed for an UPDATE to join its batch against. A burst of 100,000
 * contracts read all of the remaining queue in each of its 50 claims and 50 UPDATEs of 2,000 (on
 * PostgreSQL 155 ms a claim and 65 ms of each UPDATE's 82), growing with the square of the burst. While a
 * table is small, a sequential scan is the same plan's twin. Without bitmap and sequential scans and without
 * hash and merge joins, the plans left are the index walks: cheap for a few orders and for many. The
 * settings are the transaction's, for this statement only: each goes back to the session's value after it.
 */
export async function runQueueStatement<Row>(trx: Db, statement: RawBuilder<Row>): Promise<Row[]> {
  if (!trx.isTransaction) throw new Error('a queue statement runs in the caller’s transaction');
  await sql`SELECT set_config(name, 'off', true) FROM pg_settings WHERE ${PLANS_OFF}`.execute(trx);
  const { rows } = await statement.execute(trx);
  await sql`SELECT set_config(name, reset_val, true) FROM pg_settings WHERE ${PLANS_OFF}`.execute(trx);
  return rows;
}
