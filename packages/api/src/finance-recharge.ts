import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { pagination } from './envelope.ts';
import {
  FINANCE_CURRENCY,
  financeAmountField,
  financeConfigInputFields,
  financeConfigParams,
  financeOrderConfigIdField,
  financeOrderStatus,
  financeOrderUser,
  financeReasonField,
  financeRemarkField,
} from './finance-common.ts';
import { decimalString } from './markets.ts';

/**
 * Deposits (spec "recharge"). Person, bearer token, under /api/uniapp:
 * - GET  /recharge/configs                      -> RechargeConfig[] (active ones, by sortOrder)
 * - POST /recharge/orders  (Idempotency-Key)    body RechargeOrderRequest -> RechargeOrder
 * - GET  /recharge/orders?page&limit&status     -> RechargeOrderList
 * - GET  /recharge/orders/{orderNo}             -> RechargeOrder
 * - POST /recharge/orders/{orderNo}/cancel      -> RechargeOrder (pending only, else 409 ORDER_STATUS_CHANGED)
 * Operator (role finance), under /api/admin:
 * - GET  /recharge/orders?status&page&limit&search -> AdminRechargeOrderList
 * - GET  /recharge/orders/{orderNo}             -> AdminRechargeOrder
 * - POST /recharge/orders/{orderNo}/approve     body { reference? } -> AdminRechargeOrder
 * - POST /recharge/orders/{orderNo}/reject      body { reason }     -> AdminRechargeOrder
 * - GET  /recharge/configs, POST /recharge/configs, PUT /recharge/configs/{id} -> RechargeConfig(s)
 */
export const RECHARGE_DEFAULTS = {
  configId: 'crypto_001',
  network: 'TRC20',
  minAmount: '10',
  maxAmount: '100000',
  feeRate: '0.001',
  currency: FINANCE_CURRENCY,
  /** A pending order nobody decided is marked failed after this long (no money moved). */
  pendingTtlMs: 24 * 60 * 60 * 1000,
  /** Spec section 9: typically 1 to 5 minutes. */
  processingMinutes: { min: 1, max: 5 },
} as const;

/** A crypto network, or a bank transfer (whose config carries bank details instead of an address). */
export const RECHARGE_NETWORKS = ['TRC20', 'ERC20', 'BANK'] as const;
export const rechargeNetwork = z.enum(RECHARGE_NETWORKS);
export type RechargeNetwork = z.infer<typeof rechargeNetwork>;

/** Where the person sends the money: an address (crypto) or bank details (BANK). */
export const rechargePaymentInfo = z.object({
  network: rechargeNetwork,
  /** Crypto: the receiving address, also what the QR code encodes. */
  address: z.string().nullable(),
  bankName: z.string().nullable(),
  accountName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  bankCode: z.string().nullable(),
});
export type RechargePaymentInfo = z.infer<typeof rechargePaymentInfo>;

export const rechargeConfig = z.object({
  id: z.string(),
  name: z.string(),
  currency: z.string(),
  network: rechargeNetwork,
  paymentInfo: rechargePaymentInfo,
  minAmount: decimalString,
  maxAmount: decimalString,
  /** 0.001 = 0.1 %. fee = amount x feeRate rounded UP to 8 decimals; actual = amount - fee. */
  feeRate: decimalString,
  active: z.boolean(),
  sortOrder: z.number().int(),
});
export type RechargeConfig = z.infer<typeof rechargeConfig>;

export const rechargeConfigList = z.array(rechargeConfig);

export const rechargeOrderRequest = z.object({
  configId: financeOrderConfigIdField,
  amount: financeAmountField,
  proofFileId: z
    .string({ error: 'validation.proofRequired' })
    .trim()
    .min(1, { error: 'validation.proofRequired' })
    .max(64),
  remark: financeRemarkField,
});
export type RechargeOrderRequest = z.infer<typeof rechargeOrderRequest>;

export const rechargeOrder = z.object({
  orderNo: z.string(),
  configId: z.string(),
  configName: z.string(),
  currency: z.string(),
  /** The network or BANK: the spec's "method". */
  method: rechargeNetwork,
  amount: decimalString,
  fee: decimalString,
  actualAmount: decimalString,
  remark: z.string().nullable(),
  status: financeOrderStatus,
  proofFileId: z.string(),
  /** The owner's authenticated address of the proof image. */
  proofUrl: z.string(),
  paymentInfo: rechargePaymentInfo,
  rejectReason: z.string().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  completedAt: z.number().int().nullable(),
  /** When a still-pending order will be marked failed. */
  expiresAt: z.number().int(),
});
export type RechargeOrder = z.infer<typeof rechargeOrder>;

export const rechargeOrderList = z.object({ items: z.array(rechargeOrder), pagination });
export type RechargeOrderList = z.infer<typeof rechargeOrderList>;

export const rechargeOrderParams = z.object({ orderNo: z.string().trim().min(1).max(64) });

// Operators.

export const adminRechargeOrder = rechargeOrder.extend({
  user: financeOrderUser,
  /**
   * The operator's authenticated address of the proof image; null for a role without finance.personal (the
   * receipt shows the payer's name and account, which oversight does not need).
   */
  proofAdminUrl: z.string().nullable(),
  /** Chain transaction id or bank reference the approving operator gave. */
  reference: z.string().nullable(),
  /** The deciding operator's id, and their name (or e-mail): null if the operator row is gone. */
  decidedBy: z.string().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.number().int().nullable(),
});
export type AdminRechargeOrder = z.infer<typeof adminRechargeOrder>;

export const adminRechargeOrderList = z.object({ items: z.array(adminRechargeOrder), pagination });
export type AdminRechargeOrderList = z.infer<typeof adminRechargeOrderList>;

export const rechargeApproveRequest = z.object({
  reference: z.string().trim().max(200, { error: 'validation.tooLong' }).optional(),
});
export const rechargeRejectRequest = z.object({ reason: financeReasonField });

/** Reasons an operator picks from (free text also allowed); the console translates the keys. */
export const RECHARGE_REJECT_TEMPLATES = [
  'proofUnreadable',
  'amountMismatch',
  'paymentNotReceived',
  'duplicateOrder',
] as const;

const optionalText = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' }).nullable();

/** Create (POST, with `id`) or replace (PUT /{id}) a deposit config. */
export const rechargeConfigInput = z.object({
  id: financeConfigInputFields.id,
  name: financeConfigInputFields.name,
  network: rechargeNetwork,
  address: optionalText(200),
  bankName: optionalText(LIMITS.genericInputMax),
  accountName: optionalText(LIMITS.genericInputMax),
  accountNumber: optionalText(64),
  bankCode: optionalText(64),
  minAmount: financeAmountField,
  maxAmount: financeAmountField,
  feeRate: financeConfigInputFields.feeRate,
  active: financeConfigInputFields.active,
  sortOrder: financeConfigInputFields.sortOrder,
});
export type RechargeConfigInput = z.infer<typeof rechargeConfigInput>;

/** What an operator sends to save a deposit method as it stands: its payment details taken out of paymentInfo. */
export function rechargeConfigInputOf(config: RechargeConfig): RechargeConfigInput {
  const { paymentInfo: info } = config;
  return {
    id: config.id,
    name: config.name,
    network: config.network,
    address: info.address,
    bankName: info.bankName,
    accountName: info.accountName,
    accountNumber: info.accountNumber,
    bankCode: info.bankCode,
    minAmount: config.minAmount,
    maxAmount: config.maxAmount,
    feeRate: config.feeRate,
    active: config.active,
    sortOrder: config.sortOrder,
  };
}
export const rechargeConfigParams = financeConfigParams;
