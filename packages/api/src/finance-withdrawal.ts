import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { pagination } from './envelope.ts';
import { WITHDRAWAL_NETWORKS } from './finance-address.ts';
import {
  FINANCE_STATUS_FILTERS,
  financeAdminListQuery,
  financeAmountField,
  financeConfigInputFields,
  financeOrderConfigIdField,
  financeOrderStatus,
  financeOrderUser,
  financeReasonField,
  financeRemarkField,
} from './finance-common.ts';
import { decimalString } from './markets.ts';
import { secondFactorCodeField } from './two-factor.ts';

/**
 * Withdrawals. Person, bearer token, under /api/uniapp:
 * - GET  /user/withdrawal-password/status     -> WithdrawalPasswordStatus
 * - POST /user/withdrawal-password            body WithdrawalPasswordRequest -> WithdrawalPasswordStatus
 * - GET  /withdrawal/configs                   -> WithdrawalConfig[] (active ones)
 * - POST /withdrawal/orders (Idempotency-Key)  body WithdrawalOrderRequest -> WithdrawalOrder (pending;
 *        amount + fee frozen in the same transaction; 409 WITHDRAWAL_FEE_CHANGED when the `fee` sent is no
 *        longer the network's fee for that amount)
 * - GET  /withdrawal/orders?page&limit&status  -> WithdrawalOrderList
 * - GET  /withdrawal/orders/{orderNo}          -> WithdrawalOrder
 * - POST /withdrawal/orders/{orderNo}/cancel   -> WithdrawalOrder (pending only, else 409 ORDER_STATUS_CHANGED)
 * Operator (role finance), under /api/admin:
 * - GET  /withdrawal/orders?status&page&limit&search -> AdminWithdrawalOrderList (status: a status, or
 *        `awaiting-second-approval`: taken orders another finance operator must still approve)
 * - GET  /withdrawal/orders/{orderNo}                -> AdminWithdrawalOrder
 * - POST /withdrawal/orders/{orderNo}/take           pending -> processing (taken by this operator)
 * - POST /withdrawal/orders/{orderNo}/approve        the second pair of eyes (another finance operator)
 * - POST /withdrawal/orders/{orderNo}/complete       body { txId }   processing -> completed
 * - POST /withdrawal/orders/{orderNo}/reject         body { reason } pending|processing -> rejected
 * - POST /withdrawal/orders/{orderNo}/fail           body { reason } processing -> failed
 * - GET  /withdrawal/configs, POST /withdrawal/configs, PUT /withdrawal/configs/{id}
 * - GET  /withdrawal/settings, PUT /withdrawal/settings body WithdrawalSettings (finance.configure)
 * A person with two-factor sign-in on sends `totp` (a current code or a recovery code) with a withdrawal
 * and with the withdrawal password: without it 403 WITHDRAWAL_TOTP_REQUIRED, a wrong or spent one 422 on
 * the `totp` field. Above the daily identity limit an unverified person gets 403 KYC_REQUIRED.
 */
export const withdrawalNetwork = z.enum(WITHDRAWAL_NETWORKS);

export const WITHDRAWAL_RULES = {
  /** Wrong withdrawal passwords in a row before withdrawals lock. */
  passwordFailureMax: 5,
  lockMs: 15 * 60 * 1000,
  /** After the login or the withdrawal password changes (account take-over defence). */
  holdAfterPasswordChangeMs: 24 * 60 * 60 * 1000,
  /** Default amount (USDT) from which a second finance operator must approve (configurable on the server). */
  fourEyesThreshold: '10000',
  /** Default of the daily amount (USDT, all networks) above which a withdrawal needs a verified identity. */
  kycDailyLimit: '1000',
} as const;

/** The second factor beside a withdrawal or a withdrawal-password change (when the person has one). */
const totpField = secondFactorCodeField.optional();

// Withdrawal password.

export const withdrawalPasswordStatus = z.object({
  set: z.boolean(),
  /** Epoch ms until which withdrawals are locked after 5 wrong passwords; null when not locked. */
  lockedUntil: z.number().int().nullable(),
  /** Epoch ms until which withdrawals are held after a password change; null when none. */
  holdUntil: z.number().int().nullable(),
});
export type WithdrawalPasswordStatus = z.infer<typeof withdrawalPasswordStatus>;

export const withdrawalPasswordField = z
  .string({ error: 'validation.withdrawalPasswordRequired' })
  .min(1, { error: 'validation.withdrawalPasswordRequired' })
  .regex(/^\d+$/, { error: 'validation.withdrawalPasswordDigits' })
  .min(LIMITS.withdrawalPasswordMin, { error: 'validation.withdrawalPasswordLength' })
  .max(32, { error: 'validation.withdrawalPasswordLength' });

/** `currentPassword` is required when one is set (the server answers 422 on that field otherwise). */
export const withdrawalPasswordRequest = z
  .object({
    currentPassword: z.string().max(32).optional(),
    newPassword: withdrawalPasswordField,
    confirmPassword: z
      .string({ error: 'validation.confirmPasswordRequired' })
      .min(1, { error: 'validation.confirmPasswordRequired' }),
    totp: totpField,
  })
  .refine((body) => body.confirmPassword === body.newPassword, {
    path: ['confirmPassword'],
    error: 'validation.passwordsMismatch',
  })
  .refine((body) => body.currentPassword === undefined || body.currentPassword !== body.newPassword, {
    path: ['newPassword'],
    error: 'validation.withdrawalPasswordSame',
  });
export type WithdrawalPasswordRequest = z.infer<typeof withdrawalPasswordRequest>;

export const WITHDRAWAL_PASSWORD_STRENGTHS = ['veryWeak', 'weak', 'medium', 'strong', 'veryStrong'] as const;
export type WithdrawalPasswordStrength = (typeof WITHDRAWAL_PASSWORD_STRENGTHS)[number];

/**
 * The spec's five levels for a digits-only password: length (6 is the floor, 8+ recommended) and how
 * far it is from a pattern (one digit repeated, a run like 123456, few distinct digits).
 */
export function withdrawalPasswordStrength(password: string): WithdrawalPasswordStrength {
  if (!/^\d+$/.test(password) || password.length < LIMITS.withdrawalPasswordMin) return 'veryWeak';
  const digits = [...password].map(Number);
  const distinct = new Set(digits).size;
  const step = (digits[1] ?? 0) - (digits[0] ?? 0);
  const sequence =
    Math.abs(step) === 1 && digits.every((d, i) => i === 0 || d - (digits[i - 1] ?? 0) === step);
  if (distinct === 1 || sequence) return 'veryWeak';
  let score = 0;
  if (password.length >= LIMITS.withdrawalPasswordRecommended) score += 1;
  if (password.length >= 10) score += 1;
  if (distinct >= 4) score += 1;
  if (distinct >= 6) score += 1;
  return WITHDRAWAL_PASSWORD_STRENGTHS[Math.min(score, 4)] ?? 'veryWeak';
}

// Configs.

export const withdrawalConfig = z.object({
  id: z.string(),
  name: z.string(),
  currency: z.string(),
  network: withdrawalNetwork,
  minAmount: decimalString,
  maxAmount: decimalString,
  /** fee = fixedFee + amount x feeRate, rounded UP to 8 decimals; frozen on top of the amount. */
  fixedFee: decimalString,
  feeRate: decimalString,
  /** Sum of a person's non-cancelled, non-failed, non-rejected withdrawal amounts per UTC day. */
  dailyLimit: decimalString,
  active: z.boolean(),
  sortOrder: z.number().int(),
});
export type WithdrawalConfig = z.infer<typeof withdrawalConfig>;
export const withdrawalConfigList = z.array(withdrawalConfig);

export const withdrawalConfigInput = z.object({
  id: financeConfigInputFields.id,
  name: financeConfigInputFields.name,
  network: withdrawalNetwork,
  minAmount: financeAmountField,
  maxAmount: financeAmountField,
  fixedFee: z
    .string()
    .trim()
    .regex(/^\d{1,12}(\.\d{1,8})?$/, { error: 'validation.invalid' }),
  feeRate: financeConfigInputFields.feeRate,
  dailyLimit: financeAmountField,
  active: financeConfigInputFields.active,
  sortOrder: financeConfigInputFields.sortOrder,
});
export type WithdrawalConfigInput = z.infer<typeof withdrawalConfigInput>;

/** Operator settings of withdrawals as a whole (not per network). */
export const withdrawalSettings = z.object({
  /**
   * A person's withdrawals of one UTC day (pending, processing and completed, all networks) may reach
   * this amount (USDT) without a verified identity; above it KYC_REQUIRED.
   */
  kycDailyLimit: decimalString,
});
export type WithdrawalSettings = z.infer<typeof withdrawalSettings>;
export const withdrawalSettingsInput = z.object({ kycDailyLimit: financeAmountField });
export type WithdrawalSettingsInput = z.infer<typeof withdrawalSettingsInput>;

// Orders.

/** A fee as the form shows it: a plain decimal string with at most the 8 decimals a fee is rounded up to. */
const confirmedFeeField = z.string().regex(/^\d{1,18}(\.\d{1,8})?$/, { error: 'validation.invalid' });

export const withdrawalOrderRequest = z.object({
  configId: financeOrderConfigIdField,
  amount: financeAmountField,
  address: z
    .string({ error: 'validation.addressRequired' })
    .trim()
    .min(1, { error: 'validation.addressRequired' })
    .max(100, { error: 'validation.addressInvalid' }),
  withdrawalPassword: z
    .string({ error: 'validation.withdrawalPasswordRequired' })
    .min(1, { error: 'validation.withdrawalPasswordRequired' })
    .max(32),
  remark: financeRemarkField,
  totp: totpField,
  /**
   * The fee the person confirmed (fixedFee + amount x feeRate, as the form showed it). When given, the
   * withdrawal is placed only at that fee: an operator's change between the confirmation and the order is
   * WITHDRAWAL_FEE_CHANGED, never a silent new fee. Optional for older clients, as a contract's payoutRate.
   */
  fee: confirmedFeeField.optional(),
});
export type WithdrawalOrderRequest = z.infer<typeof withdrawalOrderRequest>;

export const withdrawalOrder = z.object({
  orderNo: z.string(),
  configId: z.string(),
  currency: z.string(),
  network: withdrawalNetwork,
  /** Always 'crypto' today (the spec lists bank and wallet methods too). */
  method: z.literal('crypto'),
  /** What arrives at the address. */
  amount: decimalString,
  fee: decimalString,
  /** = amount: what the person receives. */
  actualAmount: decimalString,
  /** amount + fee: what was frozen and, on completion, leaves the balance. */
  totalAmount: decimalString,
  address: z.string(),
  remark: z.string().nullable(),
  status: financeOrderStatus,
  rejectReason: z.string().nullable(),
  /** The chain transaction id once completed. */
  txId: z.string().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  processedAt: z.number().int().nullable(),
  completedAt: z.number().int().nullable(),
});
export type WithdrawalOrder = z.infer<typeof withdrawalOrder>;

export const withdrawalOrderList = z.object({ items: z.array(withdrawalOrder), pagination });
export type WithdrawalOrderList = z.infer<typeof withdrawalOrderList>;
export const withdrawalOrderParams = z.object({ orderNo: z.string().trim().min(1).max(64) });

// Operators.

export const recentDeposit = z.object({
  orderNo: z.string(),
  actualAmount: decimalString,
  completedAt: z.number().int().nullable(),
});

export const adminWithdrawalOrder = withdrawalOrder.extend({
  user: financeOrderUser,
  /** The person's last completed deposits (newest first, at most 5). */
  recentDeposits: z.array(recentDeposit),
  /** Operator ids; each `...Name` beside one is that operator's name (or e-mail), null if the row is gone. */
  takenBy: z.string().nullable(),
  takenByName: z.string().nullable(),
  approvedBy: z.string().nullable(),
  approvedByName: z.string().nullable(),
  /** Whether a second finance operator must approve before completion (amount at or above the threshold). */
  needsSecondApproval: z.boolean(),
  failReason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedByName: z.string().nullable(),
});
export type AdminWithdrawalOrder = z.infer<typeof adminWithdrawalOrder>;
export const adminWithdrawalOrderList = z.object({
  items: z.array(adminWithdrawalOrder),
  pagination,
  /**
   * How many taken orders await a second finance operator's approval, whatever the filter: the count beside
   * the queue's `awaiting-second-approval` filter.
   */
  awaitingSecondApproval: z.number().int(),
});
export type AdminWithdrawalOrderList = z.infer<typeof adminWithdrawalOrderList>;

/**
 * The withdrawal queue's filters: the statuses; the orders awaiting a second approval (those are
 * processing (taken) like the ones being paid out, so the status alone cannot single them out); and the
 * ones still to handle, pending or processing, as the dashboard counts them.
 */
export const WITHDRAWAL_QUEUE_FILTERS = [
  ...FINANCE_STATUS_FILTERS,
  'awaiting-second-approval',
  'to-handle',
] as const;
export const withdrawalQueueFilter = z.enum(WITHDRAWAL_QUEUE_FILTERS);
export type WithdrawalQueueFilter = z.infer<typeof withdrawalQueueFilter>;
export const withdrawalAdminListQuery = financeAdminListQuery.extend({
  status: withdrawalQueueFilter.default('pending'),
});
export type WithdrawalAdminListQuery = z.infer<typeof withdrawalAdminListQuery>;

export const withdrawalCompleteRequest = z.object({
  txId: z
    .string({ error: 'validation.txIdRequired' })
    .trim()
    .min(1, { error: 'validation.txIdRequired' })
    .max(200, { error: 'validation.tooLong' }),
});
export const withdrawalReasonRequest = z.object({ reason: financeReasonField });

export const WITHDRAWAL_REJECT_TEMPLATES = ['addressRisk', 'identityRequired', 'suspiciousActivity'] as const;
