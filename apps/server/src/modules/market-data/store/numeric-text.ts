import Decimal from 'decimal.js';

/**
 * NUMERIC text as returned by the drivers ("96500.120000000000000000") shown with exactly `decimals`
 * decimals. Stored prices sit on their tick size, so this is nearly always cutting zeros, done on the
 * string; only when a non-zero digit would be cut does it round with decimal.js.
 */
export function numericText(value: string, decimals: number): string {
  const dot = value.indexOf('.');
  const whole = dot === -1 ? value : value.slice(0, dot);
  const fraction = dot === -1 ? '' : value.slice(dot + 1);
  if (fraction.length > decimals && /[1-9]/.test(fraction.slice(decimals))) {
    return new Decimal(value).toFixed(decimals, Decimal.ROUND_HALF_UP);
  }
  const shown = fraction.slice(0, decimals).padEnd(decimals, '0');
  return decimals > 0 ? `${whole}.${shown}` : whole;
}
