import { parseSymbol } from '@halcyon/api';

/** The store keys tickers by the display form BTC/USDT, whatever spelling the server used. */
export function displaySymbol(symbol: string): string {
  return parseSymbol(symbol)?.symbol ?? symbol;
}

/** BTCUSDT: the form of channel names, paths and page params. */
export function compactSymbol(symbol: string): string {
  return parseSymbol(symbol)?.compact ?? symbol.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
}
