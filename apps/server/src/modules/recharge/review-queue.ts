import type {
  AdminRechargeOrder,
  AdminRechargeOrderList,
  FinanceAdminListQuery,
  FinanceOrderUser,
} from '@halcyon/api';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { offsetOf, paginationOf } from '../../platform/paging.ts';
import { operatorFileUrl } from '../uploads/index.ts';
import { findUserById, toFinanceOrderUser } from '../users/index.ts';
import { toOrder } from './order-mapper.ts';
import { type AdminRechargeOrderRow, findAdminOrder, listAdminOrders } from './order-repo.ts';

async function orderUser(db: Db, userId: string): Promise<FinanceOrderUser> {
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`recharge order of a missing user ${userId}`);
  return toFinanceOrderUser(user);
}

/** The deposits queue as operators read it: a page of orders, or one, each with its owner and proof. */
export function createRechargeReviewQueue(db: Db) {
  const toAdmin = async (row: AdminRechargeOrderRow): Promise<AdminRechargeOrder> => ({
    ...toOrder(row),
    user: await orderUser(db, row.user_id),
    proofAdminUrl: operatorFileUrl(row.proof_file_id),
    reference: row.reference,
    decidedBy: row.decided_by,
    decidedByName: row.decided_by_name,
    decidedAt: row.decided_at?.getTime() ?? null,
  });

  return {
    /** `personal` (finance.personal): the search may name an owner's e-mail (the route masks the answer). */
    async list(query: FinanceAdminListQuery, personal: boolean): Promise<AdminRechargeOrderList> {
      const { rows, total } = await listAdminOrders(db, {
        status: query.status,
        limit: query.limit,
        offset: offsetOf(query),
        ...(query.search ? { search: { text: query.search, personal } } : {}),
      });
      return {
        items: await Promise.all(rows.map(toAdmin)),
        pagination: paginationOf(total, query),
      };
    },

    async detail(orderNo: string): Promise<AdminRechargeOrder> {
      const row = await findAdminOrder(db, orderNo);
      if (!row) throw new AppError('ORDER_NOT_FOUND');
      return toAdmin(row);
    },
  };
}
