import type { ContractOrdersResponse, ContractResult } from '@halcyon/api';
import type { Db } from '../../platform/db.ts';
import type { MarketData } from '../market-data/index.ts';
import { requireInstrument } from '../markets/index.ts';
import { toContractOrder } from './order-mapper.ts';
import { listFinishedOrders } from './repo.ts';

export type HistoryQuery = {
  page: number;
  limit: number;
  symbol?: string | undefined;
  result?: ContractResult | undefined;
};

/** A user's finished contracts, newest first, optionally of one pair or one result. */
export async function contractHistory(
  { db, marketData, now }: { db: Db; marketData: MarketData; now: number },
  userId: string,
  query: HistoryQuery,
): Promise<ContractOrdersResponse> {
  const symbol = query.symbol === undefined ? undefined : requireInstrument(marketData, query.symbol).symbol;
  const { rows, total } = await listFinishedOrders(db, {
    userId,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    ...(symbol === undefined ? {} : { symbol }),
    ...(query.result === undefined ? {} : { result: query.result }),
  });
  return {
    items: rows.map((row) => toContractOrder(row, now)),
    pagination: {
      total,
      page: query.page,
      limit: query.limit,
      totalPages: Math.ceil(total / query.limit),
    },
  };
}
