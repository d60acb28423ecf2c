import type { LedgerEntryType } from '@halcyon/api';
import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { AccountRef, SystemAccount } from './accounts.ts';
import { type BalanceKey, type BalanceRow, findBalance, listBalances } from './balance-repo.ts';
import { type BatchHold, holdBatch } from './batch-hold.ts';
import type { Cause, EntryDraft, LineDraft } from './entry.ts';
import { checkCurrency } from './entry.ts';
import {
  creditLines,
  debitLines,
  freezeLines,
  settleFromFrozenLines,
  transferLines,
  type UserAmount,
  unfreezeLines,
} from './entry-lines.ts';
import type { CompanionWrite } from './fresh-batch-repo.ts';
import { listUserLines } from './history-repo.ts';
import { type LedgerLine, toLedgerLine } from './ledger-line.ts';
import { type Amount, formatAmount } from './money.ts';
import { postEntries } from './post-entries.ts';
import { type BalanceSnapshot, type PostResult, postEntry } from './post-entry.ts';
import { postFreshEntries, postFreshWithCompanions } from './post-fresh-entries.ts';

/** Every operation names its cause (unique per journal) and may carry a memo shown in history. */
type Caused = { cause: Cause; memo?: string };

export type Balance = { currency: string; available: string; frozen: string; updatedAt: number | null };

export type Ledger = ReturnType<typeof createLedger>;

/**
 * The only way balances change. Each method posts one journal entry in its own transaction, or in the
 * caller's when `trx` is given (a module that writes its own rows with the money, e.g. an order and its
 * freeze). Amounts are positive: decimal strings, or Decimals computed in code. A shortfall throws
 * INSUFFICIENT_BALANCE (available) or INSUFFICIENT_FROZEN_BALANCE and changes nothing; a cause that
 * already posted changes nothing and answers `posted: false`.
 */
export function createLedger({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  // Async, and the lines built inside: a bad amount rejects the promise like any other failure, never
  // throws synchronously at a caller that only expects rejections.
  const post = async (
    type: LedgerEntryType,
    input: Caused,
    lines: () => LineDraft[],
    trx?: Db,
  ): Promise<PostResult> =>
    postEntry(trx ?? db, dateOf(clock), {
      type,
      cause: input.cause,
      lines: lines(),
      ...(input.memo === undefined ? {} : { memo: input.memo }),
    });

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

    /** System account (default house) -> user available. */
    credit: (input: UserAmount & Caused & { from?: SystemAccount }, trx?: Db) =>
      post('credit', input, () => creditLines({ ...input, from: input.from ?? 'house' }), trx),

    /** User available -> system account (default house). */
    debit: (input: UserAmount & Caused & { to?: SystemAccount }, trx?: Db) =>
      post('debit', input, () => debitLines({ ...input, to: input.to ?? 'house' }), trx),

    freeze: (input: UserAmount & Caused, trx?: Db) => post('freeze', input, () => freezeLines(input), trx),

    unfreeze: (input: UserAmount & Caused, trx?: Db) =>
      post('unfreeze', input, () => unfreezeLines(input), trx),

    /** User frozen -> another account: a counterparty's available, fees, clearing. */
    settleFromFrozen: (input: UserAmount & Caused & { to: AccountRef }, trx?: Db) =>
      post('settle', input, () => settleFromFrozenLines(input), trx),

    transfer: (
      input: { fromUserId: string; toUserId: string; currency: string; amount: Amount } & Caused,
      trx?: Db,
    ) =>
      post(
        'transfer',
        input,
        () => {
          if (input.fromUserId === input.toUserId) throw new Error('a transfer needs two different users');
          return transferLines(input);
        },
        trx,
      ),

    /** Zero when the user never held the currency. */
    async balance(userId: string, currency: string, trx?: Db): Promise<Balance> {
      const row = await findBalance(trx ?? db, { userId, currency: checkCurrency(currency) });
      return row ? toBalance(row) : { currency, available: '0', frozen: '0', updatedAt: null };
    },

    async balances(userId: string, trx?: Db): Promise<Balance[]> {
      return (await listBalances(trx ?? db, userId)).map(toBalance);
    },

    /** The user's journal lines, newest first, optionally of one currency; `page` counts from 1. */
    async history(
      userId: string,
      query: { currency?: string; page: number; limit: number },
    ): Promise<{ lines: LedgerLine[]; total: number }> {
      const { rows, total } = await listUserLines(db, {
        userId,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
        ...(query.currency === undefined ? {} : { currency: checkCurrency(query.currency) }),
      });
      return { lines: rows.map(toLedgerLine), total };
    },
  };
}

function toBalance(row: BalanceRow): Balance {
  return {
    currency: row.currency,
    available: formatAmount(row.available),
    frozen: formatAmount(row.frozen),
    updatedAt: row.updatedAt.getTime(),
  };
}
