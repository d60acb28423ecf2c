import { dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { firstTicksAfter } from '../market-data/index.ts';
import { refundCause } from './contract-entries.ts';
import { type ContractOrderRow, claimActionablePendingOrders, endPendingOrder, startOrders } from './repo.ts';
import {
  compareKeys,
  type Notify,
  SETTLE_BATCH,
  SETTLE_GRACE_MS,
  type SettlementDeps,
  type SettleReport,
} from './settlement-batch.ts';

/** One batch of pending orders; returns how many were claimed. */
export async function pendingBatch(
  deps: SettlementDeps,
  notify: Notify,
  report: SettleReport,
): Promise<number> {
  const { db, clock } = deps;
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
