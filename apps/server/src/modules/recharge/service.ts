import type {
  FinanceOrderListQuery,
  RechargeConfig,
  RechargeOrder,
  RechargeOrderList,
  RechargeOrderRequest,
} from '@halcyon/api';
import type { Locale } from '@halcyon/i18n';
import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { offsetOf, paginationOf } from '../../platform/paging.ts';
import { listConfigs } from './config-repo.ts';
import { toConfig, toOrder } from './order-mapper.ts';
import { findOrder, listOrders, lockOrder, moveOrder } from './order-repo.ts';
import { type ProofUploads, placeRecharge } from './place-recharge.ts';

export type RechargeService = ReturnType<typeof createRechargeService>;

/** A person's deposits: the configs, placing an order with its proof, the history, cancelling. */
export function createRechargeService(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  deps: { uploads: ProofUploads },
) {
  return {
    async configs(): Promise<RechargeConfig[]> {
      return (await listConfigs(db, true)).map(toConfig);
    },

    /** Inside the Idempotency-Key's transaction: the order and the proof's reference commit together. */
    create: (trx: Db, userId: string, locale: Locale, input: RechargeOrderRequest): Promise<RechargeOrder> =>
      placeRecharge({ clock, uploads: deps.uploads }, trx, userId, locale, input),

    async list(userId: string, query: FinanceOrderListQuery): Promise<RechargeOrderList> {
      const { rows, total } = await listOrders(db, {
        userId,
        status: query.status,
        limit: query.limit,
        offset: offsetOf(query),
      });
      return {
        items: rows.map(toOrder),
        pagination: paginationOf(total, query),
      };
    },

    /** Another person's order number is as unknown as a made-up one. */
    async detail(userId: string, orderNo: string): Promise<RechargeOrder> {
      const row = await findOrder(db, orderNo);
      if (!row || row.user_id !== userId) throw new AppError('ORDER_NOT_FOUND');
      return toOrder(row);
    },

    /** Pending only: nothing was credited, so nothing moves. */
    async cancel(userId: string, orderNo: string): Promise<RechargeOrder> {
      return db.transaction().execute(async (trx) => {
        const row = await lockOrder(trx, orderNo);
        if (!row || row.user_id !== userId) throw new AppError('ORDER_NOT_FOUND');
        const at = dateOf(clock);
        const moved = await moveOrder(trx, orderNo, 'pending', { status: 'cancelled', updated_at: at });
        if (!moved) throw new AppError('ORDER_STATUS_CHANGED');
        return toOrder(moved);
      });
    },
  };
}
