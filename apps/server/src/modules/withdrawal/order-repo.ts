import type { FinanceStatusFilter } from '@halcyon/api';
import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../platform/db.ts';
import type { WithdrawalOrderTable, WithdrawalStatusColumn } from '../../platform/db-schema-finance.ts';
import { formatAmount } from '../ledger/index.ts';

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

export async function listOrders(
  db: Db,
  query: { userId?: string; status: FinanceStatusFilter; limit: number; offset: number; search?: string },
): Promise<{ rows: WithdrawalOrderRow[]; total: number }> {
  let base = db.selectFrom('withdrawal_orders');
  if (query.userId !== undefined) base = base.where('user_id', '=', query.userId);
  if (query.status !== 'all') base = base.where('status', '=', query.status);
  if (query.search) {
    const search = query.search;
    base = base.where((eb) =>
      eb.or([
        eb('order_no', '=', search),
        eb('user_id', '=', search),
        eb('address', '=', search),
        eb(
          'user_id',
          'in',
          eb
            .selectFrom('users')
            .select('id')
            .where((u) => u.or([u('account', '=', search), u('email', '=', search.toLowerCase())])),
        ),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
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
