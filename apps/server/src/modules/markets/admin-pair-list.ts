import type { AdminPair, AdminPairsQuery, Pagination } from '@halcyon/api';
import { pageOfList } from '../../platform/paging.ts';
import { pairSearch } from './pair-search.ts';

/** A pair as the console lists it, with what searching and the catalog order need. */
export type AdminPairRow = { pair: AdminPair; haystack: string; catalogIndex: number };

type Compare = (a: AdminPairRow, b: AdminPairRow) => number;

const byText =
  (key: (pair: AdminPair) => string): Compare =>
  (a, b) =>
    key(a.pair) < key(b.pair) ? -1 : key(a.pair) > key(b.pair) ? 1 : 0;

const COMPARE: Record<AdminPairsQuery['sort'], Compare> = {
  catalog: (a, b) => a.catalogIndex - b.catalogIndex,
  symbol: byText((pair) => pair.symbol),
  category: byText((pair) => pair.category),
  status: byText((pair) => pair.status),
};

/**
 * Searched, kept to a category, sorted and paged in memory: the pairs are the loaded instruments (a few dozen), not rows to
 * query. Equal keys keep the catalog order, in either direction.
 */
export function pageAdminPairs(
  rows: readonly AdminPairRow[],
  query: AdminPairsQuery,
): { items: AdminPair[]; pagination: Pagination } {
  const matches = pairSearch(query.query);
  const direction = query.order === 'desc' ? -1 : 1;
  const compare = COMPARE[query.sort];
  const sorted = rows
    .filter((row) => matches(row.haystack) && (!query.category || row.pair.category === query.category))
    .sort((a, b) => direction * compare(a, b) || a.catalogIndex - b.catalogIndex);
  const { items, pagination } = pageOfList(sorted, query);
  return { items: items.map((row) => row.pair), pagination };
}
