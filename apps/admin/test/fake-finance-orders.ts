import type { Handler } from './fake-server.ts';

type FinanceOrder = {
  orderNo: string;
  status: string;
  updatedAt: number;
  needsSecondApproval?: boolean;
  approvedBy?: string | null;
};

/** A taken withdrawal at or above the four-eyes amount that no second operator has approved yet. */
const awaitingSecond = (order: FinanceOrder) =>
  order.status === 'processing' && order.needsSecondApproval === true && !order.approvedBy;

/**
 * A finance queue as the server keeps it, for `fakeServer`: the list filtered by status as the real route
 * filters it (a taken or decided order leaves the pending queue, the default; the withdrawal queue also
 * has awaiting-second-approval, and counts those on every page), and each order read by its number.
 * `update` is a step on an order, by another operator or answering the console's own.
 */
export function financeOrders<O extends FinanceOrder>(kind: 'recharge' | 'withdrawal', orders: O[]) {
  const byNo = new Map(orders.map((order) => [order.orderNo, order]));
  const routes: Record<string, Handler> = {
    [`GET /${kind}/orders`]: (call) => {
      const status = call.query.status ?? 'pending';
      const all = [...byNo.values()];
      const items = all.filter((order) =>
        status === 'awaiting-second-approval'
          ? awaitingSecond(order)
          : status === 'all' || order.status === status,
      );
      const pagination = { total: items.length, page: 1, limit: 20, totalPages: 1 };
      if (kind === 'recharge') return { data: { items, pagination } };
      return { data: { items, pagination, awaitingSecondApproval: all.filter(awaitingSecond).length } };
    },
  };
  for (const orderNo of byNo.keys()) {
    routes[`GET /${kind}/orders/${orderNo}`] = () => ({ data: byNo.get(orderNo) });
  }
  return {
    routes,
    /** The order after a step: `change` applied, updated a second later unless `change` says otherwise. */
    update(orderNo: string, change: Partial<O>): O {
      const before = byNo.get(orderNo);
      if (!before) throw new Error(`no order ${orderNo} in the fake queue`);
      const after: O = { ...before, updatedAt: before.updatedAt + 1_000, ...change };
      byNo.set(orderNo, after);
      return after;
    },
  };
}
