import type { WithdrawalOrder } from '@halcyon/api';
import type { AppContext } from '../../platform/app-types.ts';
import { financeMailKindOf } from '../../platform/finance-mail.ts';
import { publishFinanceQueue } from '../../platform/finance-queue.ts';
import { publishUserEvent } from '../../platform/user-events.ts';
import { mailOrderChange, runOrderNotices } from '../finance-shared/index.ts';
import { announceBalances, type Ledger } from '../ledger/index.ts';
import { maskAddress } from './address-mask.ts';

export type WithdrawalNotices = ReturnType<typeof createWithdrawalNotices>;

/**
 * After a withdrawal's status changed and committed: the order and the new balance on the person's `user`
 * channel, the operators' queue event, and an e-mail for completed, rejected and failed ones in the
 * person's language. Failures are logged: the change itself is done.
 */
export function createWithdrawalNotices(
  ctx: Pick<AppContext, 'db' | 'bus' | 'clock' | 'log' | 'mailer' | 'translator'>,
  ledger: Ledger,
) {
  return {
    changed: (userId: string, locale: string, order: WithdrawalOrder): Promise<void> =>
      runOrderNotices(ctx.log, 'withdrawal notice failed', order.orderNo, [
        () => publishUserEvent(ctx.bus, userId, { kind: 'withdrawal-order', order }),
        () =>
          publishFinanceQueue(ctx.bus, { queue: 'withdrawal', orderNo: order.orderNo, status: order.status }),
        () =>
          order.status === 'processing'
            ? Promise.resolve()
            : announceBalances({ bus: ctx.bus, clock: ctx.clock, ledger }, userId, [order.currency]),
        () =>
          mailOrderChange(ctx, { userId, locale }, financeMailKindOf('withdrawal', order.status), {
            orderNo: order.orderNo,
            amount: order.amount,
            total: order.totalAmount,
            // Masked as the console's queue shows it: every mail is also kept in the outbox (and, without
            // SMTP, in the log), where the whole address would be a plain copy of what the order row keeps
            // sealed.
            address: maskAddress(order.address),
            txId: order.txId ?? '',
            reason: order.rejectReason ?? '',
          }),
      ]),
  };
}
