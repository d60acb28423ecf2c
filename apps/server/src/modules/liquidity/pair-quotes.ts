import type { Ticker } from '@halcyon/api';
import type { Clock } from '../../platform/clock.ts';
import type { MarketData } from '../market-data/index.ts';
import type { QuoteSink } from '../spot/index.ts';
import { buildQuoteLadder, type LadderOptions } from './quote-ladder.ts';

/** What a pair's quotes are read from and written to (the maker's options fit). */
type QuoteDeps = {
  marketData: Pick<MarketData, 'instrument' | 'priceSource'>;
  sink: QuoteSink;
  clock: Clock;
  log: { error(details: object, message: string): void };
};

/** What the house has in one pair's book, as far as the maker knows. */
export type PairState = {
  /** The feed price the current quotes were made around; null when the house is out of the book, UNKNOWN after a failure. */
  quotedAround: string | null;
  /** Clock time of the last quote (not pull). */
  quotedAt: number;
  /** The replaceQuotes call in flight: one per pair at a time, so an older ladder never lands last. */
  busy: Promise<void> | undefined;
  /** Something changed while busy: look again when the call returns. */
  again: boolean;
  /** A re-quote held back by minRequoteMs. */
  timer: NodeJS.Timeout | undefined;
};

/** After a failed call the book may hold the old ladder or none: the next look acts either way. */
const UNKNOWN = 'unknown';

/** A pair's state, made on first use. */
export function stateOf(pairs: Map<string, PairState>, symbol: string): PairState {
  let pair = pairs.get(symbol);
  if (!pair) {
    pair = {
      quotedAround: null,
      quotedAt: Number.NEGATIVE_INFINITY,
      busy: undefined,
      again: false,
      timer: undefined,
    };
    pairs.set(symbol, pair);
  }
  return pair;
}

/** The price to quote around, or null when the house must be out of this pair's book. */
export function quotable(
  marketData: QuoteDeps['marketData'],
  symbol: string,
  ticker: Ticker | undefined,
): string | null {
  const instrument = marketData.instrument(symbol);
  if (instrument?.status !== 'active') return null;
  if (!ticker?.marketOpen || ticker.stale) return null;
  // Before the first tick the ticker shows the catalog's reference price: not a market price.
  if (marketData.priceSource(symbol) === 'none') return null;
  return ticker.price;
}

/** One call to the sink: the pair's ladder around `price`, or none; the pair records what its book holds. */
export async function replacePairQuotes(
  { marketData, sink, clock, log }: QuoteDeps,
  ladder: LadderOptions,
  symbol: string,
  pair: PairState,
  price: string | null,
): Promise<void> {
  try {
    if (price === null) {
      await sink.replaceQuotes(symbol, []);
      pair.quotedAround = null;
      return;
    }
    const instrument = marketData.instrument(symbol);
    if (!instrument) return;
    const { bids, asks } = buildQuoteLadder(price, instrument, ladder);
    if (!(await sink.replaceQuotes(symbol, [...bids, ...asks]))) {
      // Failed (the sink logged it) or held back while the pair waits after failures: the next look
      // tries again, and the sink decides whether that is soon enough.
      pair.quotedAround = UNKNOWN;
      return;
    }
    pair.quotedAround = price;
    pair.quotedAt = clock.now();
  } catch (error) {
    pair.quotedAround = UNKNOWN;
    log.error({ err: error, symbol }, 'house quotes could not be replaced');
  }
}
