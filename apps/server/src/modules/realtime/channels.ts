import {
  depthChannel,
  type KlineInterval,
  klineChannel,
  klineInterval,
  tickerChannel,
  tradesChannel,
  USER_CHANNEL,
} from '@halcyon/api';

/** The pair a channel names, as the market data knows it. */
export type ChannelPair = { symbol: string; compact: string };

/** A subscribable channel, its name normalised to the compact symbol (ticker.BTCUSDT). */
export type Channel =
  | { kind: 'tickers'; name: 'tickers' }
  | { kind: 'ticker'; name: string; pair: ChannelPair }
  | { kind: 'kline'; name: string; pair: ChannelPair; interval: KlineInterval }
  | { kind: 'depth'; name: string; pair: ChannelPair }
  | { kind: 'trades'; name: string; pair: ChannelPair }
  /** Private: the events of the user the connection authenticated as. */
  | { kind: 'user'; name: typeof USER_CHANNEL; userId: string };

/** A channel as a client names it: `user` does not say whose until the connection adds its user. */
export type RequestedChannel =
  | Exclude<Channel, { kind: 'user' }>
  | { kind: 'user'; name: typeof USER_CHANNEL };

export const TICKERS_CHANNEL = 'tickers';

/**
 * Reads `tickers`, `user`, `ticker.<SYMBOL>`, `depth.<SYMBOL>`, `trades.<SYMBOL>` or
 * `kline.<SYMBOL>.<interval>`, SYMBOL in any spelling the pair
 * lookup accepts (BTC/USDT, btc-usdt, BTCUSDT). No spelling contains a dot, so splitting on dots is safe.
 * Undefined for anything else, including pairs that do not exist.
 */
export function parseChannel(
  raw: string,
  findPair: (symbol: string) => ChannelPair | undefined,
): RequestedChannel | undefined {
  const parts = raw.trim().split('.');
  const [kind, symbol, interval] = parts;
  if (kind === TICKERS_CHANNEL && parts.length === 1) return { kind: 'tickers', name: TICKERS_CHANNEL };
  if (kind === USER_CHANNEL && parts.length === 1) return { kind: 'user', name: USER_CHANNEL };
  if (!symbol) return undefined;
  if (parts.length === 2) {
    switch (kind) {
      case 'ticker': {
        const pair = findPair(symbol);
        return pair && { kind: 'ticker', name: tickerChannel(pair.compact), pair };
      }
      case 'depth': {
        const pair = findPair(symbol);
        return pair && { kind: 'depth', name: depthChannel(pair.compact), pair };
      }
      case 'trades': {
        const pair = findPair(symbol);
        return pair && { kind: 'trades', name: tradesChannel(pair.compact), pair };
      }
      default:
        return undefined;
    }
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
