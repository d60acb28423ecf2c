import type { KlineInterval } from '@halcyon/api';

/** TanStack Query keys of market data; the realtime client writes pushes under the same keys. */
export const marketKeys = {
  all: ['markets'] as const,
  categories: (locale: string) => ['markets', 'categories', locale] as const,
  directory: ['markets', 'directory'] as const,
  popular: (limit: number) => ['markets', 'popular', limit] as const,
  pair: (compact: string) => ['markets', 'pair', compact] as const,
  kline: (compact: string, interval: KlineInterval) => ['markets', 'kline', compact, interval] as const,
  watchlist: (userId: string | null) => ['markets', 'watchlist', userId] as const,
};
