import {
  type Candle,
  type KlineInterval,
  MARKET_LIMITS,
  type ProductCategory,
  type TradingPair,
} from '@halcyon/api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { refetchOnConfigChange } from '../realtime/config-queries.ts';
import { useSessionStore } from '../session/session-store.ts';
import { categoryList, marketApi, type WatchlistResponse } from './market-api.ts';
import { marketKeys } from './market-keys.ts';
import { compactSymbol, displaySymbol } from './symbols.ts';
import { useTradingStore } from './trading-store.ts';

// A pair suspended or resumed by an operator (config channel `pairs`): every pair shown is read again,
// and the watchlist, whose rows carry each pair's status (a suspended pair keeps its row there).
refetchOnConfigChange('pairs', ['markets', 'pair']);
refetchOnConfigChange('pairs', ['markets', 'watchlist']);

/** The six categories in the UI language; mirrored into the trading store (spec section 3). */
export function useCategories() {
  const { i18n } = useTranslation();
  const setCategories = useTradingStore((state) => state.setCategories);
  const setLoadingFlag = useTradingStore((state) => state.setLoadingFlag);
  const query = useQuery({
    queryKey: marketKeys.categories(i18n.language),
    queryFn: async (): Promise<ProductCategory[]> =>
      categoryList(await marketApi.categories({ silent: true })),
    staleTime: 10 * 60_000,
  });
  useEffect(() => {
    if (query.data) setCategories(query.data);
  }, [query.data, setCategories]);
  useEffect(() => setLoadingFlag('categories', query.isFetching), [query.isFetching, setLoadingFlag]);
  return query;
}

/** Every active pair, for the home tables and the movers: a few pages of 100 at most. */
export function usePairDirectory() {
  return useQuery({
    queryKey: marketKeys.directory,
    queryFn: async (): Promise<TradingPair[]> => {
      const all: TradingPair[] = [];
      for (let page = 1; ; page += 1) {
        const result = await marketApi.pairs({ page, limit: 100 }, { silent: true });
        all.push(...result.pairs);
        if (page >= result.pagination.totalPages || result.pairs.length === 0 || page >= 10) return all;
      }
    },
    staleTime: 60_000,
  });
}

export function usePopularPairs(limit: number = MARKET_LIMITS.popularDefault) {
  const setPopularPairs = useTradingStore((state) => state.setPopularPairs);
  const setLoadingFlag = useTradingStore((state) => state.setLoadingFlag);
  const query = useQuery({
    queryKey: marketKeys.popular(limit),
    queryFn: async () => (await marketApi.popular(limit, { silent: true })).pairs,
    staleTime: 60_000,
  });
  useEffect(() => {
    if (query.data) setPopularPairs(query.data);
  }, [query.data, setPopularPairs]);
  useEffect(() => setLoadingFlag('popular', query.isFetching), [query.isFetching, setLoadingFlag]);
  return query;
}

export function usePair(compact: string | null) {
  return useQuery({
    queryKey: marketKeys.pair(compact ?? ''),
    queryFn: () => marketApi.pair(compact ?? '', { silent: true }),
    enabled: compact !== null,
    staleTime: 30_000,
  });
}

/**
 * Candles of one pair and interval, oldest first. The realtime client merges the live
 * `kline.<SYMBOL>.<interval>` channel into this same cache entry.
 */
export function useKline(compact: string | null, interval: KlineInterval) {
  return useQuery({
    queryKey: marketKeys.kline(compact ?? '', interval),
    queryFn: async (): Promise<Candle[]> =>
      (await marketApi.kline(compact ?? '', interval, MARKET_LIMITS.klineDefault, { silent: true })).candles,
    enabled: compact !== null,
    // Pushes keep it current; a refetch would only throw the live candle away.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useWatchlist() {
  const userId = useSessionStore((state) => (state.token ? (state.userInfo?.id ?? 'me') : null));
  return useQuery({
    queryKey: marketKeys.watchlist(userId),
    queryFn: () => marketApi.watchlist({ silent: true }),
    enabled: userId !== null,
    staleTime: 30_000,
  });
}

/** The watched symbols in display form; empty when logged out. */
export function useWatchedSymbols(): ReadonlySet<string> {
  const { data } = useWatchlist();
  const symbols = data?.symbols ?? [];
  return new Set(symbols.map(displaySymbol));
}

/** Adds or removes a pair, showing the new state at once and putting it back if the call fails. */
export function useToggleWatch() {
  const queryClient = useQueryClient();
  const userId = useSessionStore((state) => (state.token ? (state.userInfo?.id ?? 'me') : null));
  const key = marketKeys.watchlist(userId);
  return useMutation({
    mutationFn: ({ pair, watch }: { pair: TradingPair; watch: boolean }) =>
      watch ? marketApi.watch(compactSymbol(pair.symbol)) : marketApi.unwatch(compactSymbol(pair.symbol)),
    onMutate: async ({ pair, watch }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<WatchlistResponse>(key);
      const symbol = displaySymbol(pair.symbol);
      const base: WatchlistResponse = previous ?? { symbols: [], pairs: [] };
      const without = {
        symbols: base.symbols.filter((s) => displaySymbol(s) !== symbol),
        pairs: base.pairs.filter((p) => displaySymbol(p.symbol) !== symbol),
      };
      queryClient.setQueryData<WatchlistResponse>(
        key,
        watch ? { symbols: [...without.symbols, symbol], pairs: [...without.pairs, pair] } : without,
      );
      return { previous };
    },
    onError: (_error, _vars, context) => {
      queryClient.setQueryData(key, context?.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
