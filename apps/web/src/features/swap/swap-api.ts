import type { AssetsResponse, SwapHistoryResponse, SwapOrder, SwapQuote } from '@halcyon/api';
import { useQuery } from '@tanstack/react-query';
import { accountKeys } from '@/shared/account/account-keys.ts';
import { api } from '@/shared/api/client.ts';

/** Conversions per page of the history list. */
export const SWAP_HISTORY_PAGE_SIZE = 10;

export const swapKeys = {
  /** Not an account key: a quote is a price offer, nothing the user owns, and is never pushed. */
  quote: (from: string, to: string, amount: string) => ['swap', 'quote', from, to, amount] as const,
};

export const swapApi = {
  // Silent: the panel shows quote and history failures in place.
  quote: (params: { from: string; to: string; amount: string }, signal?: AbortSignal) =>
    api.get<SwapQuote>('/swap/quote', { query: params, silent: true, ...(signal ? { signal } : {}) }),
  /**
   * The key makes a retried POST (a double tap, a lost answer) execute the swap once: the server replays
   * the first answer. Silent: the panel turns expired quotes and short balances into its own states.
   */
  execute: (quoteId: string, idempotencyKey: string) =>
    api.post<SwapOrder>(
      '/swap/orders',
      { quoteId },
      { headers: { 'Idempotency-Key': idempotencyKey }, silent: true },
    ),
  history: (page: number) =>
    api.get<SwapHistoryResponse>('/swap/orders', {
      query: { page, limit: SWAP_HISTORY_PAGE_SIZE },
      silent: true,
    }),
  assets: () => api.get<AssetsResponse>('/user/assets', { silent: true }),
};

/**
 * The user's balances, under the same key as the assets page: the realtime `user` channel invalidates it
 * after a swap, so "available" and "max" follow every change.
 */
export function useSwapBalances(enabled: boolean) {
  return useQuery({ queryKey: accountKeys.assets, queryFn: swapApi.assets, enabled });
}

export function useSwapHistory(page: number) {
  return useQuery({ queryKey: accountKeys.swaps(page), queryFn: () => swapApi.history(page) });
}
