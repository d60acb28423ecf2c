import { type AccountRef, available, frozen, type SystemAccount } from './accounts.ts';
import type { LineDraft } from './entry.ts';
import { type Amount, positiveAmount } from './money.ts';

/**
 * The lines of each operation, pure. Every operation of the ledger is one of these posted alone; a module
 * that must move several things atomically (a trade: buyer, seller, fees) concatenates them into one entry.
 * Amounts are positive, decimal strings (a person's input) or computed Decimals; a move is "from" an
 * account (negative line) "to" another.
 */
export function moveLines(from: AccountRef, to: AccountRef, currency: string, amount: Amount): LineDraft[] {
  const value = positiveAmount(amount);
  return [
    { account: from, currency, amount: value.neg() },
    { account: to, currency, amount: value },
  ];
}

export type UserAmount = { userId: string; currency: string; amount: Amount };

/** System account -> user available (a grant, a deposit, a payout). */
export const creditLines = (input: UserAmount & { from: SystemAccount }) =>
  moveLines({ kind: input.from }, available(input.userId), input.currency, input.amount);

/** User available -> system account (a withdrawal, a fee taken directly). */
export const debitLines = (input: UserAmount & { to: SystemAccount }) =>
  moveLines(available(input.userId), { kind: input.to }, input.currency, input.amount);

/** Available -> frozen: reserved for an open order or a pending withdrawal. */
export const freezeLines = (input: UserAmount) =>
  moveLines(available(input.userId), frozen(input.userId), input.currency, input.amount);

/** Frozen -> available: a cancel, or what was reserved but not needed. */
export const unfreezeLines = (input: UserAmount) =>
  moveLines(frozen(input.userId), available(input.userId), input.currency, input.amount);

/** User frozen -> any other account: a trade's counterparty, the fees account, clearing. */
export const settleFromFrozenLines = (input: UserAmount & { to: AccountRef }) =>
  moveLines(frozen(input.userId), input.to, input.currency, input.amount);

/** Between two users' available balances. */
export const transferLines = (input: {
  fromUserId: string;
  toUserId: string;
  currency: string;
  amount: Amount;
}) => moveLines(available(input.fromUserId), available(input.toUserId), input.currency, input.amount);
