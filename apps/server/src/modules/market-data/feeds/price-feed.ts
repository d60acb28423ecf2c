import type { FastifyBaseLogger } from 'fastify';
import type { ListedInstrument } from '../listed-instrument.ts';

/** One observed price of one pair; `price` is a decimal string on the pair's tick size. */
export type FeedTick = { symbol: string; price: string; quantity: string; time: number; source: string };

export type FeedLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error' | 'debug'>;

export type FeedContext = {
  instruments: readonly ListedInstrument[];
  /** The last known price of a pair (stored tick or candle), so a restarted feed continues from it. */
  startPrice(symbol: string): string | undefined;
  /**
   * Hands over one feed cycle's ticks (at most one per pair is the norm). Resolves once they are stored
   * and published; a feed waits for it before its next cycle so that cycles never overlap.
   */
  emit(ticks: FeedTick[]): Promise<void>;
  now(): number;
  log: FeedLogger;
};

/**
 * A source of prices. Only the feed leader runs one; everything else sees its ticks through the bus.
 * Implementations: simulator (default), binance (live crypto, simulator for the rest), manual (tests).
 */
export interface PriceFeed {
  readonly name: string;
  start(context: FeedContext): Promise<void>;
  stop(): Promise<void>;
}
