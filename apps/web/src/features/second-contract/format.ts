import { formatDecimal, formatSigned } from '@/shared/markets/decimal.ts';
import { multiplyDecimal } from '@/shared/markets/decimal-math.ts';

/** "0.85" -> "85", "0.925" -> "92.5": a payout rate as a percent, exactly. */
export function ratePercent(rate: string): string {
  return formatDecimal(multiplyDecimal(rate, '100'));
}

/** Money keeps every digit the server sent: a stake of 12.345 USDT is not shown as 12.35. */
export function money(value: string | null | undefined): string {
  return formatDecimal(value);
}

export function signedMoney(value: string | null | undefined): string {
  return formatSigned(value);
}

/** A moment in the UI language, to the second. */
export function formatTime(ms: number | null | undefined, locale: string): string {
  if (ms == null) return '--';
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }).format(ms);
}

/**
 * A price padded to the pair's precision ("64250.1" -> "64,250.10") but never rounded: a stored tick
 * with more digits than the pair shows keeps them, since it is evidence.
 */
export function price(value: string | null | undefined, precision: number | undefined): string {
  if (value == null) return '--';
  const digits = value.split('.')[1]?.length ?? 0;
  return formatDecimal(value, precision === undefined ? undefined : Math.max(precision, digits));
}
