import type { RechargeOrder } from '@halcyon/api';
import type { AppContext } from '../../platform/app-types.ts';
import { financeMailKindOf } from '../../platform/finance-mail.ts';
import { publishFinanceQueue } from '../../platform/finance-queue.ts';
import { publishUserEvent } from '../../platform/user-events.ts';
import { mailOrderChange, runOrderNotices } from '../finance-shared/index.ts';
import { announceBalances, type Ledger } from '../ledger/index.ts';

export type RechargeNotices = ReturnType<typeof createRechargeNotices>;

/**
 * After a deposit's status changed and committed: the person's open screens hear it on their `user` channel
 * (and the new balance when credited), the operators' queues hear it, and completed, rejected and failed
 * orders are e-mailed in the person's language. A failed notice is logged, never turned into an error: the
 * change itself is done.
 */
export function createRechargeNotices(
  ctx: Pick<AppContext, 'db' | 'bus' | 'clock' | 'log' | 'mailer' | 'translator'>,
  ledger: Ledger,
) {
  return {
    changed: (userId: string, locale: string, order: RechargeOrder): Promise<void> =>
      runOrderNotices(ctx.log, 'recharge notice failed', order.orderNo, [
        () => publishUserEvent(ctx.bus, userId, { kind: 'recharge-order', order }),
        () =>
          publishFinanceQueue(ctx.bus, { queue: 'recharge', orderNo: order.orderNo, status: order.status }),
        () =>
          order.status === 'completed'
            ? announceBalances({ bus: ctx.bus, clock: ctx.clock, ledger }, userId, [order.currency])
            : Promise.resolve(),
        () =>
          mailOrderChange(ctx, { userId, locale }, financeMailKindOf('recharge', order.status), {
            orderNo: order.orderNo,
            amount: order.amount,
            fee: order.fee,
            actualAmount: order.actualAmount,
            reason: order.rejectReason ?? '',
          }),
      ]),
  };
}
