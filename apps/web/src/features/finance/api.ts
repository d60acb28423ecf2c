import type {
  AssetsResponse,
  FinanceStatusFilter,
  RechargeConfig,
  RechargeOrder,
  RechargeOrderList,
  RechargeOrderRequest,
  TwoFactorStatus,
  UploadResponse,
  WithdrawalConfig,
  WithdrawalOrder,
  WithdrawalOrderList,
  WithdrawalOrderRequest,
  WithdrawalPasswordRequest,
  WithdrawalPasswordStatus,
} from '@halcyon/api';
import { CONFIG_CHANNEL } from '@halcyon/api';
import { useQuery } from '@tanstack/react-query';
import { accountKeys } from '@/shared/account/account-keys.ts';
import { api } from '@/shared/api/client.ts';
import { refetchOnConfigChange } from '@/shared/realtime/config-queries.ts';
import { useChannel } from '@/shared/realtime/use-channel.ts';

/** Orders per page of a history. */
export const HISTORY_PAGE_SIZE = 10;
/** Orders of each kind on the finance hub. */
export const RECENT_ORDERS = 3;

const idempotent = (key: string) => ({ headers: { 'Idempotency-Key': key }, silent: true });
const orderPath = (kind: 'recharge' | 'withdrawal', orderNo: string) =>
  `/${kind}/orders/${encodeURIComponent(orderNo)}`;

/** Every call is silent: the screens and the money-form hook show failures where they belong. */
export const financeApi = {
  rechargeConfigs: () => api.get<RechargeConfig[]>('/recharge/configs', { silent: true }),
  uploadProof: (file: File) => {
    // The server reads the type before the file (it decides what is accepted).
    const form = new FormData();
    form.append('type', 'recharge_proof');
    form.append('file', file, file.name);
    return api.upload<UploadResponse>('/upload', form, { silent: true });
  },
  createRecharge: (body: RechargeOrderRequest, key: string) =>
    api.post<RechargeOrder>('/recharge/orders', body, idempotent(key)),
  rechargeOrders: (status: FinanceStatusFilter, page: number, limit: number) =>
    api.get<RechargeOrderList>('/recharge/orders', { query: { status, page, limit }, silent: true }),
  rechargeOrder: (orderNo: string) =>
    api.get<RechargeOrder>(orderPath('recharge', orderNo), { silent: true }),
  cancelRecharge: (orderNo: string) =>
    api.post<RechargeOrder>(`${orderPath('recharge', orderNo)}/cancel`, undefined, { silent: true }),

  withdrawalConfigs: () => api.get<WithdrawalConfig[]>('/withdrawal/configs', { silent: true }),
  createWithdrawal: (body: WithdrawalOrderRequest, key: string) =>
    api.post<WithdrawalOrder>('/withdrawal/orders', body, idempotent(key)),
  withdrawalOrders: (status: FinanceStatusFilter, page: number, limit: number) =>
    api.get<WithdrawalOrderList>('/withdrawal/orders', { query: { status, page, limit }, silent: true }),
  withdrawalOrder: (orderNo: string) =>
    api.get<WithdrawalOrder>(orderPath('withdrawal', orderNo), { silent: true }),
  cancelWithdrawal: (orderNo: string) =>
    api.post<WithdrawalOrder>(`${orderPath('withdrawal', orderNo)}/cancel`, undefined, { silent: true }),

  passwordStatus: () =>
    api.get<WithdrawalPasswordStatus>('/user/withdrawal-password/status', { silent: true }),
  setPassword: (body: WithdrawalPasswordRequest) =>
    api.post<WithdrawalPasswordStatus>('/user/withdrawal-password', body, { silent: true }),
  twoFactorStatus: () => api.get<TwoFactorStatus>('/user/2fa/status', { silent: true }),
};

/**
 * Whether the person has two-factor sign-in on: a withdrawal and a withdrawal-password change then carry
 * a code. Read afresh on each visit (it may just have been turned on in the personal centre); until it
 * answers the field stays hidden, and the server's WITHDRAWAL_TOTP_REQUIRED shows it anyway.
 */
export function useTwoFactorOn(): boolean {
  const query = useQuery({
    queryKey: [...accountKeys.finance, 'two-factor'],
    queryFn: financeApi.twoFactorStatus,
    staleTime: 0,
  });
  return query.data?.enabled === true;
}

export const rechargeConfigsKey = [...accountKeys.recharges, 'configs'] as const;
export const withdrawalConfigsKey = [...accountKeys.withdrawals, 'configs'] as const;
// An operator's new deposit address, fee, limits or network on/off reaches an open form at once: a person
// must not pay to an address, or agree to a fee, that is no longer the platform's.
refetchOnConfigChange('finance', rechargeConfigsKey);
refetchOnConfigChange('finance', withdrawalConfigsKey);

/** The deposit methods, followed live on the `config` channel. */
export function useRechargeConfigs() {
  useChannel(CONFIG_CHANNEL);
  return useQuery({ queryKey: rechargeConfigsKey, queryFn: financeApi.rechargeConfigs });
}

/** The withdrawal networks, followed live on the `config` channel. */
export function useWithdrawalConfigs() {
  useChannel(CONFIG_CHANNEL);
  return useQuery({ queryKey: withdrawalConfigsKey, queryFn: financeApi.withdrawalConfigs });
}

export function useRechargeOrders(status: FinanceStatusFilter, page: number, limit = HISTORY_PAGE_SIZE) {
  return useQuery({
    queryKey: accountKeys.rechargeList(status, page, limit),
    queryFn: () => financeApi.rechargeOrders(status, page, limit),
  });
}

export function useWithdrawalOrders(status: FinanceStatusFilter, page: number, limit = HISTORY_PAGE_SIZE) {
  return useQuery({
    queryKey: accountKeys.withdrawalList(status, page, limit),
    queryFn: () => financeApi.withdrawalOrders(status, page, limit),
  });
}

/** One order; the `user` channel writes every status change of it into this cache entry. */
export function useRechargeOrder(orderNo: string) {
  return useQuery({
    queryKey: accountKeys.recharge(orderNo),
    queryFn: () => financeApi.rechargeOrder(orderNo),
    enabled: orderNo !== '',
  });
}

export function useWithdrawalOrder(orderNo: string) {
  return useQuery({
    queryKey: accountKeys.withdrawal(orderNo),
    queryFn: () => financeApi.withdrawalOrder(orderNo),
    enabled: orderNo !== '',
  });
}

export function useWithdrawalPasswordStatus() {
  return useQuery({ queryKey: accountKeys.withdrawalPassword, queryFn: financeApi.passwordStatus });
}

/**
 * The person's USDT balance, read with the assets page's query (same key, same answer), which the `user`
 * channel invalidates on every balance change: the hub and the withdrawal form follow it live.
 */
export function useUsdtBalance() {
  const query = useQuery({
    queryKey: accountKeys.assets,
    queryFn: () => api.get<AssetsResponse>('/user/assets', { silent: true }),
  });
  const usdt = query.data?.assets.find((asset) => asset.currency === 'USDT');
  return { query, available: query.data ? (usdt?.available ?? '0') : null, frozen: usdt?.frozen ?? '0' };
}
