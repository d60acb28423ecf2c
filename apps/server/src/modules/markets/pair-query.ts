import type { Pagination, pairsQuery, TradingPair } from '@halcyon/api';
import type { z } from 'zod';
import type { PairRow } from './pair-board.ts';

export type PairsQuery = z.output<typeof pairsQuery>;

/** "btc/usdt", "BTC-USDT" and "btcusdt" all find BTC/USDT; so do "bitcoin" and "coin". */
function matcher(search: string | undefined): (row: PairRow) => boolean {
  const needle = search?.trim().toUpperCase();
  if (!needle) return () => true;
  const compact = needle.replace(/[/_-]/g, '');
  return (row) => row.haystack.includes(needle) || (compact !== '' && row.haystack.includes(compact));
}

/** Filters a sorted list and cuts the requested page; totalPages is 0 for no match (hasMore = page < totalPages). */
export function pagePairs(
  sorted: readonly PairRow[],
  query: PairsQuery,
): { pairs: TradingPair[]; pagination: Pagination } {
  const matches = matcher(query.search);
  const selected = sorted.filter(
    (row) =>
      (query.status === 'all' || row.pair.status === query.status) &&
      (query.category === undefined || row.pair.categoryId === query.category) &&
      matches(row),
  );
  const start = (query.page - 1) * query.limit;
  return {
    pairs: selected.slice(start, start + query.limit).map((row) => row.pair),
    pagination: {
      total: selected.length,
      page: query.page,
      limit: query.limit,
      totalPages: Math.ceil(selected.length / query.limit),
    },
  };
}
