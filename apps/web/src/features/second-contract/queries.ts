import {
  CONFIG_CHANNEL,
  CONTRACT_LIMITS,
  type ContractConfig,
  type ContractResult,
  contractConfig,
  DEFAULT_CONTRACT_CONFIG,
  QUOTE_CURRENCY,
} from '@halcyon/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { accountKeys } from '@/shared/account/account-keys.ts';
import { usePair } from '@/shared/markets/market-queries.ts';
import { compactSymbol } from '@/shared/markets/symbols.ts';
import { refetchOnConfigChange } from '@/shared/realtime/config-queries.ts';
import { useChannel } from '@/shared/realtime/use-channel.ts';
import { useSessionStore } from '@/shared/session/session-store.ts';
import { contractApi } from './api.ts';

export const contractConfigKey = ['second-contract', 'config'] as const;
// An operator's change of periods, payout rates or limits reaches an open contract page at once.
refetchOnConfigChange('contracts', contractConfigKey);

/**
 * The contract config; when it cannot be loaded (or makes no sense) the screen runs on
 * DEFAULT_CONTRACT_CONFIG and says so (spec section 8).
 */
export function useContractConfig(): { config: ContractConfig | undefined; usingDefaults: boolean } {
  useChannel(CONFIG_CHANNEL);
  const query = useQuery({
    queryKey: contractConfigKey,
    queryFn: async () => contractConfig.parse(await contractApi.config({ silent: true })),
    staleTime: 5 * 60_000,
  });
  if (query.data) return { config: query.data, usingDefaults: false };
  if (query.isError) return { config: DEFAULT_CONTRACT_CONFIG, usingDefaults: true };
  return { config: undefined, usingDefaults: false };
}

export function useLoggedIn(): boolean {
  return useSessionStore((state) => state.token !== null);
}

/** USDT available to stake; null when logged out or not loaded yet. */
export function useAvailableBalance(currency: string = QUOTE_CURRENCY) {
  const loggedIn = useLoggedIn();
  const query = useQuery({
    queryKey: accountKeys.assets,
    queryFn: () => contractApi.assets({ silent: true }),
    enabled: loggedIn,
    staleTime: 10_000,
  });
  const asset = query.data?.assets.find((entry) => entry.currency === currency);
  return { available: loggedIn ? (asset?.available ?? (query.data ? '0' : null)) : null, query };
}

export function useOpenContracts() {
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: accountKeys.contractsOpen,
    queryFn: () => contractApi.openOrders({ silent: true }),
    enabled: loggedIn,
    // Pushes on the user channel refresh it. A pending order is also polled, in case its push is lost, and
    // so is one the server says has ended (0 left) but not settled: without the push (socket down, page
    // hidden) it would show 00:00 for ever.
    refetchInterval: (query) =>
      query.state.data?.items.some((order) => order.status === 'pending' || order.remainingMs === 0)
        ? 2_000
        : false,
  });
}

export function useContractHistory(result: ContractResult | null, page: number) {
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: accountKeys.contractsHistory(null, result, page),
    queryFn: () =>
      contractApi.history(
        { page, limit: CONTRACT_LIMITS.historyDefault, result: result ?? undefined },
        { silent: true },
      ),
    enabled: loggedIn,
    placeholderData: keepPreviousData,
  });
}

export function useContractDetail(orderNo: string | null) {
  return useQuery({
    queryKey: accountKeys.contract(orderNo ?? ''),
    queryFn: () => contractApi.detail(orderNo ?? '', { silent: true }),
    enabled: orderNo !== null,
  });
}

/** The pair's price precision, from the pair call the chart and header already share. */
export function usePricePrecision(symbol: string): number | undefined {
  return usePair(compactSymbol(symbol)).data?.pricePrecision;
}
