import type { AssetHistoryResponse, AssetsResponse } from '@halcyon/api';
import { useQuery } from '@tanstack/react-query';
import { accountKeys } from '@/shared/account/account-keys.ts';
import { api } from '@/shared/api/client.ts';

/** Journal lines per page of an asset's history. */
export const ASSET_HISTORY_PAGE_SIZE = 20;

export const assetsApi = {
  // Silent: the screens show their own load-failed and refresh-failed states.
  assets: () => api.get<AssetsResponse>('/user/assets', { silent: true }),
  history: (currency: string | null, page: number) =>
    api.get<AssetHistoryResponse>('/user/assets/history', {
      query: { currency, page, limit: ASSET_HISTORY_PAGE_SIZE },
      silent: true,
    }),
};

/**
 * The signed-in user's balances. The realtime `user` channel invalidates accountKeys.assets on every
 * balance change, so whoever reads this (assets page, swap panel) shows the new balance at once.
 */
export function useAssets(enabled = true) {
  return useQuery({ queryKey: accountKeys.assets, queryFn: assetsApi.assets, enabled });
}

export function useAssetHistory(currency: string | null, page: number) {
  return useQuery({
    queryKey: accountKeys.assetHistory(currency, page),
    queryFn: () => assetsApi.history(currency, page),
  });
}
