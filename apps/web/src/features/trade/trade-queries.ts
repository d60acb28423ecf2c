import { type SpotBalance, USER_CHANNEL } from '@halcyon/api';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '@/shared/account/account-keys.ts';
import { useLiveRefetchInterval } from '@/shared/markets/trading-queries.ts';
import { useSessionStore } from '@/shared/session/session-store.ts';
import { spotApi } from './api.ts';

const useLoggedIn = () => useSessionStore((state) => state.token !== null);

/** A read of the user's spot account: only while logged in; the `user` channel's pushes invalidate it (polled without it). */
function useSpotAccountQuery<T>(queryKey: QueryKey, queryFn: () => Promise<T>) {
  const loggedIn = useLoggedIn();
  const refetchInterval = useLiveRefetchInterval(USER_CHANNEL);
  return useQuery({ queryKey, queryFn, enabled: loggedIn, refetchInterval });
}

/** Spot balances by currency. */
export function useSpotBalances() {
  return useSpotAccountQuery(accountKeys.spotBalance, async (): Promise<Record<string, SpotBalance>> => {
    const { balances } = await spotApi.balance();
    return Object.fromEntries(balances.map((balance) => [balance.currency, balance]));
  });
}

export function usePendingOrders(compact: string, page: number) {
  return useSpotAccountQuery(accountKeys.spotPending(compact, page), () => spotApi.pending(compact, page));
}

export function useOrderHistory(compact: string, page: number) {
  return useSpotAccountQuery(accountKeys.spotHistory(compact, page), () => spotApi.history(compact, page));
}

export function useMyTrades(compact: string, page: number) {
  return useSpotAccountQuery(accountKeys.spotTrades(compact, page), () => spotApi.trades(compact, page));
}

export function usePositions() {
  return useSpotAccountQuery(accountKeys.positions(null), async () => (await spotApi.positions()).positions);
}

/** After placing or cancelling, every spot list and the balances are read again. */
export function useSpotMutation<TVariables, TResult>(fn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.spot }),
  });
}
