import type { Ticker } from '@halcyon/api';
import type { Clock } from '../../platform/clock.ts';
import type { MarketData } from '../market-data/index.ts';
import type { QuoteSink } from '../spot/index.ts';
import { buildQuoteLadder, DEFAULT_LADDER, type LadderOptions } from './quote-ladder.ts';

export type LiquidityMakerOptions = {
  marketData: Pick<MarketData, 'instruments' | 'instrument' | 'ticker' | 'onTickers' | 'priceSource'>;
  sink: QuoteSink;
  clock: Clock;
  /** The app's logger fits: failed calls are logged, never thrown at the ticker listener. */
  log: { error(details: object, message: string): void };
  ladder?: Partial<LadderOptions>;
  /** A pair is re-quoted at most this often (a pull is never delayed). */
  minRequoteMs?: number;
  /**
   * Every pair is looked at again this often, whatever the tickers say: an operator's suspension or a
   * missed notice is caught here. False for none (unit tests call refresh()).
   */
  sweepMs?: number | false;
};

export interface LiquidityMaker {
  /** Quotes every pair that may be quoted now, then follows the tickers. */
  start(): Promise<void>;
  /**
   * Stops following the tickers and waits for calls in flight. The quotes stay where they are: they live in
   * this process's engine, which stops with the app (and the next start quotes afresh).
   */
  stop(): Promise<void>;
  /** Looks at every pair again now (what the sweep does); resolves when the resulting calls finished. */
  refresh(): Promise<void>;
}

/** What the house has in one pair's book, as far as the maker knows. */
type PairState = {
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

const DEFAULT_MIN_REQUOTE_MS = 1_000;
/** After a failed call the book may hold the old ladder or none: the next look acts either way. */
const UNKNOWN = 'unknown';
const DEFAULT_SWEEP_MS = 5_000;

/** A pair's state, made on first use. */
function stateOf(pairs: Map<string, PairState>, symbol: string): PairState {
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
function quotable(
  marketData: LiquidityMakerOptions['marketData'],
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

/**
 * The house market maker: keeps a ladder of bids and asks around the feed price on every active pair whose
 * market is open and whose price is fresh, and takes them out of the book when that stops being true. The
 * prices come only from the feed; the house never chooses a price of its own (ARCHITECTURE.md, honest
 * markets). Quotes live only in the engine, so after a restart the first ladder re-creates them.
 */
export function createLiquidityMaker(options: LiquidityMakerOptions): LiquidityMaker {
  const { marketData, sink, clock, log } = options;
  const ladder: LadderOptions = { ...DEFAULT_LADDER, ...options.ladder };
  const minRequoteMs = options.minRequoteMs ?? DEFAULT_MIN_REQUOTE_MS;
  const sweepMs = options.sweepMs ?? DEFAULT_SWEEP_MS;
  const pairs = new Map<string, PairState>();
  let unsubscribe: (() => void) | undefined;
  let sweep: NodeJS.Timeout | undefined;
  let running = false;

  const state = (symbol: string): PairState => stateOf(pairs, symbol);

  const quotablePrice = (symbol: string, ticker: Ticker | undefined) => quotable(marketData, symbol, ticker);

  const replace = async (symbol: string, pair: PairState, price: string | null): Promise<void> => {
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
  };

  /** Brings one pair's house quotes in line with its ticker: quote, re-quote, pull or leave alone. */
  const look = (symbol: string, force = false): Promise<void> => {
    if (!running) return Promise.resolve();
    const pair = state(symbol);
    if (pair.busy) {
      pair.again = true;
      return pair.busy;
    }
    const price = quotablePrice(symbol, marketData.ticker(symbol));
    if (price === pair.quotedAround) return Promise.resolve();
    if (price !== null && pair.quotedAround !== null && !force) {
      const wait = pair.quotedAt + minRequoteMs - clock.now();
      if (wait > 0) {
        // Held back, not dropped: the latest price is quoted once the second is over.
        if (!pair.timer) {
          pair.timer = setTimeout(() => {
            pair.timer = undefined;
            void look(symbol, true);
          }, wait);
          pair.timer.unref();
        }
        return Promise.resolve();
      }
    }
    if (pair.timer) {
      clearTimeout(pair.timer);
      pair.timer = undefined;
    }
    const call = replace(symbol, pair, price).then(() => {
      pair.busy = undefined;
      if (pair.again) {
        pair.again = false;
        return look(symbol);
      }
    });
    pair.busy = call;
    return call;
  };

  const lookAll = async (symbols: Iterable<string>): Promise<void> => {
    await Promise.all([...symbols].map((symbol) => look(symbol)));
  };

  const allSymbols = () => marketData.instruments().map((instrument) => instrument.symbol);

  return {
    async start() {
      if (running) return;
      running = true;
      unsubscribe = marketData.onTickers((changed) => {
        void lookAll(changed.map((ticker) => ticker.symbol));
      });
      if (sweepMs !== false) {
        sweep = setInterval(() => void lookAll(allSymbols()), sweepMs);
        sweep.unref();
      }
      await lookAll(allSymbols());
    },
    async stop() {
      if (!running) return;
      running = false;
      unsubscribe?.();
      unsubscribe = undefined;
      if (sweep) clearInterval(sweep);
      sweep = undefined;
      for (const pair of pairs.values()) {
        if (pair.timer) clearTimeout(pair.timer);
        pair.timer = undefined;
      }
      await Promise.all([...pairs.values()].map((pair) => pair.busy));
    },
    refresh: () => lookAll(allSymbols()),
  };
}
