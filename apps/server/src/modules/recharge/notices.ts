import { APP_DEFAULTS, type RechargeOrder } from '@halcyon/api';
import { isLocale } from '@halcyon/i18n';
import type { AppContext } from '../../platform/app-types.ts';
import { composeFinanceMail, type FinanceMailKind } from '../../platform/finance-mail.ts';
import { publishFinanceQueue } from '../../platform/finance-queue.ts';
import { publishUserEvent } from '../../platform/user-events.ts';
import { publicConfigValue } from '../app-config/index.ts';
import { announceBalances, type Ledger } from '../ledger/index.ts';
import { findUserById } from '../users/index.ts';

export type RechargeNotices = ReturnType<typeof createRechargeNotices>;

function mailKindOf(order: RechargeOrder): FinanceMailKind | null {
  switch (order.status) {
    case 'completed':
      return 'rechargeCompleted';
    case 'rejected':
      return 'rechargeRejected';
    case 'failed':
      return 'rechargeFailed';
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
 * After a deposit's status changed and committed: the person's open screens hear it on their `user` channel
 * (and the new balance when credited), the operators' queues hear it, and completed, rejected and failed
 * orders are e-mailed in the person's language. A failed notice is logged, never turned into an error: the
 * change itself is done.
 */
export function createRechargeNotices(
  ctx: Pick<AppContext, 'db' | 'bus' | 'clock' | 'log' | 'mailer' | 'translator'>,
  ledger: Ledger,
) {
  const mail = async (userId: string, locale: string, order: RechargeOrder) => {
    const kind = mailKindOf(order);
    if (!kind) return;
    const user = await findUserById(ctx.db, userId);
    if (!user) return;
    const appName = (await publicConfigValue(ctx.db, 'app_name')) ?? APP_DEFAULTS.app_name;
    const params = {
      appName,
      orderNo: order.orderNo,
      amount: order.amount,
      fee: order.fee,
      actualAmount: order.actualAmount,
      reason: order.rejectReason ?? '',
    };
    // The person's stored language (the app's language setting), else the one the order was placed in.
    const language = isLocale(user.locale) ? user.locale : locale;
    await ctx.mailer.send(
      composeFinanceMail(ctx.translator, { kind, to: user.email, locale: language, params }),
    );
  };

  return {
    async changed(userId: string, locale: string, order: RechargeOrder): Promise<void> {
      const steps: Array<() => Promise<void>> = [
        () => publishUserEvent(ctx.bus, userId, { kind: 'recharge-order', order }),
        () =>
          publishFinanceQueue(ctx.bus, { queue: 'recharge', orderNo: order.orderNo, status: order.status }),
        () =>
          order.status === 'completed'
            ? announceBalances({ bus: ctx.bus, clock: ctx.clock, ledger }, userId, [order.currency])
            : Promise.resolve(),
        () => mail(userId, locale, order),
      ];
      for (const step of steps) {
        await step().catch((error: unknown) => {
          ctx.log.warn({ err: error, orderNo: order.orderNo }, 'recharge notice failed');
        });
      }
    },
  };
}
