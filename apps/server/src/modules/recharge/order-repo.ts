import type { FinanceStatusFilter } from '@halcyon/api';
import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../platform/db.ts';
import type { RechargeOrderTable, RechargeStatusColumn } from '../../platform/db-schema-finance.ts';
import { formatAmount } from '../ledger/index.ts';
import { operatorDisplayName } from '../operators/index.ts';
import { idsOfUsersMatching } from '../users/index.ts';

export type RechargeOrderRow = Selectable<RechargeOrderTable>;

export async function insertOrder(db: Db, row: RechargeOrderRow): Promise<void> {
  await db.insertInto('recharge_orders').values(row).execute();
}

export async function findOrder(db: Db, orderNo: string): Promise<RechargeOrderRow | undefined> {
  return db.selectFrom('recharge_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
}

/**
 * Whether one of these proofs (the uploads of one image) backs a deposit that is waiting for review or was
 * credited: such a proof is spent. A rejected, cancelled or failed deposit credited nothing, so its proof
 * may back a new one.
 */
export async function proofBacksLiveOrder(db: Db, proofFileIds: readonly string[]): Promise<boolean> {
  if (proofFileIds.length === 0) return false;
  const row = await db
    .selectFrom('recharge_orders')
    .select('order_no')
    .where('proof_file_id', 'in', proofFileIds)
    .where('status', 'in', ['pending', 'completed'])
    .executeTakeFirst();
  return row !== undefined;
}

/** The order number of another deposit that one of these proofs (the uploads of one image) credited, if any. */
export async function otherCompletedWithProof(
  db: Db,
  proofFileIds: readonly string[],
  orderNo: string,
): Promise<string | undefined> {
  if (proofFileIds.length === 0) return undefined;
  const row = await db
    .selectFrom('recharge_orders')
    .select('order_no')
    .where('proof_file_id', 'in', proofFileIds)
    .where('status', '=', 'completed')
    .where('order_no', '<>', orderNo)
    .executeTakeFirst();
  return row?.order_no;
}

/** Row-locked for a decision: a second decision on the same order waits, then sees the first one's status. */
export async function lockOrder(db: Db, orderNo: string): Promise<RechargeOrderRow | undefined> {
  return db
    .selectFrom('recharge_orders')
    .selectAll()
    .where('order_no', '=', orderNo)
    .forUpdate()
    .executeTakeFirst();
}

/** Guarded: applies only while the order still has status `from`; undefined when it no longer does. */
export async function moveOrder(
  db: Db,
  orderNo: string,
  from: RechargeStatusColumn,
  values: Updateable<RechargeOrderTable>,
): Promise<RechargeOrderRow | undefined> {
  return db
    .updateTable('recharge_orders')
    .set(values)
    .where('order_no', '=', orderNo)
    .where('status', '=', from)
    .returningAll()
    .executeTakeFirst();
}

type OrderFilter = {
  userId?: string;
  status: FinanceStatusFilter;
  limit: number;
  offset: number;
  /** `personal` (finance.personal): the text may also name an owner's e-mail. */
  search?: { text: string; personal: boolean };
};

export type OrderPage<R = RechargeOrderRow> = { rows: R[]; total: number };

/** An order as the console reads it: with the display name of the operator who decided it. */
export type AdminRechargeOrderRow = RechargeOrderRow & { decided_by_name: string | null };

/** Column names qualified: the console's reads join the operators table, which has its own id and status. */
function filteredOrders(db: Db, query: OrderFilter & { status: Exclude<FinanceStatusFilter, 'processing'> }) {
  let base = db.selectFrom('recharge_orders');
  if (query.userId !== undefined) base = base.where('recharge_orders.user_id', '=', query.userId);
  if (query.status !== 'all') base = base.where('recharge_orders.status', '=', query.status);
  if (query.search) {
    const { text, personal } = query.search;
    // An e-mail is matched only for whom sees it whole: a guessed one must find nothing.
    base = base.where((eb) =>
      eb.or([
        eb('recharge_orders.order_no', '=', text),
        eb('recharge_orders.user_id', '=', text),
        eb('recharge_orders.user_id', 'in', idsOfUsersMatching(db, text, personal)),
      ]),
    );
  }
  return base;
}

type OrderQuery = ReturnType<typeof filteredOrders>;

/** The deciding operator's id joined to their display name (a left join: null when there is no such row). */
function withOperatorName(orders: OrderQuery) {
  return orders
    .leftJoin('operators as decider', 'decider.id', 'recharge_orders.decided_by')
    .selectAll('recharge_orders')
    .select(operatorDisplayName('decider').as('decided_by_name'));
}

/** One page of the orders `query` asks for, newest first, and how many there are in all. */
async function pageOf<R>(
  db: Db,
  query: OrderFilter,
  select: (page: OrderQuery) => Promise<R[]>,
): Promise<OrderPage<R>> {
  // Deposits are never 'processing': that filter simply finds none.
  if (query.status === 'processing') return { rows: [], total: 0 };
  const base = filteredOrders(db, { ...query, status: query.status });
  const page = base
    .orderBy('recharge_orders.created_at', 'desc')
    .orderBy('recharge_orders.id', 'desc')
    .limit(query.limit)
    .offset(query.offset);
  const [rows, count] = await Promise.all([
    select(page),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function listOrders(db: Db, query: OrderFilter): Promise<OrderPage> {
  return pageOf(db, query, (page) => page.selectAll('recharge_orders').execute());
}

/** The console's queue: as `listOrders`, with the deciding operator's name. */
export function listAdminOrders(db: Db, query: OrderFilter): Promise<OrderPage<AdminRechargeOrderRow>> {
  return pageOf(db, query, (page) => withOperatorName(page).execute());
}

/** One order as the console reads it, with the deciding operator's name. */
export async function findAdminOrder(db: Db, orderNo: string): Promise<AdminRechargeOrderRow | undefined> {
  const one = db.selectFrom('recharge_orders').where('recharge_orders.order_no', '=', orderNo);
  return withOperatorName(one).executeTakeFirst();
}

/** Pending orders whose time ran out, oldest first. */
export async function listExpiredPending(db: Db, now: Date, limit: number): Promise<RechargeOrderRow[]> {
  return db
    .selectFrom('recharge_orders')
    .selectAll()
    .where('status', '=', 'pending')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}

/** A person's latest credited deposits (the withdrawal review shows them). */
export async function listRecentCompleted(
  db: Db,
  userId: string,
  limit: number,
): Promise<RechargeOrderRow[]> {
  return db
    .selectFrom('recharge_orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'completed')
    .orderBy('completed_at', 'desc')
    .limit(limit)
    .execute();
}

/**
 * The console dashboard's deposit figures: pending orders, and what was credited since `since` per currency
 * (the amounts people sent, fee included).
 */
export async function depositFigures(
  db: Db,
  since: Date,
): Promise<{ pending: number; todaySums: Record<string, string> }> {
  const pending = await db
    .selectFrom('recharge_orders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  const sums = await db
    .selectFrom('recharge_orders')
    .select((eb) => ['currency', eb.fn.sum<string>('amount').as('total')])
    .where('status', '=', 'completed')
    .where('completed_at', '>=', since)
    .groupBy('currency')
    .execute();
  return {
    pending: Number(pending.n),
    todaySums: Object.fromEntries(sums.map((row) => [row.currency, formatAmount(String(row.total))])),
  };
}
