import type { TradingPair } from '@halcyon/api';
import Decimal from 'decimal.js';
import type { Clock } from '../../platform/clock.ts';
import type { Instrument, MarketData } from '../market-data/index.ts';
import { toTradingPair } from './pair-mapper.ts';
import { instrumentHaystack } from './pair-search.ts';

export type PairSort = 'symbol' | 'price' | 'change' | 'volume';
export type SortOrder = 'asc' | 'desc';

/** A pair with what filtering and sorting need, computed once per board rather than per request. */
export type PairRow = {
  readonly pair: TradingPair;
  readonly instrument: Instrument;
  /** Upper-case symbol in every spelling plus the name, for the search box. */
  readonly haystack: string;
  readonly price: Decimal;
  readonly change: Decimal;
  /** 24 h turnover in USDT: base volumes of BTC and of EUR do not compare. */
  readonly volume: Decimal;
};

export type PairBoard = ReturnType<typeof createPairBoard>;

/** No tick for this long still rebuilds, so sessions opening or closing and staleness show up. */
const MAX_AGE_MS = 1_000;

function rowOf(pair: TradingPair, instrument: Instrument): PairRow {
  return {
    pair,
    instrument,
    haystack: instrumentHaystack(instrument),
    price: new Decimal(pair.price),
    change: new Decimal(pair.priceChangePercent),
    volume: new Decimal(pair.quoteVolume24h),
  };
}

const bySymbol = (a: PairRow, b: PairRow) =>
  a.instrument.symbol < b.instrument.symbol ? -1 : a.instrument.symbol > b.instrument.symbol ? 1 : 0;

function comparator(sort: PairSort): (a: PairRow, b: PairRow) => number {
  switch (sort) {
    case 'symbol':
      return bySymbol;
    case 'price':
      return (a, b) => a.price.cmp(b.price);
    case 'change':
      return (a, b) => a.change.cmp(b.change);
    case 'volume':
      return (a, b) => a.volume.cmp(b.volume);
    default:
      return sort satisfies never;
  }
}

/**
 * Every pair as the list endpoints serve it, rebuilt after each feed cycle or when a second old, and sorted
 * orders kept until then. The pair list, popular pairs and
 * the single-pair routes all read it, so a burst of requests costs one build per feed cycle.
 */
export function createPairBoard(marketData: MarketData, clock: Clock) {
  let rows: PairRow[] | undefined;
  let index = new Map<string, PairRow>();
  let builtAt = 0;
  let version = 0;
  const sorted = new Map<string, PairRow[]>();
  const invalidate = () => {
    rows = undefined;
  };
  // Ticker notices are paced to one a second; candle events come with every applied feed cycle, so a
  // price is in the lists as soon as it is in the view.
  const stops = [marketData.onTickers(invalidate), marketData.onCandle(invalidate)];

  const current = (): PairRow[] => {
    const now = clock.now();
    if (rows && now - builtAt < MAX_AGE_MS && now >= builtAt) return rows;
    const tickers = new Map(marketData.tickers().map((ticker) => [ticker.symbol, ticker]));
    const built: PairRow[] = [];
    for (const instrument of marketData.instruments()) {
      const ticker = tickers.get(instrument.symbol) ?? marketData.ticker(instrument.symbol);
      if (!ticker) continue;
      const session = marketData.session(instrument.symbol, now);
      const source = marketData.priceSource(instrument.symbol);
      built.push(rowOf(toTradingPair(instrument, ticker, session, source), instrument));
    }
    rows = built;
    index = new Map(built.map((row) => [row.instrument.symbol, row]));
    builtAt = now;
    version += 1;
    sorted.clear();
    return built;
  };

  return {
    rows: current,
    /** By the instrument's BASE/USDT symbol. */
    row(symbol: string): PairRow | undefined {
      current();
      return index.get(symbol);
    },
    /** Ties (equal prices, say) fall back to the symbol, so paging never shows a pair twice or skips one. */
    sorted(sort: PairSort, order: SortOrder): PairRow[] {
      const all = current();
      const key = `${sort}:${order}`;
      let list = sorted.get(key);
      if (!list) {
        const compare = comparator(sort);
        const sign = order === 'asc' ? 1 : -1;
        list = [...all].sort((a, b) => sign * compare(a, b) || bySymbol(a, b));
        sorted.set(key, list);
      }
      return list;
    },
    /** Changes with every rebuild: what a cache of serialised answers keys on. */
    version(): number {
      current();
      return version;
    },
    close(): void {
      for (const stop of stops) stop();
    },
  };
}
