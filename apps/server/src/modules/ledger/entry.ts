import { CURRENCY_PATTERN, type LedgerEntryType } from '@halcyon/api';
import { AppError } from '../../platform/errors.ts';
import { type AccountRef, describeAccount } from './accounts.ts';
import { checkAmount, type Money } from './money.ts';

/**
 * What caused an entry. (type, id) is unique across the journal: name the event, not only the thing, when
 * one thing causes several entries ('order-freeze' and 'order-release' of the same order id).
 */
export type Cause = { type: string; id: string };

/** One signed movement: positive adds to the account, negative takes from it (entry-lines.ts builds them). */
export type LineDraft = { account: AccountRef; currency: string; amount: Money };

export type EntryDraft = {
  type: LedgerEntryType;
  cause: Cause;
  memo?: string;
  lines: readonly LineDraft[];
};

export type CheckedEntry = Omit<EntryDraft, 'lines'> & { lines: LineDraft[] };

const CAUSE_TYPE = /^[a-z][a-z0-9-]{0,39}$/;
const CAUSE_ID_MAX = 200;
const MEMO_MAX = 200;

/** A currency code of the journal (USDT or an instrument base); a bad one is a caller's input error. */
export function checkCurrency(currency: string): string {
  if (!CURRENCY_PATTERN.test(currency)) {
    throw new AppError('VALIDATION_FAILED', undefined, { currency: ['validation.invalid'] });
  }
  return currency;
}

/**
 * Validates an entry before anything is written. Amounts and currencies may come from a person, so they
 * fail as input errors; a malformed cause or lines that do not balance are bugs of the calling module and
 * fail loudly as such (a 500 and a log line, never a partial posting).
 */
export function checkEntry(draft: EntryDraft): CheckedEntry {
  if (!CAUSE_TYPE.test(draft.cause.type)) throw new Error(`bad ledger cause type "${draft.cause.type}"`);
  if (draft.cause.id.length === 0 || draft.cause.id.length > CAUSE_ID_MAX) {
    throw new Error(`bad ledger cause id "${draft.cause.id}"`);
  }
  if (draft.memo !== undefined && draft.memo.length > MEMO_MAX) throw new Error('ledger memo too long');
  if (draft.lines.length < 2) throw new Error('a ledger entry needs at least two lines');
  const lines = draft.lines.map((line) => {
    const amount = checkAmount(line.amount);
    if (amount.isZero()) throw new Error(`zero ledger line on ${describeAccount(line.account)}`);
    return { account: line.account, currency: checkCurrency(line.currency), amount };
  });
  const sums = new Map<string, Money>();
  for (const line of lines) {
    const sum = sums.get(line.currency);
    sums.set(line.currency, sum ? sum.plus(line.amount) : line.amount);
  }
  for (const [currency, sum] of sums) {
    if (!sum.isZero())
      throw new Error(`ledger entry ${draft.cause.type}:${draft.cause.id} leaves ${sum} ${currency}`);
  }
  return { ...draft, lines };
}
