import type {
  CategoryId,
  KlineInterval,
  klineResponse,
  Pagination,
  ProductCategory,
  TradingPair,
  watchlistResponse,
} from '@halcyon/api';
import type { z } from 'zod';
import { api, type CallOptions } from '../api/client.ts';

export type PairSort = 'symbol' | 'price' | 'change' | 'volume';
export type SortOrder = 'asc' | 'desc';

export interface PairsQuery {
  page: number;
  limit: number;
  category?: CategoryId;
  search?: string;
  sort?: PairSort;
  order?: SortOrder;
  status?: 'active' | 'suspended' | 'all';
}

export type PairsPage = { pairs: TradingPair[]; pagination: Pagination };
export type KlineResponse = z.infer<typeof klineResponse>;
export type WatchlistResponse = z.infer<typeof watchlistResponse>;

/** Symbols travel in their compact form (BTCUSDT): no slash to escape in a path. */
const inPath = (compact: string) => encodeURIComponent(compact);

/** The /trading/* calls of spec section 7 that the market screens make. */
export const marketApi = {
  categories: (options?: CallOptions) =>
    api.get<ProductCategory[] | { categories: ProductCategory[] }>('/trading/product-categories', options),
  pairs: (query: PairsQuery, options?: CallOptions) =>
    api.get<PairsPage>('/trading/pairs', {
      ...options,
      query: { status: 'active', ...query, search: query.search || undefined },
    }),
  popular: (limit: number, options?: CallOptions) =>
    api.get<{ pairs: TradingPair[] }>('/trading/popular-pairs', { ...options, query: { limit } }),
  pair: (compact: string, options?: CallOptions) =>
    api.get<TradingPair>(`/trading/pair/${inPath(compact)}`, options),
  kline: (compact: string, interval: KlineInterval, limit: number, options?: CallOptions) =>
    api.get<KlineResponse>('/trading/kline', { ...options, query: { symbol: compact, interval, limit } }),
  watchlist: (options?: CallOptions) => api.get<WatchlistResponse>('/trading/watchlist', options),
  watch: (compact: string) => api.post<unknown>('/trading/watchlist', { symbol: compact }, { silent: true }),
  unwatch: (compact: string) =>
    api.delete<unknown>(`/trading/watchlist/${inPath(compact)}`, { silent: true }),
};

/** The categories call answers a list; tolerate it wrapped in an object as other list calls are. */
export function categoryList(data: ProductCategory[] | { categories: ProductCategory[] }): ProductCategory[] {
  return Array.isArray(data) ? data : data.categories;
}
