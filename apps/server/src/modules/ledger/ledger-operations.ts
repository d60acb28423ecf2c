import type { LedgerEntryType } from '@halcyon/api';
import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { AccountRef, SystemAccount } from './accounts.ts';
import type { Cause, LineDraft } from './entry.ts';
import {
  creditLines,
  debitLines,
  freezeLines,
  settleFromFrozenLines,
  transferLines,
  type UserAmount,
  unfreezeLines,
} from './entry-lines.ts';
import type { Amount } from './money.ts';
import { type PostResult, postEntry } from './post-entry.ts';

/** Every operation names its cause (unique per journal) and may carry a memo shown in history. */
type Caused = { cause: Cause; memo?: string };

/**
 * The ledger's single operations: credit, debit, freeze, unfreeze, settle from frozen and transfer, each
 * one journal entry of the lines entry-lines.ts builds for it.
 */
export function ledgerOperations({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
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
  };
}
