import { dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { BalanceSnapshot, EntryDraft } from '../ledger/index.ts';
import { type TickRow, ticksInForce } from '../market-data/index.ts';
import { settlementEntry } from './contract-entries.ts';
import { contractOutcome } from './outcome.ts';
import {
  type ClaimCursor,
  type ContractOrderRow,
  claimSettleableOrders,
  completedRow,
  completeOrders,
  type Settlement,
} from './repo.ts';
import {
  compareKeys,
  endOf,
  type Notify,
  SETTLE_BATCH,
  SETTLE_GRACE_MS,
  type SettlementDeps,
  type SettleReport,
} from './settlement-batch.ts';

/**
 * One batch of running orders past their end; returns how many were claimed. `pass.cursor` moves to the
 * furthest (end, user) a claim of the pass took (claims are in that order): the next claim starts there.
 */
export async function runningBatch(
  deps: SettlementDeps,
  notify: Notify,
  report: SettleReport,
  pass: { cursor?: ClaimCursor },
): Promise<number> {
  const { db, clock, ledger } = deps;
  const now = clock.now();
  let settledRows: ContractOrderRow[] = [];
  let balances: BalanceSnapshot[] = [];
  const claimed = await db.transaction().execute(async (trx) => {
    const rows = await claimSettleableOrders(trx, new Date(now), SETTLE_GRACE_MS, SETTLE_BATCH, pass.cursor);
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
