import type { AdminWithdrawalOrder, FinanceOrderUser } from '@halcyon/api';

/** The owner of the finance fixtures: active, registered three days ago, identity not verified. */
export const ORDER_USER: FinanceOrderUser = {
  userId: 'u1',
  account: 'alice',
  email: 'alice@example.com',
  registeredAt: Date.now() - 3 * 86_400_000,
  kycStatus: 'unverified',
  status: 'active',
  frozenReason: null,
};

/** A pending 20 USDT withdrawal (TRC20, fee 1) of a person with one completed deposit. */
export const withdrawal: AdminWithdrawalOrder = {
  orderNo: 'W200',
  configId: 'usdt_trc20',
  currency: 'USDT',
  network: 'TRC20',
  method: 'crypto',
  amount: '20',
  fee: '1',
  actualAmount: '20',
  totalAmount: '21',
  address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  remark: null,
  status: 'pending',
  rejectReason: null,
  txId: null,
  createdAt: Date.now(),
  updatedAt: Date.now(),
  processedAt: null,
  completedAt: null,
  user: ORDER_USER,
  recentDeposits: [{ orderNo: 'R100', actualAmount: '99.9', completedAt: Date.now() }],
  takenBy: null,
  takenByName: null,
  approvedBy: null,
  approvedByName: null,
  needsSecondApproval: false,
  failReason: null,
  decidedBy: null,
  decidedByName: null,
};
