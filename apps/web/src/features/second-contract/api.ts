import type {
  AssetsResponse,
  ContractConfig,
  ContractOrder,
  ContractOrdersResponse,
  ContractResult,
  OpenContractRequest,
  OpenContractsResponse,
} from '@halcyon/api';
import { api, type CallOptions } from '@/shared/api/client.ts';
import type { KlineResponse } from '@/shared/markets/market-api.ts';

export interface HistoryQuery {
  page: number;
  limit: number;
  symbol?: string;
  result?: ContractResult;
}

const inPath = (orderNo: string) => encodeURIComponent(orderNo);

/** The /second-contract/* calls (spec section 7) and the USDT balance the ticket shows. */
export const contractApi = {
  config: (options?: CallOptions) => api.get<ContractConfig>('/second-contract/public/config', options),
  /** The key makes a retried submit (double tap, lost answer) open one contract, not two. */
  open: (body: OpenContractRequest, idempotencyKey: string) =>
    api.post<ContractOrder>('/second-contract/orders', body, {
      silent: true,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  openOrders: (options?: CallOptions) =>
    api.get<OpenContractsResponse>('/second-contract/orders/open', options),
  history: (query: HistoryQuery, options?: CallOptions) =>
    api.get<ContractOrdersResponse>('/second-contract/orders/history', {
      ...options,
      query: { page: query.page, limit: query.limit, symbol: query.symbol, result: query.result },
    }),
  detail: (orderNo: string, options?: CallOptions) =>
    api.get<ContractOrder>(`/second-contract/orders/${inPath(orderNo)}`, options),
  cancel: (orderNo: string) =>
    api.post<ContractOrder>(`/second-contract/orders/${inPath(orderNo)}/cancel`, {}, { silent: true }),
  /** 1m candles that open before `endTime`: the stretch of market around one contract. */
  candlesAround: (compact: string, endTime: number, limit: number, options?: CallOptions) =>
    api.get<KlineResponse>('/trading/kline', {
      ...options,
      query: { symbol: compact, interval: '1m', limit, endTime },
    }),
  assets: (options?: CallOptions) => api.get<AssetsResponse>('/user/assets', options),
};
