import type {
  LimitOrderRequest,
  MarketOrderRequest,
  MyTradesResponse,
  OrdersResponse,
  PositionsResponse,
  SpotBalanceResponse,
  SpotOrder,
} from '@halcyon/api';
import { api } from '@/shared/api/client.ts';

export const RECORDS_PAGE_SIZE = 10;

/**
 * Spot trading calls (spec section 7). Placing is silent: the order form's money mutation shows its
 * errors (the app's usual way, or under a field); cancelling shows them through the client.
 */
export const spotApi = {
  placeLimit: (body: LimitOrderRequest) =>
    api.post<SpotOrder>('/trading/spot/orders/limit', body, { silent: true }),
  placeMarket: (body: MarketOrderRequest) =>
    api.post<SpotOrder>('/trading/spot/orders/market', body, { silent: true }),
  cancel: (orderId: string) => api.post<SpotOrder>('/trading/spot/orders/cancel', { orderId }),
  cancelAll: (symbol: string) =>
    api.post<{ cancelled: number }>('/trading/pending-orders/cancel', { symbol }),
  pending: (symbol: string, page: number) =>
    api.get<OrdersResponse>('/trading/spot/orders/pending', {
      silent: true,
      query: { symbol, page, limit: RECORDS_PAGE_SIZE },
    }),
  /** The user's closed orders of the pair, newest first. */
  history: (symbol: string, page: number) =>
    api.get<OrdersResponse>('/trading/spot/orders/history', {
      silent: true,
      query: { symbol, page, limit: RECORDS_PAGE_SIZE },
    }),
  trades: (symbol: string, page: number) =>
    api.get<MyTradesResponse>('/trading/spot/trades', {
      silent: true,
      query: { symbol, page, limit: RECORDS_PAGE_SIZE },
    }),
  positions: () => api.get<PositionsResponse>('/trading/spot/positions', { silent: true }),
  balance: () => api.get<SpotBalanceResponse>('/trading/spot/account/balance', { silent: true }),
};
