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
 * The decimal string a typed text means: in a decimal-comma language both the comma and the point are
 * the decimal mark (keyboards offer either); elsewhere a comma can only be a pasted thousands separator
 * and is dropped ("1,000.5" -> "1000.5"). Spaces go. A decimal in progress keeps at most `maxDecimals`
 * decimals (extra ones are not taken, never rounded). Anything else stays as typed, so that the form's
 * check can say what is wrong with it rather than the field quietly changing it.
 */
export function readAmountText(typed: string, locale: string, maxDecimals = MAX_AMOUNT_DECIMALS): string {
  const compact = typed.replace(/\s+/g, '');
  const marked = decimalSeparatorOf(locale) === ',' ? compact.replace(/,/g, '.') : compact.replace(/,/g, '');
  const decimal = /^(\d*)(?:\.(\d*))?$/.exec(marked);
  if (!decimal) return marked;
  const head = (decimal[1] ?? '').slice(0, MAX_INTEGER_DIGITS);
  if (decimal[2] === undefined) return head;
  return maxDecimals <= 0 ? head : `${head}.${decimal[2].slice(0, maxDecimals)}`;
}

/** The decimal string as the field shows it: "1.5" reads "1,5" in German, "1.5" in English. */
export function showAmountText(value: string, locale: string): string {
  return decimalSeparatorOf(locale) === ',' ? value.replace('.', ',') : value;
}
