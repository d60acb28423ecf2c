import { z } from 'zod';
import { candle, type KLINE_INTERVALS, ticker } from './markets.ts';

/**
 * The websocket protocol of /api/uniapp/ws. Channels: `tickers` (every pair, changed ones at most once a
 * second), `ticker.<SYMBOL>`, `kline.<SYMBOL>.<interval>`, `depth.<SYMBOL>` (a depthSnapshot, then
 * depthDiff updates, at most 10 a second), `trades.<SYMBOL>` (snapshot: recent publicTrades newest first;
 * update: the new publicTrades of one match, oldest first) and, after {op:"auth", token}, the private
 * `user` channel (snapshot: null; updates: userEvent; a later auth that fails, or names another user, ends
 * it with an `unsubscribed` for `user`; userEvent is in realtime-user.ts). SYMBOL in the compact form
 * BTCUSDT (any accepted form is normalised). Each subscription answers a snapshot, then updates; every
 * message carries its channel, a sequence number (per channel and connection: a gap means unsubscribe,
 * then subscribe again) and the server time. Subscribing to a channel the connection holds is acknowledged
 * and changes nothing (no new snapshot).
 */
export const clientMessage = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('subscribe'),
    channels: z.array(z.string().max(64)).min(1).max(200),
    id: z.string().max(64).optional(),
  }),
  z.object({
    op: z.literal('unsubscribe'),
    channels: z.array(z.string().max(64)).min(1).max(200),
    id: z.string().max(64).optional(),
  }),
  z.object({ op: z.literal('ping'), id: z.string().max(64).optional() }),
  /** Authenticates the connection with an access token, for the `user` channel. */
  z.object({ op: z.literal('auth'), token: z.string().min(1).max(200), id: z.string().max(64).optional() }),
]);
export type ClientMessage = z.infer<typeof clientMessage>;

export const WS_ERROR_CODES = [
  'BAD_JSON',
  'BAD_MESSAGE',
  'UNKNOWN_CHANNEL',
  'TOO_MANY_CHANNELS',
  /** New channels faster than the connection's snapshot budget: that channel was not subscribed. */
  'SUBSCRIBE_RATE_LIMITED',
  'RATE_LIMITED',
  'AUTH_FAILED',
  'AUTH_REQUIRED',
] as const;

const channelMeta = { channel: z.string(), seq: z.number().int(), time: z.number().int() };

export const tickersSnapshot = z.object({
  type: z.literal('snapshot'),
  ...channelMeta,
  data: z.array(ticker),
});
export const tickerUpdate = z.object({ type: z.literal('update'), ...channelMeta, data: z.array(ticker) });
export const singleTickerMessage = z.object({
  type: z.enum(['snapshot', 'update']),
  ...channelMeta,
  data: ticker,
});
/** Kline snapshot: the latest candles (oldest first); update: the forming candle, replaced by openTime. */
export const klineSnapshot = z.object({ type: z.literal('snapshot'), ...channelMeta, data: z.array(candle) });
export const klineUpdate = z.object({ type: z.literal('update'), ...channelMeta, data: candle });

export const serverMessage = z.union([
  z.object({ type: z.enum(['snapshot', 'update']), ...channelMeta, data: z.unknown() }),
  z.object({
    type: z.enum(['subscribed', 'unsubscribed']),
    channels: z.array(z.string()),
    id: z.string().optional(),
  }),
  z.object({ type: z.literal('pong'), time: z.number().int(), id: z.string().optional() }),
  z.object({ type: z.literal('authenticated'), userId: z.string(), id: z.string().optional() }),
  z.object({
    type: z.literal('error'),
    code: z.enum(WS_ERROR_CODES),
    message: z.string(),
    channel: z.string().optional(),
    id: z.string().optional(),
  }),
]);
export type ServerMessage = z.infer<typeof serverMessage>;

export function tickerChannel(compactSymbol: string): string {
  return `ticker.${compactSymbol}`;
}
export function klineChannel(compactSymbol: string, interval: (typeof KLINE_INTERVALS)[number]): string {
  return `kline.${compactSymbol}.${interval}`;
}

export function depthChannel(compactSymbol: string): string {
  return `depth.${compactSymbol}`;
}
export function tradesChannel(compactSymbol: string): string {
  return `trades.${compactSymbol}`;
}
export const USER_CHANNEL = 'user';
