import type { AssetHistoryQuery, AssetHistoryResponse, AssetsResponse } from '@halcyon/api';
import type { Ledger } from '../ledger/index.ts';
import type { MarketData } from '../market-data/index.ts';
import { valueAssets } from './asset-valuation.ts';
import { historyItem } from './history-item.ts';

export type AssetsService = ReturnType<typeof createAssetsService>;

/** The assets page: balances from the ledger, valued at the feed's latest price. Read only. */
export function createAssetsService(ledger: Ledger, marketData: Pick<MarketData, 'latestTick'>) {
  // The latest feed tick, not the ticker: before a pair's first tick the ticker shows a catalog reference
  // price, which is not a market price and must not value anyone's money.
  const priceOf = (currency: string) => marketData.latestTick(`${currency}/USDT`)?.price;

  return {
    async assets(userId: string): Promise<AssetsResponse> {
      return valueAssets(await ledger.balances(userId), priceOf);
    },

    async history(userId: string, query: AssetHistoryQuery): Promise<AssetHistoryResponse> {
      const { lines, total } = await ledger.history(userId, query);
      return {
        items: lines.map(historyItem),
        pagination: {
          total,
          page: query.page,
          limit: query.limit,
          totalPages: Math.ceil(total / query.limit),
        },
      };
    },
  };
}
