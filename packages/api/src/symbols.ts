/** A pair symbol in its three accepted spellings: BTC/USDT (display), BTC-USDT, BTCUSDT (compact). */
export type ParsedSymbol = { base: string; quote: 'USDT'; symbol: string; compact: string };

const QUOTE = 'USDT';
const BASE = /^[A-Z0-9]{1,16}$/;

/**
 * Reads "BTC/USDT", "btc-usdt", "BTCUSDT" or "btc_usdt" (case-insensitive, surrounding space ignored).
 * Every pair is quoted in USDT, so the compact form splits unambiguously. Null when it is not a symbol.
 */
export function parseSymbol(input: string): ParsedSymbol | null {
  const upper = input.trim().toUpperCase();
  const separated = /^([A-Z0-9]+)[/_-]([A-Z0-9]+)$/.exec(upper);
  let base: string | undefined;
  if (separated) {
    if (separated[2] !== QUOTE) return null;
    base = separated[1];
  } else if (upper.endsWith(QUOTE) && upper.length > QUOTE.length) {
    base = upper.slice(0, -QUOTE.length);
  }
  if (!base || !BASE.test(base)) return null;
  return { base, quote: QUOTE, symbol: `${base}/${QUOTE}`, compact: `${base}${QUOTE}` };
}
