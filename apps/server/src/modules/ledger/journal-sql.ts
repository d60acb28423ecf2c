import { type RawBuilder, sql } from 'kysely';
import { columnLiteral } from '../../platform/array-literal.ts';
import type { BalanceDelta } from './balance-repo.ts';
import type { NewEntryRow, NewLineRow } from './journal-repo.ts';

/**
 * The journal's three writes as SQL fragments, run alone (journal-batch-repo.ts) or side by side in one
 * statement (fresh-batch-repo.ts). Columns travel as arrays (unnest): a handful of parameters however
 * many rows, so neither the query builder nor the server parses thousands of placeholders.
 */

/** Inserts the entries in the order given; the caller adds ON CONFLICT or RETURNING. */
export function insertEntriesSql(entries: readonly NewEntryRow[]): RawBuilder<unknown> {
  return sql`
    INSERT INTO ledger_entries (id, type, cause_type, cause_id, memo, created_at)
    SELECT e.id, e.type, e.cause_type, e.cause_id, e.memo, e.created_at
    FROM unnest(
      ${columnLiteral(entries, (e) => e.id)}::text[], ${columnLiteral(entries, (e) => e.type)}::text[],
      ${columnLiteral(entries, (e) => e.cause.type)}::text[], ${columnLiteral(entries, (e) => e.cause.id)}::text[],
      ${columnLiteral(entries, (e) => e.memo)}::text[],
      ${columnLiteral(entries, (e) => e.createdAt.toISOString())}::timestamptz[]
    ) WITH ORDINALITY AS e(id, type, cause_type, cause_id, memo, created_at, i)
    ORDER BY e.i`;
}

/** Inserts the lines in the order given (their identity ids follow it: history reads newest first by id). */
export function insertLinesSql(lines: readonly NewLineRow[]): RawBuilder<unknown> {
  return sql`
    INSERT INTO ledger_lines (entry_id, account, user_id, currency, amount, balance_after)
    SELECT l.entry_id, l.account, l.user_id, l.currency, l.amount, l.balance_after
    FROM unnest(
      ${columnLiteral(lines, (l) => l.entryId)}::text[], ${columnLiteral(lines, (l) => l.account)}::text[],
      ${columnLiteral(lines, (l) => l.userId)}::text[], ${columnLiteral(lines, (l) => l.currency)}::text[],
      ${columnLiteral(lines, (l) => l.amount)}::numeric[], ${columnLiteral(lines, (l) => l.balanceAfter)}::numeric[]
    ) WITH ORDINALITY AS l(entry_id, account, user_id, currency, amount, balance_after, i)
    ORDER BY l.i`;
}

/** Adds the deltas to their balance rows (relative, so the CHECKs judge the stored value). */
export function applyBalanceDeltasSql(deltas: readonly BalanceDelta[], at: Date): RawBuilder<unknown> {
  return sql`
    UPDATE balances AS b
    SET available = b.available + v.available, frozen = b.frozen + v.frozen, updated_at = ${at}::timestamptz
    FROM unnest(
      ${columnLiteral(deltas, (d) => d.userId)}::text[], ${columnLiteral(deltas, (d) => d.currency)}::text[],
      ${columnLiteral(deltas, (d) => d.available)}::numeric[], ${columnLiteral(deltas, (d) => d.frozen)}::numeric[]
    ) AS v(user_id, currency, available, frozen)
    WHERE b.user_id = v.user_id AND b.currency = v.currency`;
}
