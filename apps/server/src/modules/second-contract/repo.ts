import type { ContractResult } from '@halcyon/api';
import { type Selectable, sql } from 'kysely';
import { columnLiteral } from '../../platform/array-literal.ts';
import type { Db } from '../../platform/db.ts';
import type { ContractOrderTable } from '../../platform/db-schema-second-contract.ts';
import { tickStoredBetween } from '../market-data/index.ts';
import { claimInIndexOrder, updateByPrimaryKey } from './queue-plans.ts';

export type ContractOrderRow = Selectable<ContractOrderTable>;

export type ContractSettingsRow = {
  currency: string;
  minAmount: string;
  maxAmount: string;
  drawRule: 'refund';
};

export type ContractPeriodRow = { seconds: number; payoutRate: string };

export async function findSettings(db: Db): Promise<ContractSettingsRow> {
  const row = await db
    .selectFrom('contract_settings')
    .select(['currency', 'min_amount', 'max_amount', 'draw_rule'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return {
    currency: row.currency,
    minAmount: row.min_amount,
    maxAmount: row.max_amount,
    drawRule: row.draw_rule,
  };
}

export async function listEnabledPeriods(db: Db): Promise<ContractPeriodRow[]> {
  const rows = await db
    .selectFrom('contract_periods')
    .select(['seconds', 'payout_rate'])
    .where('enabled', '=', true)
    .orderBy('seconds')
    .execute();
  return rows.map((row) => ({ seconds: row.seconds, payoutRate: row.payout_rate }));
}

/** Pairs an operator turned off; every other pair is enabled. */
export async function listDisabledSymbols(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('contract_pair_settings')
    .select('symbol')
    .where('enabled', '=', false)
    .execute();
  return rows.map((row) => row.symbol);
}

export async function setPairEnabled(db: Db, symbol: string, enabled: boolean, at: Date): Promise<void> {
  await db
    .insertInto('contract_pair_settings')
    .values({ symbol, enabled, updated_at: at })
    .onConflict((oc) => oc.column('symbol').doUpdateSet({ enabled, updated_at: at }))
    .execute();
}

export type NewContractOrder = Pick<
  ContractOrderRow,
  | 'id'
  | 'order_no'
  | 'user_id'
  | 'symbol'
  | 'period'
  | 'direction'
  | 'amount'
  | 'currency'
  | 'payout_rate'
  | 'created_at'
  | 'expire_at'
>;

export async function insertOrder(db: Db, order: NewContractOrder): Promise<ContractOrderRow> {
  return db
    .insertInto('contract_orders')
    .values({ ...order, status: 'pending' })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Many at once (benchmarks, bulk seeding), in one statement. */
export async function insertOrders(db: Db, orders: readonly NewContractOrder[]): Promise<void> {
  if (orders.length === 0) return;
  await db
    .insertInto('contract_orders')
    .values(orders.map((order) => ({ ...order, status: 'pending' as const })))
    .execute();
}

export async function findOrderByNo(db: Db, orderNo: string): Promise<ContractOrderRow | undefined> {
  return db.selectFrom('contract_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
}

export async function listOpenOrders(db: Db, userId: string): Promise<ContractOrderRow[]> {
  return db
    .selectFrom('contract_orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', 'in', ['pending', 'running'])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export async function listFinishedOrders(
  db: Db,
  query: { userId: string; symbol?: string; result?: ContractResult; limit: number; offset: number },
): Promise<{ rows: ContractOrderRow[]; total: number }> {
  let base = db
    .selectFrom('contract_orders')
    .where('user_id', '=', query.userId)
    .where('status', 'not in', ['pending', 'running']);
  if (query.symbol !== undefined) base = base.where('symbol', '=', query.symbol);
  if (query.result !== undefined) base = base.where('result', '=', query.result);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select(sql<string>`count(*)::text`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/**
 * Ends a pending order as cancelled (by its owner) or expired (no entry tick in its window): the whole
 * amount is paid back, nothing won. A guarded transition: undefined when the order was not pending any
 * more (started, expired, cancelled).
 */
/**
 * Ends a pending order with its stake back. A cancel is refused once an entry tick is stored in the order's
 * window: it is then only waiting for the worker to start it, and the person can already see where the
 * price went after the entry, so backing out would pick the losing contracts to undo.
 */
export async function endPendingOrder(
  db: Db,
  id: string,
  outcome: 'cancelled' | 'expired',
  at: Date,
): Promise<ContractOrderRow | undefined> {
  let update = db
    .updateTable('contract_orders')
    .set({ status: outcome, result: outcome, settled_at: at, payout: sql`amount`, net_amount: '0' })
    .where('id', '=', id)
    .where('status', '=', 'pending');
  if (outcome === 'cancelled') {
    const entered = tickStoredBetween(
      sql.ref('contract_orders.symbol'),
      sql.ref('contract_orders.created_at'),
      sql.ref('contract_orders.expire_at'),
    );
    update = update.where(sql<boolean>`NOT ${entered}`);
  }
  return update.returningAll().executeTakeFirst();
}

export type EvidenceTick = { id: string; price: string; time: number; source: string };

/**
 * Starts many pending orders in one statement, each at its entry tick, guarded by status = 'pending';
 * returns the rows that changed (a caller seeing fewer than it asked for must roll back). Each id is looked
 * up in the primary key (updateByPrimaryKey: the status it must have travels with it).
 */
export async function startOrders(
  db: Db,
  starts: readonly { id: string; tick: EvidenceTick; endAt: number }[],
): Promise<ContractOrderRow[]> {
  if (starts.length === 0) return [];
  const column = (pick: (s: (typeof starts)[number]) => string) => columnLiteral(starts, pick);
  const iso = (ms: number) => new Date(ms).toISOString();
  return updateByPrimaryKey(
    db,
    sql<ContractOrderRow>`
    UPDATE contract_orders o SET
      status = 'running', start_at = s.time, end_at = s.end_at, expire_at = s.end_at,
      entry_tick_id = s.tick_id, entry_price = s.price::numeric, entry_time = s.time, entry_source = s.source
    FROM unnest(
      ${column((s) => s.id)}::text[], ${column(() => 'pending')}::text[], ${column((s) => s.tick.id)}::text[],
      ${column((s) => s.tick.price)}::text[], ${column((s) => iso(s.tick.time))}::timestamptz[],
      ${column((s) => iso(s.endAt))}::timestamptz[], ${column((s) => s.tick.source)}::text[]
    ) AS s(id, status_before, tick_id, price, time, end_at, source)
    WHERE o.id = s.id AND o.status = s.status_before
    RETURNING o.*`,
  );
}

export type Settlement = {
  id: string;
  result: 'profit' | 'loss' | 'draw';
  exit: EvidenceTick;
  payout: string;
  netAmount: string;
};

/**
 * Completes many running orders in one statement, each guarded by status = 'running' and looked up in the
 * primary key (updateByPrimaryKey). Returns the ids that changed (not the rows: reading thousands of rows
 * back costs more than the update; completedRow gives the same row); a caller seeing fewer than it asked
 * for must roll back (someone else settled them).
 */
export async function completeOrders(
  db: Db,
  settlements: readonly Settlement[],
  at: Date,
): Promise<string[]> {
  if (settlements.length === 0) return [];
  const column = (pick: (s: Settlement) => string | null) => columnLiteral(settlements, pick);
  const rows = await updateByPrimaryKey(
    db,
    sql<{ id: string }>`
    UPDATE contract_orders o SET
      status = 'completed', result = s.result, settled_at = ${at},
      exit_tick_id = s.tick_id, exit_price = s.price::numeric, exit_time = s.time,
      exit_source = s.source, payout = s.payout::numeric, net_amount = s.net::numeric
    FROM unnest(
      ${column((s) => s.id)}::text[], ${column(() => 'running')}::text[], ${column((s) => s.result)}::text[],
      ${column((s) => s.exit.id)}::text[], ${column((s) => s.exit.price)}::text[],
      ${column((s) => new Date(s.exit.time).toISOString())}::timestamptz[], ${column((s) => s.exit.source)}::text[],
      ${column((s) => s.payout)}::text[], ${column((s) => s.netAmount)}::text[]
    ) AS s(id, status_before, result, tick_id, price, time, source, payout, net)
    WHERE o.id = s.id AND o.status = s.status_before
    RETURNING o.id`,
  );
  return rows.map((row) => row.id);
}

/** A claimed running order as completeOrders leaves it: the same columns the UPDATE sets. */
export function completedRow(row: ContractOrderRow, settlement: Settlement, at: Date): ContractOrderRow {
  return {
    ...row,
    status: 'completed',
    result: settlement.result,
    settled_at: at,
    exit_tick_id: settlement.exit.id,
    exit_price: settlement.exit.price,
    exit_time: new Date(settlement.exit.time),
    exit_source: settlement.exit.source,
    payout: settlement.payout,
    net_amount: settlement.netAmount,
  };
}

/**
 * Whether a settlement pass has anything to claim: a pending order (it may have its entry tick or be past
 * its window), or a running order past its end. One read without locks on the two partial indexes, so a
 * pass with nothing to do (most of them: one every stored tick) costs one statement instead of a
 * transaction per claim lane.
 */
export async function contractWorkDue(db: Db, now: Date): Promise<{ pending: boolean; running: boolean }> {
  const { rows } = await sql<{ pending: boolean; running: boolean }>`
    SELECT EXISTS (SELECT 1 FROM contract_orders WHERE status = 'pending') AS pending,
      EXISTS (SELECT 1 FROM contract_orders WHERE status = 'running' AND end_at <= ${now}) AS running`.execute(
    db,
  );
  const row = rows[0];
  return { pending: row?.pending === true, running: row?.running === true };
}

/**
 * Pending orders that can move now: an entry tick is stored in their window, or the window is over (and
 * `graceMs` more, for a tick stamped in time but stored late). Locked, SKIP LOCKED, as the running ones.
 */
export async function claimActionablePendingOrders(
  db: Db,
  now: Date,
  graceMs: number,
  limit: number,
): Promise<ContractOrderRow[]> {
  return claimInIndexOrder(
    db,
    sql<ContractOrderRow>`
    SELECT o.* FROM contract_orders o
    WHERE o.status = 'pending' AND (
      o.expire_at <= ${new Date(now.getTime() - graceMs)}
      OR ${tickStoredBetween(sql.ref('o.symbol'), sql.ref('o.created_at'), sql.ref('o.expire_at'))}
    )
    ORDER BY o.expire_at LIMIT ${limit}
    FOR UPDATE OF o SKIP LOCKED`,
  );
}

/**
 * Where a pass's next claim starts in the running-order index: the last (end, user) an earlier claim of
 * the pass took. The orders before it were settled by this pass (their index entries stay, dead, until
 * vacuum) or are locked by another claim; starting there spares each claim a walk past all of them, which
 * made a burst's database time grow with the square of its size. Inclusive: the user's remaining orders
 * at that instant may not have fitted in the claim.
 */
export type ClaimCursor = { endAt: Date; userId: string };

/**
 * Running orders past their end whose exit price can no longer change: a later tick of the pair is stored,
 * or `graceMs` have passed since the end (a tick stamped before the end cannot still be on its way).
 * By user within an instant: side-by-side batches then hold disjoint users' balances instead of queueing
 * behind each other's locks.
 */
export async function claimSettleableOrders(
  db: Db,
  now: Date,
  graceMs: number,
  limit: number,
  from?: ClaimCursor,
): Promise<ContractOrderRow[]> {
  const after = from ? sql`AND (o.end_at, o.user_id) >= (${from.endAt}, ${from.userId})` : sql``;
  return claimInIndexOrder(
    db,
    sql<ContractOrderRow>`
    SELECT o.* FROM contract_orders o
    WHERE o.status = 'running' AND o.end_at <= ${now} ${after} AND (
      o.end_at <= ${new Date(now.getTime() - graceMs)}
      OR ${tickStoredBetween(sql.ref('o.symbol'), sql.ref('o.end_at'))}
    )
    ORDER BY o.end_at, o.user_id LIMIT ${limit}
    FOR UPDATE OF o SKIP LOCKED`,
  );
}

/** Running orders of these pairs (for live marks). */
export async function listRunningOrdersOf(
  db: Db,
  symbols: readonly string[],
): Promise<Pick<ContractOrderRow, 'order_no' | 'user_id' | 'symbol'>[]> {
  if (symbols.length === 0) return [];
  return db
    .selectFrom('contract_orders')
    .select(['order_no', 'user_id', 'symbol'])
    .where('status', '=', 'running')
    .where('symbol', 'in', [...symbols])
    .execute();
}
