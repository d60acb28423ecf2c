import type { Channel, ChannelDefinition, ChannelPair } from './channel-kind.ts';
import { depthChannel } from './channels/depth.ts';
import { klineChannel } from './channels/kline.ts';
import { tickerChannel } from './channels/ticker.ts';
import { tickersChannel } from './channels/tickers.ts';
import { tradesChannel } from './channels/trades.ts';
import { userChannel } from './channels/user.ts';

export { TICKERS_CHANNEL } from './channels/tickers.ts';

/** The channel kinds of the user socket, by the first part of a channel name (hub.ts registers them). */
const USER_SOCKET_KINDS = new Map<string, ChannelDefinition<Channel, never>>(
  [tickersChannel, tickerChannel, klineChannel, depthChannel, tradesChannel, userChannel].map((kind) => [
    kind.kind,
    kind as ChannelDefinition<Channel, never>,
  ]),
);

/**
 * Reads `tickers`, `user`, `ticker.<SYMBOL>`, `depth.<SYMBOL>`, `trades.<SYMBOL>` or
 * `kline.<SYMBOL>.<interval>`, SYMBOL in any spelling the pair lookup accepts (BTC/USDT, btc-usdt,
 * BTCUSDT). No spelling contains a dot, so splitting on dots is safe. Undefined for anything else,
 * including pairs that do not exist. (The hub parses the same way, over the kinds registered in it.)
 */
export function parseChannel(
  raw: string,
  findPair: (symbol: string) => ChannelPair | undefined,
): Channel | undefined {
  const parts = raw.trim().split('.');
  return USER_SOCKET_KINDS.get(parts[0] ?? '')?.parse(parts, { findPair });
}
