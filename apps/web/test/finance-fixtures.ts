import type { RechargeConfig, RechargeOrder, WithdrawalConfig, WithdrawalOrder } from '@halcyon/api';

/** A valid TRC20 address (base58check, 0x41) and an EIP-55 vector. */
export const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
export const ETH_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

export const rechargeConfig = (overrides: Partial<RechargeConfig> = {}): RechargeConfig => ({
  id: 'crypto_001',
  name: 'USDT TRC20',
  currency: 'USDT',
  network: 'TRC20',
  paymentInfo: {
    network: 'TRC20',
    address: TRON_ADDRESS,
    bankName: null,
    accountName: null,
    accountNumber: null,
    bankCode: null,
  },
  minAmount: '10',
  maxAmount: '100000',
  feeRate: '0.001',
  active: true,
  sortOrder: 1,
  ...overrides,
});

export const rechargeOrder = (overrides: Partial<RechargeOrder> = {}): RechargeOrder => ({
  orderNo: 'R1001',
  configId: 'crypto_001',
  configName: 'USDT TRC20',
  currency: 'USDT',
  method: 'TRC20',
  amount: '100',
  fee: '0.1',
  actualAmount: '99.9',
  remark: null,
  status: 'pending',
  proofFileId: 'f1',
  proofUrl: '/api/uniapp/files/f1',
  paymentInfo: rechargeConfig().paymentInfo,
  rejectReason: null,
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_000_000,
  completedAt: null,
  expiresAt: 1_700_086_400_000,
  ...overrides,
});

export const withdrawalConfig = (overrides: Partial<WithdrawalConfig> = {}): WithdrawalConfig => ({
  id: 'usdt_trc20',
  name: 'USDT TRC20',
  currency: 'USDT',
  network: 'TRC20',
  minAmount: '10',
  maxAmount: '50000',
  fixedFee: '1',
  feeRate: '0',
  dailyLimit: '100000',
  active: true,
  sortOrder: 1,
  ...overrides,
});

export const withdrawalOrder = (overrides: Partial<WithdrawalOrder> = {}): WithdrawalOrder => ({
  orderNo: 'W2002',
  configId: 'usdt_trc20',
  currency: 'USDT',
  network: 'TRC20',
  method: 'crypto',
  amount: '20',
  fee: '1',
  actualAmount: '20',
  totalAmount: '21',
  address: TRON_ADDRESS,
  remark: null,
  status: 'pending',
  rejectReason: null,
  txId: null,
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_000_000,
  processedAt: null,
  completedAt: null,
  ...overrides,
});

export const page = <T>(items: T[]) => ({
  items,
  pagination: { total: items.length, page: 1, limit: 10, totalPages: 1 },
});

/** Bytes that start like the real formats (the picker reads the first bytes). */
export const pngFile = (name = 'proof.png', size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], name, { type: 'image/png' });
};
