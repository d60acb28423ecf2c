import { APP_DEFAULTS, type WithdrawalOrder } from '@halcyon/api';
import { isLocale } from '@halcyon/i18n';
import type { AppContext } from '../../platform/app-types.ts';
import { composeFinanceMail, type FinanceMailKind } from '../../platform/finance-mail.ts';
import { publishFinanceQueue } from '../../platform/finance-queue.ts';
import { publishUserEvent } from '../../platform/user-events.ts';
import { publicConfigValue } from '../app-config/index.ts';
import { announceBalances, type Ledger } from '../ledger/index.ts';
import { findUserById } from '../users/index.ts';
import { maskAddress } from './address-mask.ts';

export type WithdrawalNotices = ReturnType<typeof createWithdrawalNotices>;

function mailKindOf(order: WithdrawalOrder): FinanceMailKind | null {
  switch (order.status) {
    case 'completed':
      return 'withdrawalCompleted';
    case 'rejected':
      return 'withdrawalRejected';
    case 'failed':
      return 'withdrawalFailed';
    case 'pending':
    case 'processing':
    case 'cancelled':
      return null;
    default: {
      const unknown: never = order.status;
      throw new Error(`unknown status ${String(unknown)}`);
    }
  }
}

/**
 * After a withdrawal's status changed and committed: the order and the new balance on the person's `user`
 * channel, the operators' queue event, and an e-mail for completed, rejected and failed ones in the
 * person's language. Failures are logged: the change itself is done.
 */
export function createWithdrawalNotices(
  ctx: Pick<AppContext, 'db' | 'bus' | 'clock' | 'log' | 'mailer' | 'translator'>,
  ledger: Ledger,
) {
  const mail = async (userId: string, locale: string, order: WithdrawalOrder) => {
    const kind = mailKindOf(order);
    if (!kind) return;
    const user = await findUserById(ctx.db, userId);
    if (!user) return;
    const appName = (await publicConfigValue(ctx.db, 'app_name')) ?? APP_DEFAULTS.app_name;
    const params = {
      appName,
      orderNo: order.orderNo,
      amount: order.amount,
      total: order.totalAmount,
      // Masked as the console's queue shows it: every mail is also kept in the outbox (and, without SMTP,
      // in the log), where the whole address would be a plain copy of what the order row keeps sealed.
      address: maskAddress(order.address),
      txId: order.txId ?? '',
      reason: order.rejectReason ?? '',
    };
    // The person's stored language (the app's language setting), else the one the order was placed in.
    const language = isLocale(user.locale) ? user.locale : locale;
    await ctx.mailer.send(
      composeFinanceMail(ctx.translator, { kind, to: user.email, locale: language, params }),
    );
  };

  return {
    async changed(userId: string, locale: string, order: WithdrawalOrder): Promise<void> {
      const steps: Array<() => Promise<void>> = [
        () => publishUserEvent(ctx.bus, userId, { kind: 'withdrawal-order', order }),
        () =>
          publishFinanceQueue(ctx.bus, { queue: 'withdrawal', orderNo: order.orderNo, status: order.status }),
        () =>
          order.status === 'processing'
            ? Promise.resolve()
            : announceBalances({ bus: ctx.bus, clock: ctx.clock, ledger }, userId, [order.currency]),
        () => mail(userId, locale, order),
      ];
      for (const step of steps) {
        await step().catch((error: unknown) => {
          ctx.log.warn({ err: error, orderNo: order.orderNo }, 'withdrawal notice failed');
        });
      }
    },
  };
}
