import type { UserAccountKind } from '@halcyon/api';

/**
 * The platform's own accounts, one per currency each. They have no balance row; their balance is the sum
 * of their journal lines (see the audit).
 * - house: the platform's own money. Issues grants (the demo user) and is the market maker's counterparty,
 *   so it may go negative: that is what the platform has handed out.
 * - funding: the outside world. Deposits come from it and withdrawals go to it, so it is negative by what
 *   users brought in net; it may go negative.
 * - swap: the conversion desk, long one currency and short another after each swap; may go negative.
 * - fees: only collects (refunds come back out of it), so it may never go negative.
 * - clearing: money in transit (a withdrawal between approval and payout); holds what it received, never
 *   less than nothing.
 * - deposits: the clearing account of confirmed deposits (recharge): each approval credits the person from
 *   it, so it is negative by everything people brought in.
 * - withdrawals: the clearing account of paid-out withdrawals: each completion settles the person's frozen
 *   amount into it; it only grows.
 */
export const SYSTEM_ACCOUNTS = [
  'house',
  'fees',
  'swap',
  'clearing',
  'funding',
  'deposits',
  'withdrawals',
] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number];

export type UserAccountRef = { kind: UserAccountKind; userId: string };
export type SystemAccountRef = { kind: SystemAccount };
export type AccountRef = UserAccountRef | SystemAccountRef;

export const house: SystemAccountRef = { kind: 'house' };
export const available = (userId: string): UserAccountRef => ({ kind: 'available', userId });
export const frozen = (userId: string): UserAccountRef => ({ kind: 'frozen', userId });

export function isUserAccount(account: AccountRef): account is UserAccountRef {
  switch (account.kind) {
    case 'available':
    case 'frozen':
      return true;
    case 'house':
    case 'fees':
    case 'swap':
    case 'clearing':
    case 'funding':
    case 'deposits':
    case 'withdrawals':
      return false;
    default: {
      const unknown: never = account;
      throw new Error(`unknown ledger account ${JSON.stringify(unknown)}`);
    }
  }
}

/** Whether the audit accepts a negative balance on this system account (see the list above). */
export function mayGoNegative(account: SystemAccount): boolean {
  switch (account) {
    case 'house':
    case 'funding':
    case 'swap':
    case 'deposits':
      return true;
    case 'fees':
    case 'clearing':
    case 'withdrawals':
      return false;
    default: {
      const unknown: never = account;
      throw new Error(`unknown system account ${String(unknown)}`);
    }
  }
}

export function describeAccount(account: AccountRef): string {
  return isUserAccount(account) ? `${account.kind}(${account.userId})` : account.kind;
}
