/**
 * TanStack Query keys of the signed-in user's money: assets, spot orders and trades, swaps and second
 * contracts. Features read them; the realtime `user` channel sink invalidates them when the server pushes
 * a change, so every screen showing them refreshes at once. Every key starts with 'account' so logout can
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
};
