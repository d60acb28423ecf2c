import type { Pagination } from '@halcyon/api';

/** `page` (from 1) and `limit` as every paged query carries them (packages/api paginationQuery). */
export type PageQuery = { page: number; limit: number };

/** The rows to skip for the requested page. */
export const offsetOf = (query: PageQuery): number => (query.page - 1) * query.limit;

/** The pagination block of a paged answer; totalPages is 0 when nothing matched. */
export function paginationOf(total: number, query: PageQuery): Pagination {
  return { total, page: query.page, limit: query.limit, totalPages: Math.ceil(total / query.limit) };
}

/** One page of a list held in memory (already filtered and sorted), in the paged answer's shape. */
export function pageOfList<T>(all: readonly T[], query: PageQuery): { items: T[]; pagination: Pagination } {
  const start = offsetOf(query);
  return { items: all.slice(start, start + query.limit), pagination: paginationOf(all.length, query) };
}

/** Text searched with LIKE matches itself only: %, _ and the escape character lose their meaning. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
