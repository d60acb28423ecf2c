import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../platform/db.ts';

/** Planner methods a queue statement may turn off for itself, by their names in pg_settings. */
type PlanMethod = 'enable_bitmapscan' | 'enable_seqscan' | 'enable_hashjoin' | 'enable_mergejoin';

/**
 * Runs `statement` with these planner methods off, for it alone: each goes back to the session's own value
 * after it (set_config(..., true) is the transaction's, so a failure between the two rolls it back too).
 */
async function withPlansOff<Row>(
  trx: Db,
  methods: readonly PlanMethod[],
  statement: RawBuilder<Row>,
): Promise<Row[]> {
  if (!trx.isTransaction) throw new Error('a queue statement runs in the caller’s transaction');
  const named = sql`name IN (${sql.join(methods.map((method) => sql.lit(method)))})`;
  await sql`SELECT set_config(name, 'off', true) FROM pg_settings WHERE ${named}`.execute(trx);
  const { rows } = await statement.execute(trx);
  await sql`SELECT set_config(name, reset_val, true) FROM pg_settings WHERE ${named}`.execute(trx);
  return rows;
}

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
 * the one that is cheap for many.
 */
export function claimInIndexOrder<Row>(trx: Db, claim: RawBuilder<Row>): Promise<Row[]> {
  return withPlansOff(trx, ['enable_bitmapscan', 'enable_seqscan'], claim);
}

/**
 * Runs an UPDATE of a batch's claimed orders (`FROM unnest(ids, ...) AS s WHERE o.id = s.id AND o.status =
 * s.status_before`) as one primary-key probe per id.
 *
 * With the status written as a literal (`o.status = 'running'`), the planner could read the orders through
 * the status's partial index, and did: every batch of 2,000 hashed the whole remaining queue, 100,000 orders
 * in the first batch of a 100,000 burst (241 ms, against about 5 for 2,000 probes), because its cost model
 * prices a probe as a read from disk and the queue's pages as one sequential pass. Hence the status each
 * order must still have comes with its id, a join condition that no partial index's predicate can follow
 * from. Then sequential and bitmap scans (a whole-table twin) and hash and merge joins (which would read
 * the whole table to meet the ids) are turned off: what is left is a nested loop over the ids, probing the
 * primary key. (Turning the joins off while the partial index could still serve made it worse: with the
 * stale statistics of a burst, a nested loop over the partial index with the ids inside looked cheapest.)
 */
export function updateByPrimaryKey<Row>(trx: Db, update: RawBuilder<Row>): Promise<Row[]> {
  return withPlansOff(
    trx,
    ['enable_bitmapscan', 'enable_seqscan', 'enable_hashjoin', 'enable_mergejoin'],
    update,
  );
}
