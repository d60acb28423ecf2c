import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { BalanceKey, BalanceRow } from './balance-repo.ts';
import { type BatchHold, holdBatch } from './batch-hold.ts';
import type { EntryDraft } from './entry.ts';
import type { CompanionWrite } from './fresh-batch-repo.ts';
import { ledgerOperations } from './ledger-operations.ts';
import { ledgerReads } from './ledger-reads.ts';
import { postEntries } from './post-entries.ts';
import { type BalanceSnapshot, type PostResult, postEntry } from './post-entry.ts';
import { postFreshEntries, postFreshWithCompanions } from './post-fresh-entries.ts';

export type Ledger = ReturnType<typeof createLedger>;

/**
 * The only way balances change. Each method posts one journal entry in its own transaction, or in the
 * caller's when `trx` is given (a module that writes its own rows with the money, e.g. an order and its
 * freeze). Amounts are positive: decimal strings, or Decimals computed in code. A shortfall throws
 * INSUFFICIENT_BALANCE (available) or INSUFFICIENT_FROZEN_BALANCE and changes nothing; a cause that
 * already posted changes nothing and answers `posted: false`.
 */
export function createLedger({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  return {
    /**
     * A composed entry: lines of several operations (entry-lines.ts) moved together. A trade is one
     * entry settling the buyer, the seller and the fees, so no one is ever half-settled.
     */
    post: (entry: EntryDraft, trx?: Db): Promise<PostResult> => postEntry(trx ?? db, dateOf(clock), entry),

    /**
     * Many composed entries, all or nothing, in a few statements (post-entries.ts): a burst of settlements.
     * Results in the order given; an entry whose cause already posted answers `posted: false`.
     */
    postMany: (entries: readonly EntryDraft[], trx?: Db): Promise<PostResult[]> =>
      postEntries(trx ?? db, dateOf(clock), entries),

    /**
     * Many entries whose causes cannot have posted yet, in the caller's transaction, in two statements
     * (post-fresh-entries.ts): second-contract settlement of orders it holds locked. A cause that did post
     * fails the whole batch. Answers the balances it leaves, one per touched (user, currency).
     */
    postFresh: (entries: readonly EntryDraft[], trx: Db): Promise<BalanceSnapshot[]> =>
      postFreshEntries(trx, dateOf(clock), entries),

    /**
     * postFresh with the caller's own writes (data-modifying statements ending in RETURNING 1, on its own
     * tables) in the same statement as the journal's: the spot batch writer's orders, trades and
     * positions (those may still be reading: awaited beside the lock). `locked`: rows the transaction
     * locked already and has not changed since (its BatchHold's), not locked again. Answers the balances
     * and each companion's row count.
     */
    postFreshWith: (
      entries: readonly EntryDraft[],
      companions: readonly CompanionWrite[] | Promise<readonly CompanionWrite[]>,
      trx: Db,
      locked: readonly BalanceRow[] = [],
    ) => postFreshWithCompanions(trx, dateOf(clock), entries, companions, locked),

    /**
     * The balances a batch of commands will freeze from, locked for the batch (batch-hold.ts): the spot
     * batch writer reserves against it, and the check is the ledger's own (shortfallOf).
     */
    holdBatch: (trx: Db, keys: readonly BalanceKey[]): Promise<BatchHold> => holdBatch(trx, keys),

    /** credit, debit, freeze, unfreeze, settleFromFrozen, transfer: one operation each. */
    ...ledgerOperations({ db, clock }),

    /** balance, balances, history. */
    ...ledgerReads(db),
  };
}
