import Decimal from 'decimal.js';
import { AppError } from '../../platform/errors.ts';

/**
 * decimal.js with room for every NUMERIC(36,18) sum and product: the default 20 significant digits would
 * round 18 integer digits plus 18 decimals. Nothing in the ledger may round, so the precision is generous
 * and exponent notation is off (toString of 1e-18 stays "0.000000000000000001").
 */
export const Money = Decimal.clone({
  precision: 100,
  rounding: Decimal.ROUND_DOWN,
  toExpNeg: -100,
  toExpPos: 100,
});
export type Money = InstanceType<typeof Money>;

/** NUMERIC(36,18): 18 decimals, and 18 digits before the point. */
export const AMOUNT_DECIMALS = 18;
const AMOUNT_LIMIT = new Money(10).pow(36 - AMOUNT_DECIMALS);
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

function invalidAmount(): AppError {
  return new AppError('VALIDATION_FAILED', undefined, { amount: ['validation.invalid'] });
}

/** A plain decimal string (no exponent, no sign for positives) that fits NUMERIC(36,18), as Money. */
export function parseAmount(text: string): Money {
  if (!DECIMAL_TEXT.test(text)) throw invalidAmount();
  return checkAmount(new Money(text));
}

/**
 * A computed amount as Money (the ledger's own precision: a Decimal of another configuration would round
 * the entry's sums), refused as parseAmount refuses a text when it does not fit NUMERIC(36,18).
 */
export function checkAmount(value: Decimal): Money {
  const money = value.constructor === Money ? value : new Money(value);
  if (!money.isFinite() || money.decimalPlaces() > AMOUNT_DECIMALS || money.abs().gte(AMOUNT_LIMIT)) {
    throw invalidAmount();
  }
  return money;
}

/** A decimal string as a person sent it, or an amount computed in code (any Decimal: made Money on use). */
export type Amount = string | Decimal;

/** What every operation takes: an amount above zero, as a decimal string or computed. */
export function positiveAmount(amount: Amount): Money {
  const value = typeof amount === 'string' ? parseAmount(amount) : checkAmount(amount);
  if (value.lte(0)) throw invalidAmount();
  return value;
}

/** Exact, without trailing zeros and without exponent: "10000", "0.5", "-0.000000000000000001". */
export function formatAmount(value: Money | string): string {
  const money = typeof value === 'string' ? new Money(value) : value;
  return money.isZero() ? '0' : money.toFixed();
}
