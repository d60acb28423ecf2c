import { z } from 'zod';
import { userStatus } from './admin-users.ts';
import { LIMITS } from './constants.ts';
import { paginationQuery } from './envelope.ts';
import { realNameStatus } from './user.ts';

/**
 * Shared by deposits (recharge) and withdrawals: statuses of spec section 4, list filters, order numbers.
 * Money is a decimal string everywhere (USDT, at most 8 decimals on orders).
 */
export const FINANCE_CURRENCY = 'USDT';
/** Amounts of recharge and withdrawal orders carry at most this many decimals; fees round up to it. */
export const FINANCE_AMOUNT_DECIMALS = 8;

/** `unknown` is the client's fallback for a status it does not know; the server never sends it. */
export const FINANCE_ORDER_STATUSES = [
  'pending',
  'processing',
  'completed',
  'cancelled',
  'failed',
  'rejected',
] as const;
export const financeOrderStatus = z.enum(FINANCE_ORDER_STATUSES);
export type FinanceOrderStatus = z.infer<typeof financeOrderStatus>;

/** The spec's history filters (all, pending, completed, cancelled, failed) plus the other statuses. */
export const FINANCE_STATUS_FILTERS = ['all', ...FINANCE_ORDER_STATUSES] as const;
export const financeStatusFilter = z.enum(FINANCE_STATUS_FILTERS);
export type FinanceStatusFilter = z.infer<typeof financeStatusFilter>;

export const financeOrderListQuery = paginationQuery.extend({
  status: financeStatusFilter.default('all'),
});
export type FinanceOrderListQuery = z.infer<typeof financeOrderListQuery>;

/** Opaque public order numbers (`R…` deposits, `W…` withdrawals); never sequential. */
export const financeOrderNo = z.string().trim().min(1).max(64);

/**
 * A money amount a person types: required, a number, more than zero, at most 8 decimals. The message keys
 * are `validation.*` (translated on both sides).
 */
export const financeAmountField = z
  .string({ error: 'validation.amountRequired' })
  .trim()
  .min(1, { error: 'validation.amountRequired' })
  .regex(/^\d{1,12}(\.\d+)?$/, { error: 'validation.amountInvalid' })
  .refine((value) => /[1-9]/.test(value), { error: 'validation.amountInvalid' })
  .refine((value) => (value.split('.')[1]?.length ?? 0) <= FINANCE_AMOUNT_DECIMALS, {
    error: 'validation.amountInvalid',
  });

/** The optional remark of an order (spec: generic maximum length). */
export const financeRemarkField = z
  .string()
  .trim()
  .max(LIMITS.genericInputMax, { error: 'validation.tooLong' })
  .optional();

/** An operator's reason for a rejection or failure (shown to the person). */
export const financeReasonField = z
  .string({ error: 'validation.reasonRequired' })
  .trim()
  .min(1, { error: 'validation.reasonRequired' })
  .max(500, { error: 'validation.tooLong' });

/** Account facts an operator sees beside a request. */
export const financeOrderUser = z.object({
  userId: z.string(),
  account: z.string(),
  /** Masked (`a***@example.com`) for a role without finance.personal. */
  email: z.string(),
  /** Epoch ms of registration: the account's age. */
  registeredAt: z.number().int(),
  /** Real-name status: whether the identity behind the account has been verified. */
  kycStatus: realNameStatus,
  /** A frozen account's withdrawals are not paid out (only rejected); its deposits may still be credited. */
  status: userStatus,
  /** Why it was frozen (null while active). */
  frozenReason: z.string().nullable(),
});
export type FinanceOrderUser = z.infer<typeof financeOrderUser>;

export const financeAdminListQuery = paginationQuery.extend({
  status: financeStatusFilter.default('pending'),
  /**
   * Exact order number, user id or account; e-mail (and a withdrawal's address) for a role with
   * finance.personal only, so that a guessed one cannot be confirmed by the orders it finds.
   */
  search: z.string().trim().max(LIMITS.genericInputMax).optional(),
});
export type FinanceAdminListQuery = z.infer<typeof financeAdminListQuery>;

/**
 * The fields a deposit method's and a withdrawal network's config share as an operator writes them: the id
 * (fixed at creation), the name, the percentage fee, whether it is open and where it sorts.
 */
export const financeConfigInputFields = {
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]{1,40}$/, { error: 'validation.invalid' }),
  name: z.string().trim().min(1, { error: 'validation.required' }).max(LIMITS.genericInputMax),
  /** 0.001 = 0.1 %: at most 8 decimals, below 1. */
  feeRate: z
    .string()
    .trim()
    .regex(/^0(\.\d{1,8})?$/, { error: 'validation.invalid' }),
  active: z.boolean(),
  sortOrder: z.number().int().min(0).max(10_000),
};

/** The config a person's deposit or withdrawal order names. */
export const financeOrderConfigIdField = z
  .string({ error: 'validation.configRequired' })
  .trim()
  .min(1, { error: 'validation.configRequired' })
  .max(64);

/** The config an operator's PUT replaces (`/{id}`). */
export const financeConfigParams = z.object({ id: z.string().trim().min(1).max(40) });
