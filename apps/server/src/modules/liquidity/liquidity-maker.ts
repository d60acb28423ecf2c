import type { Clock } from '../../platform/clock.ts';
import type { MarketData } from '../market-data/index.ts';
import type { QuoteSink } from '../spot/index.ts';
import { type PairState, quotable, replacePairQuotes, stateOf } from './pair-quotes.ts';
import { DEFAULT_LADDER, type LadderOptions } from './quote-ladder.ts';
import { cancelHeldBack, holdBackRequote } from './requote-pacing.ts';

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

const DEFAULT_MIN_REQUOTE_MS = 1_000;
const DEFAULT_SWEEP_MS = 5_000;

/**
 * The house market maker: keeps a ladder of bids and asks around the feed price on every active pair whose
 * market is open and whose price is fresh, and takes them out of the book when that stops being true. The
 * prices come only from the feed; the house never chooses a price of its own (ARCHITECTURE.md, honest
 * markets). Quotes live only in the engine, so after a restart the first ladder re-creates them.
 */
export function createLiquidityMaker(options: LiquidityMakerOptions): LiquidityMaker {
  const { marketData, clock } = options;
  const ladder: LadderOptions = { ...DEFAULT_LADDER, ...options.ladder };
  const minRequoteMs = options.minRequoteMs ?? DEFAULT_MIN_REQUOTE_MS;
  const sweepMs = options.sweepMs ?? DEFAULT_SWEEP_MS;
  const pairs = new Map<string, PairState>();
  let unsubscribe: (() => void) | undefined;
  let sweep: NodeJS.Timeout | undefined;
  let running = false;

  /** Brings one pair's house quotes in line with its ticker: quote, re-quote, pull or leave alone. */
  const look = (symbol: string, force = false): Promise<void> => {
    if (!running) return Promise.resolve();
    const pair = stateOf(pairs, symbol);
    if (pair.busy) {
      pair.again = true;
      return pair.busy;
    }
    const price = quotable(marketData, symbol, marketData.ticker(symbol));
    if (price === pair.quotedAround) return Promise.resolve();
    // Held back, not dropped: the latest price is quoted once the second is over.
    if (holdBackRequote(pair, price, force, { clock, minRequoteMs }, () => void look(symbol, true))) {
      return Promise.resolve();
    }
    cancelHeldBack(pair);
    const call = replacePairQuotes(options, ladder, symbol, pair, price).then(() => {
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
      for (const pair of pairs.values()) cancelHeldBack(pair);
      await Promise.all([...pairs.values()].map((pair) => pair.busy));
    },
    refresh: () => lookAll(allSymbols()),
  };
}
