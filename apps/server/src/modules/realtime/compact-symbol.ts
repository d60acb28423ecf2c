import { parseSymbol } from '@halcyon/api';

const compactOf = new Map<string, string | undefined>();

/** BTCUSDT for BTC/USDT, remembered: channel names are looked up on every update of a feed cycle. */
export function compactSymbol(symbol: string): string | undefined {
  if (!compactOf.has(symbol)) compactOf.set(symbol, parseSymbol(symbol)?.compact);
  return compactOf.get(symbol);
}
