import { pendingBatch } from './pending-batch.ts';
import { type ClaimCursor, contractWorkDue } from './repo.ts';
import { runningBatch } from './running-batch.ts';
import { type Notify, SETTLE_BATCH, type SettlementDeps, type SettleReport } from './settlement-batch.ts';

/**
 * Moves contracts through their lifecycle from the stored ticks only: pending -> running (entry tick) or
 * expired (no tick in time, refunded); running -> completed once the exit tick is final. Every move is a
 * guarded UPDATE in the same transaction as its ledger entry (unique per order), on rows claimed with
 * FOR UPDATE SKIP LOCKED, so any number of processes can run passes at once and each order moves once.
 */
export function createSettlement(deps: SettlementDeps) {
  const { db, clock, notices } = deps;
  /**
   * Notices go out after each commit but off the settling path: a burst's thousands of user events must
   * not hold up the next batch. One chain keeps them in commit order; a pass ends when they are sent.
   */
  let noticesSent: Promise<void> = Promise.resolve();
  const notify: Notify = (rows, balances) => {
    if (rows.length === 0) return;
    noticesSent = noticesSent.then(() => notices.announce(rows, balances));
  };

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
      if (due.pending) await drain((r) => pendingBatch(deps, notify, r), report);
      // An order started just now may already be past its end (a server back after a long stop).
      if (due.running || report.started > 0) {
        const pass: { cursor?: ClaimCursor } = {};
        await drain((r) => runningBatch(deps, notify, r, pass), report);
      }
      await noticesSent;
      return report;
    },
  };
}

export type Settler = ReturnType<typeof createSettlement>;
