import type { Db } from '../../platform/db.ts';
import { assertDistinctCauses, batchJournalRows } from './batch-journal-rows.ts';
import { type CheckedEntry, checkEntry, type EntryDraft } from './entry.ts';
import {
  applyManyBalanceDeltas,
  causeText,
  findEntryIdsByCauses,
  insertEntries,
  insertManyLines,
  insertMissingBalanceRows,
  lockBalanceRows,
} from './journal-batch-repo.ts';
import { holdBalances, inTransaction, type PostResult, sortedKeys, userKeys } from './post-entry.ts';

/**
 * Posts many entries atomically with a fixed handful of statements instead of six per entry: what a burst
 * of settlements (thousands of contracts ending in the same second) needs. The same rules as postEntry,
 * applied to the whole batch: causes that already posted are skipped (`posted: false`); every touched
 * balance row is created if it will receive money and locked once, in (user, currency) order; the entries
 * apply in the order given (each line's balance_after is as if posted one by one); a shortfall after any
 * entry throws and nothing of the batch is written. The causes must be distinct within the batch. A cause
 * posted concurrently by someone else between the check and the insert fails the batch (retry it).
 */
export async function postEntries(db: Db, at: Date, drafts: readonly EntryDraft[]): Promise<PostResult[]> {
  const entries = drafts.map(checkEntry);
  assertDistinctCauses(entries);
  if (entries.length === 0) return [];
  return inTransaction(db, async (trx) => {
    const earlier = await findEntryIdsByCauses(
      trx,
      entries.map((entry) => entry.cause),
    );
    const fresh = entries.filter((entry) => !earlier.has(causeText(entry.cause)));
    const touched = sortedKeys(fresh.flatMap((entry) => userKeys(entry, false)));
    await insertMissingBalanceRows(trx, sortedKeys(fresh.flatMap((entry) => userKeys(entry, true))), at);
    const heldOf = holdBalances(await lockBalanceRows(trx, touched));

    const results = new Map<CheckedEntry, PostResult>();
    const { entryRows, lines } = batchJournalRows(fresh, heldOf, at, (entry, entryId, keys) => {
      results.set(entry, { entryId, posted: true, balances: keys.map((key) => heldOf(key).snapshot()) });
    });

    if ((await insertEntries(trx, entryRows)) !== entryRows.length) {
      throw new Error(
        'a cause of the ledger batch was posted concurrently; nothing of the batch was written',
      );
    }
    await applyManyBalanceDeltas(
      trx,
      touched.map((key) => heldOf(key).delta()),
      at,
    );
    await insertManyLines(trx, lines);
    return entries.map(
      (entry) =>
        results.get(entry) ?? {
          entryId: earlier.get(causeText(entry.cause)) ?? '',
          posted: false,
          balances: [],
        },
    );
  });
}
