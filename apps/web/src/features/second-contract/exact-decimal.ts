/**
 * Exact arithmetic on decimal strings through BigInt: payouts and profits are money, and a JS float
 * would turn 100 x 1.85 into 185.00000000000003. Only what the contract screen needs: add, multiply,
 * negate, compare.
 */

interface Scaled {
  units: bigint;
  scale: number;
}

const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?$/;

function scaled(value: string): Scaled {
  const match = DECIMAL.exec(value.trim());
  if (!match) throw new RangeError(`not a decimal: ${value}`);
  const fraction = match[3] ?? '';
  const units = BigInt(`${match[2]}${fraction}`);
  return { units: match[1] === '-' ? -units : units, scale: fraction.length };
}

function rescale(value: Scaled, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

/** Back to a plain decimal string without trailing zeros: "185", "-12.5", "0". */
function text({ units, scale }: Scaled): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const integer = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  const body = fraction ? `${integer}.${fraction}` : integer;
  return negative && body !== '0' ? `-${body}` : body;
}

export function isExactDecimal(value: string | null | undefined): value is string {
  return typeof value === 'string' && DECIMAL.test(value.trim());
}

export function addDecimal(a: string, b: string): string {
  const x = scaled(a);
  const y = scaled(b);
  const scale = Math.max(x.scale, y.scale);
  return text({ units: rescale(x, scale) + rescale(y, scale), scale });
}

export function mulDecimal(a: string, b: string): string {
  const x = scaled(a);
  const y = scaled(b);
  return text({ units: x.units * y.units, scale: x.scale + y.scale });
}

export function negDecimal(a: string): string {
  const x = scaled(a);
  return text({ units: -x.units, scale: x.scale });
}

/** -1, 0 or 1 as a is below, equal to or above b. */
export function cmpDecimal(a: string, b: string): -1 | 0 | 1 {
  const x = scaled(a);
  const y = scaled(b);
  const scale = Math.max(x.scale, y.scale);
  const d = rescale(x, scale) - rescale(y, scale);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}
