import Decimal from 'decimal.js';

/**
 * Prices as whole numbers of tick sizes: the simulator and candle code compare and add integers, and only
 * the edges turn them into decimal strings. A tick size is kept as an integer mantissa over a power of
 * ten (0.25 = 25 / 10^2), so formatting is exact string work, never a float.
 */
export type TickScale = {
  /** Tick size = mantissa / 10^decimals. */
  mantissa: number;
  decimals: number;
  /** Decimals a price is shown with (the instrument's price precision, at least the tick's). */
  pricePrecision: number;
  tickSize: Decimal;
};

export function tickScale(tickSize: string, pricePrecision: number): TickScale {
  const size = new Decimal(tickSize);
  if (!size.isFinite() || size.lte(0)) throw new Error(`tick size must be positive, got ${tickSize}`);
  const decimals = size.decimalPlaces();
  const mantissa = size.mul(new Decimal(10).pow(decimals)).toNumber();
  return { mantissa, decimals, pricePrecision: Math.max(pricePrecision, decimals), tickSize: size };
}

/** An integer count of `10^-decimals` units as a decimal string with exactly `shown` decimals. */
export function formatScaled(units: number | bigint, decimals: number, shown: number = decimals): string {
  // Safe integers print their exact digits; only larger values need BigInt (which is much slower).
  if (typeof units === 'number' && !Number.isSafeInteger(units))
    throw new Error(`not a safe integer: ${units}`);
  const negative = units < 0;
  let digits = (negative ? -units : units).toString();
  if (decimals > 0 && digits.length <= decimals) digits = digits.padStart(decimals + 1, '0');
  const whole = decimals > 0 ? digits.slice(0, digits.length - decimals) : digits;
  let fraction = decimals > 0 ? digits.slice(digits.length - decimals) : '';
  // Callers show at least the tick's decimals, so `shown` only ever adds zeros.
  if (shown > decimals) fraction = fraction.padEnd(shown, '0');
  const text = fraction ? `${whole}.${fraction}` : whole;
  return negative ? `-${text}` : text;
}

/** Whole ticks to the price string shown on the wire, e.g. 386 ticks of 0.25 -> "96.50". */
export function ticksToPrice(ticks: number, scale: TickScale): string {
  if (!Number.isSafeInteger(ticks)) throw new Error(`price out of range: ${ticks} ticks`);
  const units = ticks * scale.mantissa;
  return formatScaled(
    Number.isSafeInteger(units) ? units : BigInt(ticks) * BigInt(scale.mantissa),
    scale.decimals,
    scale.pricePrecision,
  );
}

/** The nearest whole number of ticks to a decimal price (half away from zero). */
export function priceToTicks(price: Decimal.Value, scale: TickScale): number {
  return new Decimal(price).div(scale.tickSize).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
}

/** A decimal string shown with exactly `decimals` decimals (rounded half up). */
export function fixed(value: Decimal.Value, decimals: number): string {
  return new Decimal(value).toFixed(decimals, Decimal.ROUND_HALF_UP);
}
