import type { DepthSnapshot, MyTradesResponse, OrdersQuery, OrdersResponse, PublicTrade } from '@halcyon/api';
import { toSpotOrder } from './order-record.ts';
import { pageUserOrders } from './order-repo.ts';
import { type SpotReadDeps, spotHoldings } from './spot-holdings.ts';
import type { SpotMarketView } from './spot-topics.ts';
import { pageUserTrades, recentTrades } from './trade-repo.ts';

/**
 * What a person (or the market channels) reads: orders, trades, depth, and (spot-holdings.ts) positions and
 * balances.
 */
export function createSpotQueries({ db, ledger, marketData, books }: SpotReadDeps) {
  async function orders(userId: string, query: OrdersQuery, open: boolean): Promise<OrdersResponse> {
    const symbol = query.symbol === undefined ? undefined : books.instrumentOf(query.symbol).symbol;
    const { orders: rows, total } = await pageUserOrders(db, {
      userId,
      open,
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
      ...(symbol === undefined ? {} : { symbol }),
    });
    return {
      items: rows.map(toSpotOrder),
      pagination: { total, page: query.page, limit: query.limit, totalPages: Math.ceil(total / query.limit) },
    };
  }

  async function myTrades(userId: string, query: OrdersQuery): Promise<MyTradesResponse> {
    const symbol = query.symbol === undefined ? undefined : books.instrumentOf(query.symbol).symbol;
    const { trades, total } = await pageUserTrades(db, {
      userId,
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
      ...(symbol === undefined ? {} : { symbol }),
    });
    return {
      items: trades,
      pagination: { total, page: query.page, limit: query.limit, totalPages: Math.ceil(total / query.limit) },
    };
  }

  const { positions, spotBalances } = spotHoldings({ db, ledger, marketData, books });

  const marketView: SpotMarketView = {
    async depth(symbol: string, limit: number): Promise<DepthSnapshot> {
      return books.depthSnapshot(await books.loadedDesk(symbol), limit);
    },
    async recentTrades(symbol: string, limit: number): Promise<PublicTrade[]> {
      return recentTrades(db, books.instrumentOf(symbol).symbol, limit);
    },
  };

  return { orders, myTrades, positions, spotBalances, marketView };
}
