import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';
import type { BalanceDelta } from './balance-repo.ts';
import type { NewEntryRow, NewLineRow } from './journal-repo.ts';
import { applyBalanceDeltasSql, insertEntriesSql, insertLinesSql } from './journal-sql.ts';

export type FreshBatchCounts = { entries: number; balances: number; lines: number };

/**
 * Writes a batch's entries, balance deltas and lines in ONE statement (data-modifying CTEs): one round
 * trip instead of three, which under load is a scheduling wait each. Columns travel as arrays (unnest), a
 * handful of parameters however many rows. The lines' foreign keys are checked at the end of the
 * statement, so they see the entries inserted beside them. The entries are inserted without ON CONFLICT: a
 * cause that already posted fails the whole statement (unique violation), and the caller's transaction
 * with it. Answers how many rows each part wrote, for the caller to check.
 */
export async function writeFreshBatch(
  db: Db,
  batch: { entries: readonly NewEntryRow[]; deltas: readonly BalanceDelta[]; lines: readonly NewLineRow[] },
  at: Date,
): Promise<FreshBatchCounts> {
  const { rows } = await sql<FreshBatchCounts>`
    WITH e AS (${insertEntriesSql(batch.entries)} RETURNING 1),
    b AS (${applyBalanceDeltasSql(batch.deltas, at)} RETURNING 1),
    l AS (${insertLinesSql(batch.lines)} RETURNING 1)
    SELECT (SELECT count(*) FROM e)::int AS entries, (SELECT count(*) FROM b)::int AS balances,
      (SELECT count(*) FROM l)::int AS lines`.execute(db);
  const counts = rows[0];
  if (!counts) throw new Error('the ledger batch statement answered no row');
  return { entries: Number(counts.entries), balances: Number(counts.balances), lines: Number(counts.lines) };
}
