import { decimalString } from '@halcyon/api';
import { z } from 'zod';

/**
 * A frame of Binance's combined stream (`/stream?streams=btcusdt@trade/...`) carrying one trade:
 * {"stream":"btcusdt@trade","data":{"e":"trade","E":event ms,"s":"BTCUSDT","t":trade id,"p":"price",
 * "q":"quantity","T":trade ms,"m":buyer is maker,"M":ignore}}. Anything else on the socket is ignored.
 */
export const binanceTradeFrame = z.object({
  stream: z.string(),
  data: z.object({
    e: z.literal('trade'),
    E: z.number().int(),
    s: z.string().regex(/^[A-Z0-9]{2,20}$/),
    t: z.number().int(),
    p: decimalString,
    q: decimalString,
    T: z.number().int(),
  }),
});
export type BinanceTradeFrame = z.infer<typeof binanceTradeFrame>;

/** The combined-stream URL for the trade streams of the given compact symbols (BTCUSDT). */
export function binanceStreamUrl(baseUrl: string, compactSymbols: readonly string[]): string {
  const streams = compactSymbols.map((symbol) => `${symbol.toLowerCase()}@trade`).join('/');
  return `${baseUrl.replace(/\/+$/, '')}/stream?streams=${streams}`;
}

/** A parsed trade, or undefined for frames that are not trades (subscription replies, bad JSON). */
export function parseTradeFrame(text: string): BinanceTradeFrame['data'] | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = binanceTradeFrame.safeParse(json);
  return parsed.success ? parsed.data.data : undefined;
}
