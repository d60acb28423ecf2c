import type { Ticker, TradingPair } from '@halcyon/api';
import { compareDecimal } from './decimal.ts';
import type { PairSort, SortOrder } from './market-api.ts';
import { pickQuote, type Quote } from './quote.ts';
import { displaySymbol } from './symbols.ts';

const FIELD: Record<Exclude<PairSort, 'symbol'>, (quote: Quote) => string> = {
  price: (quote) => quote.price,
  change: (quote) => quote.priceChangePercent,
  volume: (quote) => quote.quoteVolume24h,
};

/** Sorts pairs by name or by their live price, change or volume, compared as decimal strings. */
export function sortPairs(
  pairs: readonly TradingPair[],
  live: Readonly<Record<string, Ticker>>,
  sort: PairSort,
  order: SortOrder,
): TradingPair[] {
  const direction = order === 'asc' ? 1 : -1;
  const byName = (a: TradingPair, b: TradingPair) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0);
  if (sort === 'symbol') return [...pairs].sort((a, b) => direction * byName(a, b));
  const field = FIELD[sort];
  const keyed = pairs.map((pair) => ({
    pair,
    value: field(pickQuote(pair, live[displaySymbol(pair.symbol)]) as Quote),
  }));
  keyed.sort((a, b) => direction * compareDecimal(a.value, b.value) || byName(a.pair, b.pair));
  return keyed.map(({ pair }) => pair);
}
