/**
 * TanStack Query keys of the signed-in user's money: assets, spot orders and trades, swaps, second
 * contracts, deposits and withdrawals. Features read them; the realtime `user` channel sink invalidates
 * them when the server pushes a change, so every screen showing them refreshes at once. Every key starts with 'account' so logout can
 * drop them all with one removeQueries.
 */
export const accountKeys = {
  all: ['account'] as const,
  assets: ['account', 'assets'] as const,
  assetHistory: (currency: string | null, page: number) =>
    ['account', 'assets', 'history', currency, page] as const,
  spotBalance: ['account', 'spot', 'balance'] as const,
  spot: ['account', 'spot'] as const,
  spotPending: (symbol: string | null, page: number) =>
    ['account', 'spot', 'orders', 'pending', symbol, page] as const,
  spotHistory: (symbol: string | null, page: number) =>
    ['account', 'spot', 'orders', 'history', symbol, page] as const,
  spotTrades: (symbol: string | null, page: number) => ['account', 'spot', 'trades', symbol, page] as const,
  positions: (symbol: string | null) => ['account', 'spot', 'positions', symbol] as const,
  swaps: (page: number) => ['account', 'swaps', page] as const,
  contracts: ['account', 'contracts'] as const,
  contractsOpen: ['account', 'contracts', 'open'] as const,
  contractsHistory: (symbol: string | null, result: string | null, page: number) =>
    ['account', 'contracts', 'history', symbol, result, page] as const,
  contract: (orderNo: string) => ['account', 'contracts', 'detail', orderNo] as const,
  /** Deposits, withdrawals and the withdrawal password: one prefix, so one push can refresh them all. */
  finance: ['account', 'finance'] as const,
  recharges: ['account', 'finance', 'recharge'] as const,
  rechargeList: (status: string, page: number, limit: number) =>
    ['account', 'finance', 'recharge', 'list', status, page, limit] as const,
  recharge: (orderNo: string) => ['account', 'finance', 'recharge', 'detail', orderNo] as const,
  withdrawals: ['account', 'finance', 'withdrawal'] as const,
  withdrawalList: (status: string, page: number, limit: number) =>
    ['account', 'finance', 'withdrawal', 'list', status, page, limit] as const,
  withdrawal: (orderNo: string) => ['account', 'finance', 'withdrawal', 'detail', orderNo] as const,
  withdrawalPassword: ['account', 'finance', 'withdrawal-password'] as const,
};
