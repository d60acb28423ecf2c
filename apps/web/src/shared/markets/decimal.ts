/**
 * Prices and amounts arrive as decimal strings ("1234.50", "-0.3") and stay strings: comparing or
 * formatting them through a JS float would say 0.1 + 0.2 != 0.3 and flash a row that did not move.
 * This module reads, compares and formats them; exact arithmetic on them is in decimal-math.ts.
 */

/** A readable decimal: sign, integer digits without leading zeros, fraction digits without trailing zeros. */
export interface DecimalParts {
  negative: boolean;
  integer: string;
  fraction: string;
}

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

/**
 * The one grammar of decimal strings in the app: an optional sign, digits, an optional fraction
 * ("1234.50", "-0.3", "+2", ".5", "5."). Null for anything else. Exact arithmetic (decimal-math.ts)
 * reads its operands through this too.
 */
export function decimalParts(value: string): DecimalParts | null {
  const match = DECIMAL.exec(value.trim());
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return null;
  const integer = (match[2] ?? '').replace(/^0+(?=\d)/, '') || '0';
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  const zero = integer === '0' && fraction === '';
  return { negative: match[1] === '-' && !zero, integer, fraction };
}

function compareMagnitude(a: DecimalParts, b: DecimalParts): number {
  if (a.integer.length !== b.integer.length) return a.integer.length < b.integer.length ? -1 : 1;
  if (a.integer !== b.integer) return a.integer < b.integer ? -1 : 1;
  const width = Math.max(a.fraction.length, b.fraction.length);
  const fa = a.fraction.padEnd(width, '0');
  const fb = b.fraction.padEnd(width, '0');
  if (fa === fb) return 0;
  return fa < fb ? -1 : 1;
}

/** -1, 0 or 1 as a is below, equal to or above b, exactly. Unreadable values sort first. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const pa = decimalParts(a);
  const pb = decimalParts(b);
  if (!pa || !pb) return pa === pb ? 0 : pa ? 1 : -1;
  if (pa.negative !== pb.negative) return pa.negative ? -1 : 1;
  const magnitude = compareMagnitude(pa, pb);
  const signed = pa.negative ? -magnitude : magnitude;
  return signed < 0 ? -1 : signed > 0 ? 1 : 0;
}

/** The sign of a decimal string: -1, 0 or 1 (0 for anything unreadable). */
export function signOf(value: string): -1 | 0 | 1 {
  const p = decimalParts(value);
  if (!p || (p.integer === '0' && p.fraction === '')) return 0;
  return p.negative ? -1 : 1;
}

export function isDecimal(value: string | null | undefined): value is string {
  return typeof value === 'string' && decimalParts(value) !== null;
}

function group(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Adds one unit in the last place of a digit string ("0999" -> "1000"), for rounding half up. */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/** Rounds half up (away from zero) to `precision` fraction digits, all in strings. */
function round(p: DecimalParts, precision: number): DecimalParts {
  if (p.fraction.length <= precision) return { ...p, fraction: p.fraction.padEnd(precision, '0') };
  const kept = `${p.integer}${p.fraction.slice(0, precision)}`;
  const roundUp = (p.fraction[precision] ?? '0') >= '5';
  const digits = roundUp ? incrementDigits(kept) : kept;
  const integer = digits.slice(0, digits.length - precision) || '0';
  const fraction = precision > 0 ? digits.slice(digits.length - precision) : '';
  return { ...p, integer, fraction };
}

/**
 * "1234567.891" -> "1,234,567.89" at precision 2; without a precision every given digit is kept.
 * Anything unreadable comes back as "--" so that a screen never shows "NaN".
 */
export function formatDecimal(value: string | null | undefined, precision?: number): string {
  const p = value == null ? null : decimalParts(value);
  if (!p) return '--';
  const shaped = precision === undefined ? p : round(p, Math.max(0, precision));
  const zero = /^0*$/.test(shaped.integer) && /^0*$/.test(shaped.fraction);
  const sign = shaped.negative && !zero ? '-' : '';
  return `${sign}${group(shaped.integer)}${shaped.fraction ? `.${shaped.fraction}` : ''}`;
}

/** "2.5" -> "+2.50%", "-0.3" -> "-0.30%", "0" -> "0.00%". */
export function formatPercent(value: string | null | undefined): string {
  if (value == null || !isDecimal(value)) return '--';
  const text = formatDecimal(value, 2);
  return `${signOf(value) > 0 && !/^0[.,]00$/.test(text) ? '+' : ''}${text}%`;
}

/** A signed amount: "+12.5", "-3", "0". */
export function formatSigned(value: string | null | undefined, precision?: number): string {
  const text = formatDecimal(value, precision);
  if (text === '--' || value == null) return text;
  return signOf(value) > 0 && /[1-9]/.test(text) ? `+${text}` : text;
}

const UNITS = [
  { digits: 13, suffix: 'T' },
  { digits: 10, suffix: 'B' },
  { digits: 7, suffix: 'M' },
  { digits: 4, suffix: 'K' },
] as const;

/** Volumes in a narrow column: "12345678.9" -> "12.35M"; below ten thousand the number itself. */
export function formatCompact(value: string | null | undefined): string {
  const p = value == null ? null : decimalParts(value);
  if (!p) return '--';
  const unit = UNITS.find(({ digits }) => p.integer.length >= digits);
  if (!unit) return formatDecimal(value, 2);
  const shift = unit.digits - 1;
  const head = p.integer.slice(0, p.integer.length - shift);
  const tail = `${p.integer.slice(p.integer.length - shift)}${p.fraction}`;
  const scaled = `${p.negative ? '-' : ''}${head}.${tail}`;
  return `${formatDecimal(scaled, 2)}${unit.suffix}`;
}
