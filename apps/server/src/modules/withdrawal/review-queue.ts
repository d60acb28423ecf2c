import type { AdminWithdrawalOrder, AdminWithdrawalOrderList, WithdrawalAdminListQuery } from '@halcyon/api';
import type { AppContext } from '../../platform/app-types.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { offsetOf, paginationOf } from '../../platform/paging.ts';
import { formatAmount } from '../ledger/index.ts';
import { listRecentCompleted } from '../recharge/index.ts';
import { findUserById, toFinanceOrderUser, withEmailMasked } from '../users/index.ts';
import type { AddressBox } from './address-box.ts';
import { maskAddress } from './address-mask.ts';
import { toOrder } from './order-mapper.ts';
import {
  type AdminWithdrawalOrderRow,
  countAwaitingSecondApproval,
  findAdminOrder,
  listAdminOrders,
} from './order-repo.ts';

const RECENT_DEPOSITS = 5;

/** As a role without finance.personal sees an order: the address and the owner's e-mail masked. */
function masked(order: AdminWithdrawalOrder): AdminWithdrawalOrder {
  return { ...order, address: maskAddress(order.address), user: withEmailMasked(order.user) };
}

/** An order with what the reviewer needs about its owner. */
async function toAdmin(
  db: Db,
  row: AdminWithdrawalOrderRow,
  addresses: AddressBox,
): Promise<AdminWithdrawalOrder> {
  const user = await findUserById(db, row.user_id);
  if (!user) throw new Error(`withdrawal of a missing user ${row.user_id}`);
  const deposits = await listRecentCompleted(db, row.user_id, RECENT_DEPOSITS);
  return {
    ...toOrder(row, addresses),
    user: toFinanceOrderUser(user),
    recentDeposits: deposits.map((d) => ({
      orderNo: d.order_no,
      actualAmount: formatAmount(d.actual_amount),
      completedAt: d.completed_at?.getTime() ?? null,
    })),
    takenBy: row.taken_by,
    takenByName: row.taken_by_name,
    approvedBy: row.approved_by,
    approvedByName: row.approved_by_name,
    needsSecondApproval: row.needs_second_approval,
    failReason: row.fail_reason,
    decidedBy: row.decided_by,
    decidedByName: row.decided_by_name,
  };
}

/** The console's queue: a page of orders, each address masked; a search finds an address by its index. */
async function listForReview(
  { db, addresses }: Pick<AppContext, 'db'> & { addresses: () => Promise<AddressBox> },
  query: WithdrawalAdminListQuery,
  personal: boolean,
): Promise<AdminWithdrawalOrderList> {
  const box = await addresses();
  // An address is found by its blind index: the sealed column cannot be compared.
  const search = query.search && { text: query.search, addressIndex: box.index(query.search), personal };
  const [{ rows, total }, awaitingSecondApproval] = await Promise.all([
    listAdminOrders(db, {
      status: query.status,
      limit: query.limit,
      offset: offsetOf(query),
      ...(search ? { search } : {}),
    }),
    countAwaitingSecondApproval(db),
  ]);
  return {
    awaitingSecondApproval,
    // The queue never shows an address whole: the review of one does, to whom may see it, audited.
    items: await Promise.all(
      rows.map(async (row) => {
        const order = await toAdmin(db, row, box);
        return personal ? { ...order, address: maskAddress(order.address) } : masked(order);
      }),
    ),
    pagination: paginationOf(total, query),
  };
}

/** The withdrawal queue as operators read it: a page of orders, or one, each with what the review needs. */
export function createWithdrawalReviewQueue(db: Db, addresses: () => Promise<AddressBox>) {
  async function detail(orderNo: string): Promise<AdminWithdrawalOrder> {
    const row = await findAdminOrder(db, orderNo);
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    return toAdmin(db, row, await addresses());
  }

  return {
    /** The queue; `personal` (finance.personal) e-mails shown and searched, addresses searched only. */
    list: (query: WithdrawalAdminListQuery, personal: boolean) =>
      listForReview({ db, addresses }, query, personal),

    detail,

    /**
     * One order as an operator opens it: the address whole for a role with finance.personal, after `audit`
     * recorded the view (a view that cannot be recorded shows nothing); address and e-mail masked, and not a
     * view of anything personal, for the others.
     */
    async reviewOne(
      orderNo: string,
      full: boolean,
      audit: (db: Db, userId: string) => Promise<void>,
    ): Promise<AdminWithdrawalOrder> {
      const order = await detail(orderNo);
      if (!full) return masked(order);
      await audit(db, order.user.userId);
      return order;
    },
  };
}
