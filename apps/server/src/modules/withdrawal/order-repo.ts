import type { WithdrawalQueueFilter } from '@halcyon/api';
import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../platform/db.ts';
import type { WithdrawalOrderTable, WithdrawalStatusColumn } from '../../platform/db-schema-finance.ts';
import { formatAmount } from '../ledger/index.ts';
import { operatorDisplayName } from '../operators/index.ts';
import { idsOfUsersMatching } from '../users/index.ts';

export type WithdrawalOrderRow = Selectable<WithdrawalOrderTable>;

export async function insertOrder(db: Db, row: WithdrawalOrderRow): Promise<void> {
  await db.insertInto('withdrawal_orders').values(row).execute();
}

export async function findOrder(db: Db, orderNo: string): Promise<WithdrawalOrderRow | undefined> {
  return db.selectFrom('withdrawal_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
}

/** Row-locked for a decision: a concurrent decision waits, then sees this one's outcome. */
export async function lockOrder(db: Db, orderNo: string): Promise<WithdrawalOrderRow | undefined> {
  return db
    .selectFrom('withdrawal_orders')
    .selectAll()
    .where('order_no', '=', orderNo)
    .forUpdate()
    .executeTakeFirst();
}

/** Guarded: applies only while the order still has one of the statuses `from`. */
export async function moveOrder(
  db: Db,
  orderNo: string,
  from: readonly WithdrawalStatusColumn[],
  values: Updateable<WithdrawalOrderTable>,
): Promise<WithdrawalOrderRow | undefined> {
  return db
    .updateTable('withdrawal_orders')
    .set(values)
    .where('order_no', '=', orderNo)
    .where('status', 'in', from)
    .returningAll()
    .executeTakeFirst();
}

type OrderFilter = {
  userId?: string;
  /** A person's list filters by status only; the console's queue also by `awaiting-second-approval`. */
  status: WithdrawalQueueFilter;
  limit: number;
  offset: number;
  /**
   * An order number, user id or account; with `personal` (finance.personal) also an owner's e-mail or an
   * address, found by `addressIndex` (address-box.ts).
   */
  search?: { text: string; addressIndex: string; personal: boolean };
};

type OrderPage<R> = { rows: R[]; total: number };

/** An order as the console reads it: with the display names of the operators who acted on it. */
export type AdminWithdrawalOrderRow = WithdrawalOrderRow & {
  taken_by_name: string | null;
  approved_by_name: string | null;
  decided_by_name: string | null;
};

/** Column names qualified: the console's reads join the operators table, which has its own id and status. */
function filteredOrders(db: Db, query: Omit<OrderFilter, 'limit' | 'offset'>) {
  let base = db.selectFrom('withdrawal_orders');
  if (query.userId !== undefined) base = base.where('withdrawal_orders.user_id', '=', query.userId);
  if (query.status === 'awaiting-second-approval')
    // Taken (an approval comes only after the take), at or above the four-eyes amount, not yet approved.
    base = base
      .where('withdrawal_orders.status', '=', 'processing')
      .where('withdrawal_orders.needs_second_approval', '=', true)
      .where('withdrawal_orders.approved_by', 'is', null);
  else if (query.status === 'to-handle')
    base = base.where('withdrawal_orders.status', 'in', ['pending', 'processing']);
  else if (query.status !== 'all') base = base.where('withdrawal_orders.status', '=', query.status);
  if (query.search) {
    const { text, addressIndex, personal } = query.search;
    // An address or an e-mail is matched only for whom sees it whole: a guessed one must find nothing.
    base = base.where((eb) =>
      eb.or([
        eb('withdrawal_orders.order_no', '=', text),
        eb('withdrawal_orders.user_id', '=', text),
        ...(personal
          ? [
              eb('withdrawal_orders.address_hmac', '=', addressIndex),
              // A row written before addresses were sealed, not yet sealed by `npm run seal:legacy`.
              eb('withdrawal_orders.address', '=', text),
            ]
          : []),
        eb('withdrawal_orders.user_id', 'in', idsOfUsersMatching(db, text, personal)),
      ]),
    );
  }
  return base;
}

type OrderQuery = ReturnType<typeof filteredOrders>;

/** Each operator id joined to the operator's display name (a left join: null when there is no such row). */
function withOperatorNames(orders: OrderQuery) {
  return orders
    .leftJoin('operators as taker', 'taker.id', 'withdrawal_orders.taken_by')
    .leftJoin('operators as approver', 'approver.id', 'withdrawal_orders.approved_by')
    .leftJoin('operators as decider', 'decider.id', 'withdrawal_orders.decided_by')
    .selectAll('withdrawal_orders')
    .select([
      operatorDisplayName('taker').as('taken_by_name'),
      operatorDisplayName('approver').as('approved_by_name'),
      operatorDisplayName('decider').as('decided_by_name'),
    ]);
}

/** One page of the orders `query` asks for, newest first, and how many there are in all. */
async function pageOf<R>(
  db: Db,
  query: OrderFilter,
  select: (page: OrderQuery) => Promise<R[]>,
): Promise<OrderPage<R>> {
  const base = filteredOrders(db, query);
  const page = base
    .orderBy('withdrawal_orders.created_at', 'desc')
    .orderBy('withdrawal_orders.id', 'desc')
    .limit(query.limit)
    .offset(query.offset);
  const [rows, count] = await Promise.all([
    select(page),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function listOrders(db: Db, query: OrderFilter): Promise<OrderPage<WithdrawalOrderRow>> {
  return pageOf(db, query, (page) => page.selectAll('withdrawal_orders').execute());
}

/** The console's queue: as `listOrders`, with the operators' names. */
export function listAdminOrders(db: Db, query: OrderFilter): Promise<OrderPage<AdminWithdrawalOrderRow>> {
  return pageOf(db, query, (page) => withOperatorNames(page).execute());
}

/** How many taken orders await a second finance operator's approval (the queue's count beside its filter). */
export async function countAwaitingSecondApproval(db: Db): Promise<number> {
  const count = await filteredOrders(db, { status: 'awaiting-second-approval' })
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(count.n);
}

/** One order as the console reads it, with the operators' names. */
export async function findAdminOrder(db: Db, orderNo: string): Promise<AdminWithdrawalOrderRow | undefined> {
  const one = db.selectFrom('withdrawal_orders').where('withdrawal_orders.order_no', '=', orderNo);
  return withOperatorNames(one).executeTakeFirst();
}

/** What a person withdrew (or has pending) since `since`: cancelled, rejected and failed ones do not count. */
export async function withdrawnSince(db: Db, userId: string, since: Date): Promise<string> {
  const row = await db
    .selectFrom('withdrawal_orders')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('total'))
    .where('user_id', '=', userId)
    .where('status', 'in', ['pending', 'processing', 'completed'])
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return String(row.total);
}

/**
 * The console dashboard's withdrawal figures: orders waiting for an operator (pending or processing), and
 * what was paid out since `since` per currency (amounts sent, fees not included).
 */
export async function withdrawalFigures(
  db: Db,
  since: Date,
): Promise<{ pending: number; todaySums: Record<string, string> }> {
  const open = await db
    .selectFrom('withdrawal_orders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', 'in', ['pending', 'processing'])
    .executeTakeFirstOrThrow();
  const sums = await db
    .selectFrom('withdrawal_orders')
    .select((eb) => ['currency', eb.fn.sum<string>('amount').as('total')])
    .where('status', '=', 'completed')
    .where('completed_at', '>=', since)
    .groupBy('currency')
    .execute();
  return {
    pending: Number(open.n),
    todaySums: Object.fromEntries(sums.map((row) => [row.currency, formatAmount(String(row.total))])),
  };
}

/** Up to `limit` orders still holding their address plain, by id after `after`: the sealing pass's pages. */
export async function listPlainAddressesAfter(db: Db, after: string, limit: number) {
  return db
    .selectFrom('withdrawal_orders')
    .select(['id', 'user_id', 'address'])
    .where('address', 'is not', null)
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Guarded: only while the order still holds `plain` plain (a parallel pass may have sealed it). */
export async function replacePlainAddress(
  db: Db,
  id: string,
  plain: string,
  sealed: Pick<WithdrawalOrderTable, 'address' | 'address_sealed' | 'address_hmac'>,
): Promise<boolean> {
  const result = await db
    .updateTable('withdrawal_orders')
    .set(sealed)
    .where('id', '=', id)
    .where('address', '=', plain)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
