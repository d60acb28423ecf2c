import type { FastifyBaseLogger } from 'fastify';
import { type Clock, dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { BalanceSnapshot, EntryDraft, Ledger } from '../ledger/index.ts';
import { firstTicksAfter, type TickRow, ticksInForce } from '../market-data/index.ts';
import { refundCause, settlementEntry } from './contract-entries.ts';
import type { ContractNotices } from './contract-notices.ts';
import { contractOutcome } from './outcome.ts';
import {
  type ClaimCursor,
  type ContractOrderRow,
  claimActionablePendingOrders,
  claimSettleableOrders,
  completedRow,
  completeOrders,
  contractWorkDue,
  endPendingOrder,
  type Settlement,
  startOrders,
} from './repo.ts';

/**
 * How long after an end (or an entry deadline) the outcome is final without a later tick: the feed stamps
 * ticks with its own clock and stores them within milliseconds, so a tick stamped before the end cannot
 * arrive after this; with a later tick stored, nothing earlier can arrive either.
 */
export const SETTLE_GRACE_MS = 1_000;
/** Orders per transaction: large enough to amortise the claim, small enough to keep locks short. */
const SETTLE_BATCH = 2000;

export type SettlementDeps = {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  notices: ContractNotices;
  log: FastifyBaseLogger;
  /** Batches settled side by side (each its own transaction and connection); 1 on PGlite. */
  parallel: number;
};

export type SettleReport = { started: number; expired: number; settled: number };

/** Each claimed running order's outcome at its exit tick: its ledger entry and its completed row. */
function outcomesOf(
  rows: readonly ContractOrderRow[],
  exitTick: (row: ContractOrderRow) => TickRow | undefined,
  log: SettlementDeps['log'],
): { settlements: Settlement[]; entries: EntryDraft[] } {
  const settlements: Settlement[] = [];
  const entries: EntryDraft[] = [];
  for (const row of [...rows].sort(compareKeys)) {
    const tick = exitTick(row);
    if (!tick || row.entry_price === null) {
      // The entry tick itself is at or before the end, so this means the ticks were pruned: leave it.
      log.error({ orderNo: row.order_no }, 'second contract has no exit tick; not settled');
      continue;
    }
    const outcome = contractOutcome({
      direction: row.direction,
      amount: row.amount,
      payoutRate: row.payout_rate,
      entryPrice: row.entry_price,
      exitPrice: tick.price,
    });
    entries.push(
      settlementEntry(
        { orderNo: row.order_no, userId: row.user_id, currency: row.currency, amount: row.amount },
        outcome,
      ),
    );
    settlements.push({
      id: row.id,
      result: outcome.result,
      exit: { id: tick.id, price: tick.price, time: tick.time, source: tick.source },
      payout: outcome.payout,
      netAmount: outcome.netAmount,
    });
  }
  return { settlements, entries };
}

/**
 * Moves contracts through their lifecycle from the stored ticks only: pending -> running (entry tick) or
 * expired (no tick in time, refunded); running -> completed once the exit tick is final. Every move is a
 * guarded UPDATE in the same transaction as its ledger entry (unique per order), on rows claimed with
 * FOR UPDATE SKIP LOCKED, so any number of processes can run passes at once and each order moves once.
 */
export function createSettlement(deps: SettlementDeps) {
  const { db, clock, ledger, notices } = deps;
  /**
   * Notices go out after each commit but off the settling path: a burst's thousands of user events must
   * not hold up the next batch. One chain keeps them in commit order; a pass ends when they are sent.
   */
  let noticesSent: Promise<void> = Promise.resolve();
  const notify = (rows: readonly ContractOrderRow[], balances?: readonly BalanceSnapshot[]) => {
    if (rows.length === 0) return;
    noticesSent = noticesSent.then(() => notices.announce(rows, balances));
  };

  /** One batch of pending orders; returns how many were claimed. */
  async function pendingBatch(report: SettleReport): Promise<number> {
    const now = clock.now();
    const changed: ContractOrderRow[] = [];
    const claimed = await db.transaction().execute(async (trx) => {
      const rows = await claimActionablePendingOrders(trx, new Date(now), SETTLE_GRACE_MS, SETTLE_BATCH);
      const entries = await firstTicksAfter(
        trx,
        rows.map((row) => ({
          symbol: row.symbol,
          after: row.created_at.getTime(),
          until: row.expire_at.getTime(),
        })),
      );
      // Refunds lock balances: in (user, currency) order, as every posting does, so passes never deadlock.
      const order = rows.map((row, index) => ({ row, tick: entries[index] }));
      order.sort((a, b) => compareKeys(a.row, b.row));
      const starts = order.flatMap(({ row, tick }) =>
        tick ? [{ id: row.id, tick, endAt: tick.time + row.period * 1000 }] : [],
      );
      // A burst of openings starts in one statement: the end is the entry tick's time plus the period.
      const started = await startOrders(trx, starts);
      if (started.length !== starts.length) throw new Error('claimed contracts are no longer pending');
      changed.push(...started);
      report.started += started.length;
      for (const { row, tick } of order) {
        if (tick || row.expire_at.getTime() + SETTLE_GRACE_MS > now) continue;
        changed.push(await refundUnstarted(trx, row, deps));
        report.expired += 1;
      }
      return rows.length;
    });
    notify(changed);
    return claimed;
  }

  /**
   * One batch of running orders past their end; returns how many were claimed. `pass.cursor` moves to the
   * furthest (end, user) a claim of the pass took (claims are in that order): the next claim starts there.
   */
  async function runningBatch(report: SettleReport, pass: { cursor?: ClaimCursor }): Promise<number> {
    const now = clock.now();
    let settledRows: ContractOrderRow[] = [];
    let balances: BalanceSnapshot[] = [];
    const claimed = await db.transaction().execute(async (trx) => {
      const rows = await claimSettleableOrders(
        trx,
        new Date(now),
        SETTLE_GRACE_MS,
        SETTLE_BATCH,
        pass.cursor,
      );
      if (rows.length === 0) return 0;
      const last = rows[rows.length - 1];
      if (last && (!pass.cursor || compareCursor(last, pass.cursor) > 0)) {
        pass.cursor = { endAt: endAtOf(last), userId: last.user_id };
      }
      const exitTickOf = await exitTicks(trx, rows);
      const { settlements, entries } = outcomesOf(rows, exitTickOf, deps.log);
      // One ledger batch for the whole claim, two statements: the orders are locked and running, so no
      // settlement cause can have posted (if one did, its unique key fails the batch and nothing moves).
      balances = await ledger.postFresh(entries, trx);
      const at = dateOf(clock);
      const completed = await completeOrders(trx, settlements, at);
      if (completed.length !== settlements.length) {
        throw new Error(`settled ${completed.length} of ${settlements.length} claimed contracts`);
      }
      const claimedRow = new Map(rows.map((row) => [row.id, row]));
      settledRows = settlements.flatMap((s) => {
        const row = claimedRow.get(s.id);
        return row ? [completedRow(row, s, at)] : [];
      });
      report.settled += settledRows.length;
      return rows.length;
    });
    notify(settledRows, balances);
    return claimed;
  }

  /** Runs batches until one comes back short: the queue is drained (as of this pass's clock reading). */
  async function drain(batch: (report: SettleReport) => Promise<number>, report: SettleReport) {
    const lane = async () => {
      let claimed = SETTLE_BATCH;
      while (claimed >= SETTLE_BATCH) claimed = await batch(report);
    };
    await Promise.all(Array.from({ length: Math.max(1, deps.parallel) }, lane));
  }

  return {
    /**
     * One worker pass at the clock's current time: one read of whether anything is due (most passes end
     * there), then entries and expiries (an order may start and, when overdue after a restart, settle in
     * the same pass), then settlements.
     */
    async settleDue(): Promise<SettleReport> {
      const report: SettleReport = { started: 0, expired: 0, settled: 0 };
      const due = await contractWorkDue(db, new Date(clock.now()));
      if (due.pending) await drain(pendingBatch, report);
      // An order started just now may already be past its end (a server back after a long stop).
      if (due.running || report.started > 0) {
        const pass: { cursor?: ClaimCursor } = {};
        await drain((r) => runningBatch(r, pass), report);
      }
      await noticesSent;
      return report;
    },
  };
}

export type Settler = ReturnType<typeof createSettlement>;

/** Many contracts end at the same instant on the same pair: one tick lookup per (pair, instant). */
async function exitTicks(trx: Db, rows: readonly ContractOrderRow[]) {
  const keyOf = (row: ContractOrderRow) => `${row.symbol}\n${endOf(row)}`;
  const distinct = [...new Map(rows.map((row) => [keyOf(row), row])).values()];
  const exits = await ticksInForce(
    trx,
    distinct.map((row) => ({ symbol: row.symbol, at: endOf(row) })),
  );
  const exitOf = new Map(distinct.map((row, index) => [keyOf(row), exits[index]]));
  return (row: ContractOrderRow) => exitOf.get(keyOf(row))?.tick;
}

/** A pending contract that got no entry tick in time: expired, its stake released in full. */
async function refundUnstarted(
  trx: Db,
  row: ContractOrderRow,
  { clock, ledger }: Pick<SettlementDeps, 'clock' | 'ledger'>,
): Promise<ContractOrderRow> {
  const expired = await endPendingOrder(trx, row.id, 'expired', dateOf(clock));
  if (!expired) throw new Error(`contract ${row.order_no} was claimed but is no longer pending`);
  await ledger.unfreeze(
    {
      userId: row.user_id,
      currency: row.currency,
      amount: row.amount,
      cause: refundCause(row.order_no),
      memo: `second contract ${row.order_no}: no entry price, refunded`,
    },
    trx,
  );
  return expired;
}

const endOf = (row: ContractOrderRow): number => {
  if (!row.end_at) throw new Error(`running contract ${row.order_no} has no end`);
  return row.end_at.getTime();
};

function compareKeys(a: ContractOrderRow, b: ContractOrderRow): number {
  const left = `${a.user_id}\n${a.currency}`;
  const right = `${b.user_id}\n${b.currency}`;
  return left < right ? -1 : left > right ? 1 : 0;
}

const endAtOf = (row: ContractOrderRow): Date => new Date(endOf(row));

/**
 * Which of two claim positions is further. Should the database order user ids differently (collation),
 * the cursor only lands less far (more of the index walked) or past a few orders, which the next pass
 * settles: it never decides what settles, the locks and the guarded UPDATE do.
 */
function compareCursor(row: ContractOrderRow, cursor: ClaimCursor): number {
  const byEnd = endOf(row) - cursor.endAt.getTime();
  if (byEnd !== 0) return byEnd;
  return row.user_id < cursor.userId ? -1 : row.user_id > cursor.userId ? 1 : 0;
}
