/**
 * What a person types into an amount field, read exactly as a decimal string ("1,5" in German is "1.5"),
 * and the decimal string shown back the way they typed it. No float is ever involved.
 */

/** Languages whose phone keyboards offer a decimal comma (and whose people write one). */
const DECIMAL_COMMA = new Set(['de', 'fr', 'es', 'vi']);

/** The most decimals any amount may carry on the wire (packages/api positiveDecimal). */
export const MAX_AMOUNT_DECIMALS = 18;
const MAX_INTEGER_DIGITS = 18;

/** ',' for de, fr, es and vi (any region), '.' for the others. */
export function decimalSeparatorOf(locale: string): ',' | '.' {
  const language = locale.toLowerCase().split('-')[0] ?? '';
  return DECIMAL_COMMA.has(language) ? ',' : '.';
}

/**
 * The decimal string a typed text means, while it is typed: digits and at most one point, at most
 * `maxDecimals` decimals (extra ones are dropped, never rounded). In a decimal-comma language both the
 * comma and the point are the decimal mark (keyboards offer either). Elsewhere a comma can only be a
 * pasted thousands separator and is dropped ("1,000.5" -> "1000.5"). Anything else typed is ignored.
 */
export function readAmountText(typed: string, locale: string, maxDecimals = MAX_AMOUNT_DECIMALS): string {
  const commaIsDecimal = decimalSeparatorOf(locale) === ',';
  const marked = commaIsDecimal ? typed.replace(/,/g, '.') : typed.replace(/,/g, '');
  const kept = marked.replace(/[^\d.]/g, '');
  const [integer = '', ...rest] = kept.split('.');
  const head = integer.slice(0, MAX_INTEGER_DIGITS);
  if (rest.length === 0 || maxDecimals <= 0) return head;
  return `${head}.${rest.join('').slice(0, maxDecimals)}`;
}

/** The decimal string as the field shows it: "1.5" reads "1,5" in German, "1.5" in English. */
export function showAmountText(value: string, locale: string): string {
  return decimalSeparatorOf(locale) === ',' ? value.replace('.', ',') : value;
}
