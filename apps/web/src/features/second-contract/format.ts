import { formatDecimal } from '@/shared/markets/decimal.ts';
import { multiplyDecimal } from '@/shared/markets/decimal-math.ts';

/** "0.85" -> "85", "0.925" -> "92.5": a payout rate as a percent, exactly. */
export function ratePercent(rate: string): string {
  return formatDecimal(multiplyDecimal(rate, '100'));
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
