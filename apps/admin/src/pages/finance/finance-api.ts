import type {
  AdminRechargeOrder,
  AdminWithdrawalOrder,
  AdminWithdrawalOrderList,
  FinanceStatusFilter,
  RechargeConfig,
  RechargeConfigInput,
  WithdrawalConfig,
  WithdrawalConfigInput,
  WithdrawalQueueFilter,
  WithdrawalSettings,
  WithdrawalSettingsInput,
} from '@halcyon/api';
import { http } from '@/frame/http.ts';
import type { PagedList } from '@/frame/use-server-table.ts';

/** A queue's filters: a status (the withdrawal queue has one more, awaiting-second-approval) and a search. */
export interface QueueFilters<S extends string = FinanceStatusFilter> {
  status: S;
  search: string;
}

const order = (kind: 'recharge' | 'withdrawal', orderNo: string, action: string) =>
  `/${kind}/orders/${encodeURIComponent(orderNo)}/${action}`;

/** The finance operator routes (packages/api finance-recharge.ts and finance-withdrawal.ts). */
export const financeAdminApi = {
  recharges: (page: number, limit: number, filters: QueueFilters) =>
    http.get<PagedList<AdminRechargeOrder>>('/recharge/orders', {
      query: { page, limit, status: filters.status, search: filters.search },
    }),
  recharge: (orderNo: string) =>
    http.get<AdminRechargeOrder>(`/recharge/orders/${encodeURIComponent(orderNo)}`),
  approveRecharge: (orderNo: string, reference: string) =>
    http.post<AdminRechargeOrder>(order('recharge', orderNo, 'approve'), reference ? { reference } : {}),
  rejectRecharge: (orderNo: string, reason: string) =>
    http.post<AdminRechargeOrder>(order('recharge', orderNo, 'reject'), { reason }),

  withdrawals: (page: number, limit: number, filters: QueueFilters<WithdrawalQueueFilter>) =>
    http.get<AdminWithdrawalOrderList>('/withdrawal/orders', {
      query: { page, limit, status: filters.status, search: filters.search },
    }),
  withdrawal: (orderNo: string) =>
    http.get<AdminWithdrawalOrder>(`/withdrawal/orders/${encodeURIComponent(orderNo)}`),
  takeWithdrawal: (orderNo: string) => http.post<AdminWithdrawalOrder>(order('withdrawal', orderNo, 'take')),
  approveWithdrawal: (orderNo: string) =>
    http.post<AdminWithdrawalOrder>(order('withdrawal', orderNo, 'approve')),
  completeWithdrawal: (orderNo: string, txId: string) =>
    http.post<AdminWithdrawalOrder>(order('withdrawal', orderNo, 'complete'), { txId }),
  rejectWithdrawal: (orderNo: string, reason: string) =>
    http.post<AdminWithdrawalOrder>(order('withdrawal', orderNo, 'reject'), { reason }),
  failWithdrawal: (orderNo: string, reason: string) =>
    http.post<AdminWithdrawalOrder>(order('withdrawal', orderNo, 'fail'), { reason }),

  rechargeConfigs: () => http.get<RechargeConfig[]>('/recharge/configs'),
  createRechargeConfig: (input: RechargeConfigInput) => http.post<RechargeConfig>('/recharge/configs', input),
  updateRechargeConfig: (input: RechargeConfigInput) =>
    http.put<RechargeConfig>(`/recharge/configs/${encodeURIComponent(input.id)}`, input),
  withdrawalConfigs: () => http.get<WithdrawalConfig[]>('/withdrawal/configs'),
  createWithdrawalConfig: (input: WithdrawalConfigInput) =>
    http.post<WithdrawalConfig>('/withdrawal/configs', input),
  updateWithdrawalConfig: (input: WithdrawalConfigInput) =>
    http.put<WithdrawalConfig>(`/withdrawal/configs/${encodeURIComponent(input.id)}`, input),
  withdrawalSettings: () => http.get<WithdrawalSettings>('/withdrawal/settings'),
  updateWithdrawalSettings: (input: WithdrawalSettingsInput) =>
    http.put<WithdrawalSettings>('/withdrawal/settings', input),
};

export const FINANCE_KEYS = {
  recharges: ['admin', 'finance', 'recharges'] as const,
  withdrawals: ['admin', 'finance', 'withdrawals'] as const,
  // One order extends its queue's key: a push about the queue, or a decision, re-reads the open order too.
  recharge: (orderNo: string) => ['admin', 'finance', 'recharges', 'order', orderNo] as const,
  withdrawal: (orderNo: string) => ['admin', 'finance', 'withdrawals', 'order', orderNo] as const,
  configs: ['admin', 'finance', 'configs'] as const,
  settings: ['admin', 'finance', 'settings'] as const,
};

/** An open review dialog re-reads its order this often (a push about its queue re-reads it at once). */
export const ORDER_POLL_MS = 15_000;
