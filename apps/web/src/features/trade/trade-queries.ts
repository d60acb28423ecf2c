import { type SpotBalance, USER_CHANNEL } from '@halcyon/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '@/shared/account/account-keys.ts';
import { useLiveRefetchInterval } from '@/shared/markets/trading-queries.ts';
import { useSessionStore } from '@/shared/session/session-store.ts';
import { spotApi } from './api.ts';

const useLoggedIn = () => useSessionStore((state) => state.token !== null);

/** Spot balances by currency; the `user` channel invalidates them on every change (polled without it). */
export function useSpotBalances() {
  const loggedIn = useLoggedIn();
  const refetchInterval = useLiveRefetchInterval(USER_CHANNEL);
  return useQuery({
    queryKey: accountKeys.spotBalance,
    queryFn: async (): Promise<Record<string, SpotBalance>> => {
      const { balances } = await spotApi.balance();
      return Object.fromEntries(balances.map((balance) => [balance.currency, balance]));
    },
    enabled: loggedIn,
    refetchInterval,
  });
}

export function usePendingOrders(compact: string, page: number) {
  const loggedIn = useLoggedIn();
  const refetchInterval = useLiveRefetchInterval(USER_CHANNEL);
  return useQuery({
    queryKey: accountKeys.spotPending(compact, page),
    queryFn: () => spotApi.pending(compact, page),
    enabled: loggedIn,
    refetchInterval,
  });
}

export function useOrderHistory(compact: string, page: number) {
  const loggedIn = useLoggedIn();
  const refetchInterval = useLiveRefetchInterval(USER_CHANNEL);
  return useQuery({
    queryKey: accountKeys.spotHistory(compact, page),
    queryFn: () => spotApi.history(compact, page),
    enabled: loggedIn,
    refetchInterval,
  });
}

export function useMyTrades(compact: string, page: number) {
  const loggedIn = useLoggedIn();
  const refetchInterval = useLiveRefetchInterval(USER_CHANNEL);
  return useQuery({
    queryKey: accountKeys.spotTrades(compact, page),
    queryFn: () => spotApi.trades(compact, page),
    enabled: loggedIn,
    refetchInterval,
  });
}

export function usePositions() {
  const loggedIn = useLoggedIn();
  const refetchInterval = useLiveRefetchInterval(USER_CHANNEL);
  return useQuery({
    queryKey: accountKeys.positions(null),
    queryFn: async () => (await spotApi.positions()).positions,
    enabled: loggedIn,
    refetchInterval,
  });
}

/** After placing or cancelling, every spot list and the balances are read again. */
export function useSpotMutation<TVariables, TResult>(fn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.spot }),
  });
}
