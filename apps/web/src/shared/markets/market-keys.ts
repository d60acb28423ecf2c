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
  /** The order book (a DepthBook): the REST snapshot, then the `depth.<SYMBOL>` channel's diffs. */
  depth: (compact: string) => ['markets', 'depth', compact] as const,
  /** Recent public trades, newest first: the REST list, then the `trades.<SYMBOL>` channel. */
  trades: (compact: string) => ['markets', 'trades', compact] as const,
  fees: (compact: string) => ['markets', 'fees', compact] as const,
  rules: (compact: string) => ['markets', 'rules', compact] as const,
};
