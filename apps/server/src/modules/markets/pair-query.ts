import type { Pagination, pairsQuery, TradingPair } from '@halcyon/api';
import type { z } from 'zod';
import { pageOfList } from '../../platform/paging.ts';
import type { PairRow } from './pair-board.ts';
import { pairSearch } from './pair-search.ts';

export type PairsQuery = z.output<typeof pairsQuery>;

/** Filters a sorted list and cuts the requested page; totalPages is 0 for no match (hasMore = page < totalPages). */
export function pagePairs(
  sorted: readonly PairRow[],
  query: PairsQuery,
): { pairs: TradingPair[]; pagination: Pagination } {
  const matches = pairSearch(query.search);
  const selected = sorted.filter(
    (row) =>
      (query.status === 'all' || row.pair.status === query.status) &&
      (query.category === undefined || row.pair.categoryId === query.category) &&
      matches(row.haystack),
  );
  const { items, pagination } = pageOfList(selected, query);
  return { pairs: items.map((row) => row.pair), pagination };
}

/** The ranked popular pairs first, then the busiest others (`byVolume` is busiest first), active ones only. */
export function popularPairs(byVolume: readonly PairRow[], limit: number): { pairs: TradingPair[] } {
  const active = byVolume.filter((row) => row.pair.status === 'active');
  const ranked = active
    .filter((row) => row.instrument.popularRank !== null)
    .sort((a, b) => (a.instrument.popularRank ?? 0) - (b.instrument.popularRank ?? 0));
  const rest = active.filter((row) => row.instrument.popularRank === null);
  return { pairs: [...ranked, ...rest].slice(0, limit).map((row) => row.pair) };
}
