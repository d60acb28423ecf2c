import { type KlineInterval, klineChannel, klineInterval, tickerChannel } from '@halcyon/api';

/** The pair a channel names, as the market data knows it. */
export type ChannelPair = { symbol: string; compact: string };

/** A subscribable channel, its name normalised to the compact symbol (ticker.BTCUSDT). */
export type Channel =
  | { kind: 'tickers'; name: 'tickers' }
  | { kind: 'ticker'; name: string; pair: ChannelPair }
  | { kind: 'kline'; name: string; pair: ChannelPair; interval: KlineInterval };

export const TICKERS_CHANNEL = 'tickers';

/**
 * Reads `tickers`, `ticker.<SYMBOL>` or `kline.<SYMBOL>.<interval>`, SYMBOL in any spelling the pair
 * lookup accepts (BTC/USDT, btc-usdt, BTCUSDT). No spelling contains a dot, so splitting on dots is safe.
 * Undefined for anything else, including pairs that do not exist.
 */
export function parseChannel(
  raw: string,
  findPair: (symbol: string) => ChannelPair | undefined,
): Channel | undefined {
  const parts = raw.trim().split('.');
  const [kind, symbol, interval] = parts;
  if (kind === TICKERS_CHANNEL && parts.length === 1) return { kind: 'tickers', name: TICKERS_CHANNEL };
  if (!symbol) return undefined;
  if (kind === 'ticker' && parts.length === 2) {
    const pair = findPair(symbol);
    return pair && { kind: 'ticker', name: tickerChannel(pair.compact), pair };
  }
  if (kind === 'kline' && parts.length === 3) {
    const parsedInterval = klineInterval.safeParse(interval);
    if (!parsedInterval.success) return undefined;
    const pair = findPair(symbol);
    return (
      pair && {
        kind: 'kline',
        name: klineChannel(pair.compact, parsedInterval.data),
        pair,
        interval: parsedInterval.data,
      }
    );
  }
  return undefined;
}
