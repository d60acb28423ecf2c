import {
  CATEGORY_IDS,
  type CategoryId,
  MARKET_LIMITS,
  type ProductCategory,
  type stats24h,
  type Ticker,
  type TradingPair,
} from '@halcyon/api';
import type { z } from 'zod';
import { create, type StoreApi } from 'zustand';
import { marketApi, type PairSort, type PairsPage, type SortOrder } from './market-api.ts';
import { displaySymbol } from './symbols.ts';

export type Stats24h = z.infer<typeof stats24h>;

export interface TradingPagination {
  page: number;
  limit: number;
  total: number;
  hasMore: boolean;
}

/** What the market list shows besides the category: the watchlist or a category, a search, an order. */
export interface ListQuery {
  view: 'category' | 'watchlist';
  /** Searches every category; empty for none. */
  search: string;
  sort: PairSort;
  order: SortOrder;
}

/** Spec section 3 "Trading state". */
export interface TradingState {
  productCategories: ProductCategory[];
  currentCategory: CategoryId | null;
  tradingPairs: TradingPair[];
  popularPairs: TradingPair[];
  /** Live tickers keyed by the display symbol (BTC/USDT); written by the realtime client only. */
  realTimePrices: Record<string, Ticker>;
  stats24h: Record<string, Stats24h>;
  loading: { categories: boolean; pairs: boolean; popular: boolean; prices: boolean };
  pagination: TradingPagination;
  listQuery: ListQuery;
  /** Set when the last page load failed; the list shows it with a retry. */
  pairsError: unknown;
}

interface TradingActions {
  setCategories(categories: ProductCategory[]): void;
  setCategory(category: CategoryId | null): void;
  setListQuery(query: Partial<TradingState['listQuery']>): void;
  /** The category a list shows: the chosen one, else the first (spec section 4). */
  effectiveCategory(): CategoryId;
  /** Spec section 4: page 1, empty list. */
  resetPairs(): void;
  /** Loads page 1 of the current query, replacing the list. Rejects on failure. */
  loadFirstPage(): Promise<void>;
  /** Spec section 4: the next page, only if hasMore and not already loading. */
  loadMore(): Promise<void>;
  setPopularPairs(pairs: TradingPair[]): void;
  setLoadingFlag(key: keyof TradingState['loading'], value: boolean): void;
  /** Realtime: a snapshot replaces nothing it does not mention; an update merges changed tickers. */
  applyTickers(tickers: readonly Ticker[]): void;
  setStats(stats: Record<string, Stats24h>): void;
}

export type TradingStore = TradingState & TradingActions;

const firstPage = (): TradingPagination => ({
  page: 1,
  limit: MARKET_LIMITS.pairPageSize,
  total: 0,
  hasMore: true,
});

const initialState: TradingState = {
  productCategories: [],
  currentCategory: null,
  tradingPairs: [],
  popularPairs: [],
  realTimePrices: {},
  stats24h: {},
  loading: { categories: false, pairs: false, popular: false, prices: false },
  pagination: firstPage(),
  listQuery: { view: 'category', search: '', sort: 'symbol', order: 'asc' },
  pairsError: null,
};

/** Each list request carries the generation it was made for; answers to an older query are dropped. */
let generation = 0;

type SetTrading = StoreApi<TradingStore>['setState'];
type GetTrading = StoreApi<TradingStore>['getState'];

/** One loading flag set, the others kept. */
const setLoading = (set: SetTrading, key: keyof TradingState['loading'], value: boolean) =>
  set((state) => ({ loading: { ...state.loading, [key]: value } }));

/** A page's answer into the list: page 1 replaces it, a next page adds the pairs it does not hold yet. */
function withPage(state: TradingState, result: PairsPage, mode: 'replace' | 'append'): Partial<TradingState> {
  const { pagination: answer } = result;
  const known = new Set(mode === 'append' ? state.tradingPairs.map((pair) => pair.symbol) : []);
  const fresh = result.pairs.filter((pair) => !known.has(pair.symbol));
  return {
    tradingPairs: mode === 'append' ? [...state.tradingPairs, ...fresh] : result.pairs,
    pagination: {
      page: answer.page,
      limit: answer.limit || state.pagination.limit,
      total: answer.total,
      hasMore: answer.page < answer.totalPages,
    },
    pairsError: null,
  };
}

/** Loads one page of the list's query; an answer (or failure) for an older query than the store's is dropped. */
async function fetchPage(
  set: SetTrading,
  get: GetTrading,
  page: number,
  mode: 'replace' | 'append',
): Promise<void> {
  const mine = generation;
  const { listQuery, pagination } = get();
  setLoading(set, 'pairs', true);
  try {
    const result = await marketApi.pairs(
      {
        page,
        limit: pagination.limit,
        category: listQuery.search ? undefined : get().effectiveCategory(),
        search: listQuery.search.trim() || undefined,
        sort: listQuery.sort,
        order: listQuery.order,
      },
      { silent: true },
    );
    if (mine !== generation) return;
    set((state) => withPage(state, result, mode));
  } catch (error) {
    if (mine !== generation) return;
    set({ pairsError: error });
    throw error;
  } finally {
    if (mine === generation) setLoading(set, 'pairs', false);
  }
}

export const useTradingStore = create<TradingStore>()((set, get) => {
  return {
    ...initialState,
    setCategories(productCategories) {
      set({ productCategories });
    },
    setCategory(currentCategory) {
      set({ currentCategory });
    },
    setListQuery(query) {
      set((state) => ({ listQuery: { ...state.listQuery, ...query } }));
    },
    effectiveCategory() {
      const { currentCategory, productCategories } = get();
      return currentCategory ?? productCategories[0]?.id ?? CATEGORY_IDS[0];
    },
    resetPairs() {
      generation += 1;
      set((state) => ({
        tradingPairs: [],
        pagination: { ...firstPage(), limit: state.pagination.limit },
        pairsError: null,
        loading: { ...state.loading, pairs: false },
      }));
    },
    async loadFirstPage() {
      get().resetPairs();
      await fetchPage(set, get, 1, 'replace');
    },
    async loadMore() {
      const { pagination, loading } = get();
      if (!pagination.hasMore || loading.pairs) return;
      await fetchPage(set, get, pagination.page + 1, 'append');
    },
    setPopularPairs(popularPairs) {
      set({ popularPairs });
    },
    setLoadingFlag(key, value) {
      if (get().loading[key] !== value) setLoading(set, key, value);
    },
    applyTickers(tickers) {
      if (tickers.length === 0) return;
      set((state) => {
        const next = { ...state.realTimePrices };
        for (const ticker of tickers) next[displaySymbol(ticker.symbol)] = ticker;
        return { realTimePrices: next };
      });
    },
    setStats(stats) {
      set((state) => ({ stats24h: { ...state.stats24h, ...stats } }));
    },
  };
});

export const getTradingState = () => useTradingStore.getState();

/** For tests: the store as the app starts. */
export function resetTradingStore(): void {
  generation += 1;
  useTradingStore.setState({ ...initialState, pagination: firstPage() });
}

/** The live ticker of one pair; a row re-renders only when its own ticker changes. */
export function useLiveTicker(symbol: string): Ticker | undefined {
  return useTradingStore((state) => state.realTimePrices[displaySymbol(symbol)]);
}
