import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../platform/db.ts';
import type { BalanceDelta } from './balance-repo.ts';
import type { NewEntryRow, NewLineRow } from './journal-repo.ts';
import { applyBalanceDeltasSql, insertEntriesSql, insertLinesSql } from './journal-sql.ts';

export type FreshBatchCounts = { entries: number; balances: number; lines: number };

/**
 * A write of the caller's own that goes into the same statement as the journal's (a data-modifying CTE):
 * `statement` is an INSERT, UPDATE or upsert ending in `RETURNING 1`, and must not touch the ledger's
 * tables. Its row count is answered under `name` (a lower-case identifier).
 */
export type CompanionWrite = { name: string; statement: RawBuilder<unknown> };

const COMPANION_NAME = /^[a-z_]+$/;

/**
 * Writes a batch's entries, balance deltas and lines in ONE statement (data-modifying CTEs), with the
 * caller's companion writes beside them: one round trip instead of one per table, which under load is a
 * scheduling wait each. Columns travel as arrays (unnest), a handful of parameters however many rows. The
 * lines' entries and users are checked at the end of the statement (migration 0024's trigger), so the
 * check sees the entries inserted beside them. The entries are inserted without ON CONFLICT: a cause that
 * already posted fails the whole statement (unique violation), and the caller's transaction with it.
 * Answers how many rows each part wrote, for the caller to check.
 */
export async function writeFreshBatch(
  db: Db,
  batch: { entries: readonly NewEntryRow[]; deltas: readonly BalanceDelta[]; lines: readonly NewLineRow[] },
  at: Date,
  companions: readonly CompanionWrite[] = [],
): Promise<FreshBatchCounts & { companions: Map<string, number> }> {
  for (const { name } of companions) {
    if (!COMPANION_NAME.test(name) || ['e', 'b', 'l'].includes(name)) {
      throw new Error(`companion write name ${name} is not allowed`);
    }
  }
  const companionCtes = companions.map(({ name, statement }) => sql`, ${sql.id(name)} AS (${statement})`);
  const companionCounts = companions.map(
    ({ name }) => sql`, (SELECT count(*) FROM ${sql.id(name)})::int AS ${sql.id(name)}`,
  );
  const { rows } = await sql<Record<string, number>>`
    WITH e AS (${insertEntriesSql(batch.entries)} RETURNING 1),
    b AS (${applyBalanceDeltasSql(batch.deltas, at)} RETURNING 1),
    l AS (${insertLinesSql(batch.lines)} RETURNING 1)${sql.join(companionCtes, sql``)}
    SELECT (SELECT count(*) FROM e)::int AS entries, (SELECT count(*) FROM b)::int AS balances,
      (SELECT count(*) FROM l)::int AS lines${sql.join(companionCounts, sql``)}`.execute(db);
  const counts = rows[0];
  if (!counts) throw new Error('the ledger batch statement answered no row');
  return {
    entries: Number(counts.entries),
    balances: Number(counts.balances),
    lines: Number(counts.lines),
    companions: new Map(companions.map(({ name }) => [name, Number(counts[name])])),
  };
}
