/**
 * How the app shows money and rates (docs/architecture.md, web): precision comes from the currency, and
 * balances are cut, never rounded up, so nobody is shown more than they have. Every figure is grouped
 * the same way in every language ("1,234.5"), as exchanges do. Exact values stay strings throughout.
 */
import { QUOTE_CURRENCY } from '@halcyon/api';
import { decimalParts, formatDecimal } from '../markets/decimal.ts';
import { truncateDecimal } from '../markets/decimal-math.ts';

/** USDT (the quote currency) in summaries: cents. */
export const QUOTE_SUMMARY_DECIMALS = 2;
/** Crypto and other base quantities: up to eight decimals, never more. */
export const BASE_MAX_DECIMALS = 8;
/** Exchange rates: six significant digits, and at least cents for rates of 1 or more. */
export const RATE_SIGNIFICANT_DIGITS = 6;

/** The most decimals a summary shows of an amount in `currency`. */
export function currencyDecimals(currency: string): number {
  return currency === QUOTE_CURRENCY ? QUOTE_SUMMARY_DECIMALS : BASE_MAX_DECIMALS;
}

/** Trailing zeros go: "up to" N decimals, so 1000 stays "1,000" and 0.5 stays "0.5". */
function trimmed(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** A balance: cut (toward zero) to the currency's decimals, "9,876.12" for 9876.129 USDT. */
export function formatBalance(
  value: string | null | undefined,
  currency: string,
  decimals = currencyDecimals(currency),
): string {
  if (value == null || decimalParts(value) === null) return '--';
  return formatDecimal(truncateDecimal(value, decimals));
}

/** An amount in a summary (received, paid, a fee): rounded half up to the currency's decimals. */
export function formatMoney(
  value: string | null | undefined,
  currency: string,
  decimals = currencyDecimals(currency),
): string {
  const text = formatDecimal(value, decimals);
  return text === '--' ? text : trimmed(text);
}

/**
 * An exchange rate: six significant digits ("0.000311599"), with at least cents once it is 1 or more
 * ("64,186.25", not "64,186.3": a trader reads a quote to the cent). Never the 18 decimals of the wire.
 */
export function formatRate(value: string | null | undefined): string {
  const parts = value == null ? null : decimalParts(value);
  if (!parts) return '--';
  const integerDigits = parts.integer === '0' ? 0 : parts.integer.length;
  const leadingZeros = integerDigits > 0 ? 0 : (/^0*/.exec(parts.fraction)?.[0].length ?? 0);
  const significant =
    integerDigits > 0 ? RATE_SIGNIFICANT_DIGITS - integerDigits : leadingZeros + RATE_SIGNIFICANT_DIGITS;
  const decimals = Math.max(integerDigits > 0 ? QUOTE_SUMMARY_DECIMALS : 0, significant);
  return trimmed(formatDecimal(value, decimals));
}
