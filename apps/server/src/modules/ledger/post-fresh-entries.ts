import type { Db } from '../../platform/db.ts';
import type { BalanceKey, BalanceRow } from './balance-repo.ts';
import { assertDistinctCauses, batchJournalRows } from './batch-journal-rows.ts';
import { checkEntry, type EntryDraft } from './entry.ts';
import { type CompanionWrite, writeFreshBatch } from './fresh-batch-repo.ts';
import { insertMissingBalanceRows, lockBalanceRows } from './journal-batch-repo.ts';
import { type BalanceSnapshot, holdBalances, keyText, sortedKeys, userKeys } from './post-entry.ts';

/**
 * Locks the touched balance rows; creates (and then locks) the credited ones that do not exist yet. The
 * usual case, every row there already (a settlement pays back into the balance the stake was frozen
 * from), costs one statement instead of an insert attempt for every key before the lock.
 */
async function lockOrCreate(
  trx: Db,
  touched: readonly BalanceKey[],
  credited: readonly BalanceKey[],
  at: Date,
): Promise<BalanceRow[]> {
  const rows = await lockBalanceRows(trx, touched);
  const present = new Set(rows.map(keyText));
  const missing = credited.filter((key) => !present.has(keyText(key)));
  if (missing.length === 0) return rows;
  await insertMissingBalanceRows(trx, missing, at);
  return [...rows, ...(await lockBalanceRows(trx, missing))];
}

/**
 * Posts entries whose causes are all new, inside the caller's transaction, in two statements: lock the
 * balance rows, then write entries, balances and lines at once (fresh-batch-repo.ts). For a caller that
 * has already made sure no cause posted (second-contract settlement: the orders are locked and their
 * status guarded), so there is no lookup of earlier causes: a cause that did post fails the batch with a
 * unique violation and nothing of it is written. Otherwise postEntries' rules: rows locked once in
 * (user, currency) order, entries applied in the order given (balance_after as if posted one by one), a
 * shortfall after any entry throws. Answers the balances the batch leaves, one per touched row.
 */
export async function postFreshEntries(
  trx: Db,
  at: Date,
  drafts: readonly EntryDraft[],
): Promise<BalanceSnapshot[]> {
  if (drafts.length === 0) return [];
  return (await postFreshWithCompanions(trx, at, drafts, [])).balances;
}

/**
 * The touched rows: those the caller's transaction locked already (`locked`, as read then and unchanged
 * since), and the rest locked (or created) now; no statement at all when `locked` covers every one.
 */
async function rowsToPost(
  trx: Db,
  touched: readonly BalanceKey[],
  credited: readonly BalanceKey[],
  locked: readonly BalanceRow[],
  at: Date,
): Promise<BalanceRow[]> {
  const held = new Map(locked.map((row) => [keyText(row), row]));
  const rows = touched.flatMap((key) => held.get(keyText(key)) ?? []);
  if (rows.length === touched.length) return rows;
  const missing = (keys: readonly BalanceKey[]) => keys.filter((key) => !held.has(keyText(key)));
  return [...rows, ...(await lockOrCreate(trx, missing(touched), missing(credited), at))];
}

/**
 * postFreshEntries with the caller's own writes in the same statement as the journal's (the spot batch
 * writer's orders, trades and positions): one round trip for the lot. Each companion must write exactly
 * the rows the caller expects, which it checks with the counts answered here. Companions still being
 * prepared (a read of their own) are awaited beside the lock of the balance rows. Rows the caller locked
 * earlier in its transaction and has not changed since (`locked`) are not locked again. Runs the
 * statement even without entries, for the companions.
 */
export async function postFreshWithCompanions(
  trx: Db,
  at: Date,
  drafts: readonly EntryDraft[],
  companions: readonly CompanionWrite[] | Promise<readonly CompanionWrite[]>,
  locked: readonly BalanceRow[] = [],
): Promise<{ balances: BalanceSnapshot[]; companions: Map<string, number> }> {
  if (!trx.isTransaction) throw new Error('postFreshEntries runs in the caller’s transaction');
  const entries = drafts.map(checkEntry);
  assertDistinctCauses(entries);
  const touched = sortedKeys(entries.flatMap((entry) => userKeys(entry, false)));
  const credited = sortedKeys(entries.flatMap((entry) => userKeys(entry, true)));
  const [rows, extra] = await Promise.all([rowsToPost(trx, touched, credited, locked, at), companions]);
  const heldOf = holdBalances(rows);

  const { entryRows, lines } = batchJournalRows(entries, heldOf, at);

  const deltas = touched.map((key) => heldOf(key).delta());
  const written = await writeFreshBatch(trx, { entries: entryRows, deltas, lines }, at, extra);
  if (
    written.entries !== entryRows.length ||
    written.balances !== deltas.length ||
    written.lines !== lines.length
  ) {
    throw new Error(`ledger batch wrote ${JSON.stringify(written)} of ${entryRows.length} entries`);
  }
  return { balances: touched.map((key) => heldOf(key).snapshot()), companions: written.companions };
}
