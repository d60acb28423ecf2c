import { z } from 'zod';
import { rechargeOrder } from './finance-recharge.ts';
import { withdrawalOrder } from './finance-withdrawal.ts';

/**
 * Pushes about a person's own deposits and withdrawals on their private `user` channel: one per status
 * change (created, cancelled, approved, rejected, taken, completed, failed), the whole order each time.
 * Balance changes arrive separately as the channel's `balance` events.
 */
export const rechargeOrderEvent = z.object({ kind: z.literal('recharge-order'), order: rechargeOrder });
export const withdrawalOrderEvent = z.object({ kind: z.literal('withdrawal-order'), order: withdrawalOrder });
export type RechargeOrderEvent = z.infer<typeof rechargeOrderEvent>;
export type WithdrawalOrderEvent = z.infer<typeof withdrawalOrderEvent>;

/**
 * What the operators' console hears when a finance queue changes (refetch the list on it): channel
 * `finance-queue` on the operator socket /api/admin/ws (snapshot null, then one update per change).
 */
export const FINANCE_QUEUE_CHANNEL = 'finance-queue';
export const financeQueueEvent = z.object({
  kind: z.literal('finance-queue'),
  queue: z.enum(['recharge', 'withdrawal']),
  orderNo: z.string(),
  status: z.string(),
});
export type FinanceQueueEvent = z.infer<typeof financeQueueEvent>;
