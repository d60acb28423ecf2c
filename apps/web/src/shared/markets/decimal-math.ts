/**
 * Exact arithmetic on decimal strings (trade form totals, fees, percent of a balance; contract payouts
 * and profits): a value is an integer of units and a scale, in BigInt, so "0.1" + "0.2" is "0.3" and
 * 100 x 1.85 is "185", right to the last decimal. Operands are read with the grammar of decimal.ts
 * (comparing, sign and formatting live there too); an unreadable operand throws. Results are plain
 * decimal strings without trailing zeros.
 */
import { decimalParts } from './decimal.ts';

interface Scaled {
  units: bigint;
  scale: number;
}

function must(value: string): Scaled {
  const parts = decimalParts(value);
  if (!parts) throw new Error(`not a decimal: ${value}`);
  const units = BigInt(`${parts.integer}${parts.fraction}`);
  return { units: parts.negative ? -units : units, scale: parts.fraction.length };
}

const pow10 = (n: number) => 10n ** BigInt(n);

function align(a: Scaled, b: Scaled): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * pow10(scale - a.scale), b.units * pow10(scale - b.scale), scale];
}

function format({ units, scale }: Scaled): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const integer = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  const text = fraction ? `${integer}.${fraction}` : integer;
  return negative && /[1-9]/.test(text) ? `-${text}` : text;
}

export function addDecimal(a: string, b: string): string {
  const [x, y, scale] = align(must(a), must(b));
  return format({ units: x + y, scale });
}

export function subtractDecimal(a: string, b: string): string {
  const [x, y, scale] = align(must(a), must(b));
  return format({ units: x - y, scale });
}

export function multiplyDecimal(a: string, b: string): string {
  const x = must(a);
  const y = must(b);
  return format({ units: x.units * y.units, scale: x.scale + y.scale });
}

export function negateDecimal(value: string): string {
  const x = must(value);
  return format({ units: -x.units, scale: x.scale });
}

/** Drops digits past `precision` (toward zero): what a balance can pay is never rounded up. */
export function truncateDecimal(value: string, precision: number): string {
  const x = must(value);
  if (x.scale <= precision) return format(x);
  return format({ units: x.units / pow10(x.scale - precision), scale: precision });
}

/** a / b to `precision` decimals, toward zero; b must not be zero. */
export function divideDecimal(a: string, b: string, precision: number): string {
  const x = must(a);
  const y = must(b);
  if (y.units === 0n) throw new Error('division by zero');
  // a/b = (xu / 10^xs) / (yu / 10^ys); scaled by 10^precision, exact integer division truncates.
  const numerator = x.units * pow10(y.scale + precision);
  const denominator = y.units * pow10(x.scale);
  return format({ units: numerator / denominator, scale: precision });
}

/** Whether value is a whole multiple of step (a price on the tick, a quantity on the lot). */
export function isMultipleOf(value: string, step: string): boolean {
  const [x, y] = align(must(value), must(step));
  if (y === 0n) return true;
  return x % y === 0n;
}

/** The number of decimals a step such as "0.001" allows. */
export function decimalsOf(step: string): number {
  return must(step).scale;
}
