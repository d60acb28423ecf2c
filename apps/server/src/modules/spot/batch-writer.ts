import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db.ts';
import { isAppError } from '../../platform/errors.ts';
import type { BalanceKey, BatchHold, EntryDraft, Money } from '../ledger/index.ts';
import type { OrderRecord } from './order-record.ts';
import type { PositionChange } from './position-repo.ts';
import type { Effects, SymbolDesk } from './symbol-desk.ts';
import type { TradeRow } from './trade-repo.ts';

/**
 * What a command gets inside the batch: the transaction, a hook to call right before it mutates a book, and
 * `defer` for ledger entries that only take what was frozen before (trades, releases): they are posted
 * together at the end of the batch, in order, in a few statements (ledger.postMany).
 */
export type JobContext = {
  trx: Db;
  matched: () => void;
  defer: (entry: EntryDraft) => void;
  /**
   * Freezes `amount` for an order: checked against the balance locked at the start of the batch less what
   * earlier commands of the batch reserved (proceeds of the batch's own trades count only after it), and
   * posted with the batch's other entries, before them in order. INSUFFICIENT_BALANCE changes nothing.
   */
  reserve: (input: { userId: string; currency: string; amount: Money; orderId: string }) => Promise<void>;
  /** An order the user already placed under this clientOrderId: committed, or earlier in this batch. */
  clientOrder: (userId: string, clientOrderId: string) => OrderRecord | undefined;
  writes: BatchWrites;
};

/** The rows a batch writes at its end, one statement each (the final state of every order it touched). */
export type BatchWrites = {
  entries: EntryDraft[];
  newOrders: Map<string, OrderRecord>;
  changedOrders: Map<string, OrderRecord>;
  trades: TradeRow[];
  positions: PositionChange[];
  /** Filled by the flush: each touched balance as the batch leaves it, by keyText (ledger). */
  balancesAfter: Map<string, { available: string; frozen: string }>;
};

export type ClientOrderKey = { userId: string; clientOrderId: string };
const clientText = (userId: string, clientOrderId: string) => `${userId}\n${clientOrderId}`;
export type JobResult<T> = { value: T; effects: Effects | null };

type Outcome = { ok: true; result: JobResult<unknown> } | { ok: false; error: unknown };

type Job = {
  desk: SymbolDesk;
  /** The balance the command will freeze from, locked with the others at the start of the batch. */
  freezeKey: BalanceKey | null;
  /** Its clientOrderId, looked up with the others at the start of the batch. */
  clientOrder: ClientOrderKey | null;
  run: (context: JobContext) => Promise<JobResult<unknown>>;
  resolve: (result: JobResult<unknown>) => void;
  reject: (error: unknown) => void;
};

/** Thrown to a command whose transaction failed after matching: the books were rebuilt from the database. */
export class BookRebuilt extends Error {
  override name = 'BookRebuilt';
}

/**
 * The single writer of every spot book, with group commit: the commands queued while a transaction runs
 * are drained into the next one, run one after another (so each book sees them in arrival order), and
 * committed together (one COMMIT, one WAL flush for the lot).
 *
 * Why one writer for all pairs rather than one per pair: a command locks the balance rows of everyone it
 * settles with, in the order trades happen; two pairs' batches sharing users (everyone holds USDT) would
 * lock the same rows in different orders and deadlock. One transaction at a time cannot.
 *
 * A command refused with an AppError before it touched a book (e.g. INSUFFICIENT_BALANCE from `reserve`,
 * which writes nothing) fails alone and the batch goes on. Any other failure aborts the
 * transaction: the books that matched are rebuilt from the database (the restart code) and every command
 * of the batch is tried again on its own, so one bad command or a deadlock with another module costs only
 * itself.
 */
export class BatchWriter {
  private readonly pending: Job[] = [];
  private running = false;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly deps: {
      db: Db;
      log: FastifyBaseLogger;
      maxBatch: number;
      /** Locks these balance rows for the batch's reservations (the ledger's holdBatch). */
      holdBalances: (trx: Db, keys: BalanceKey[]) => Promise<BatchHold>;
      /**
       * The orders already placed under these clientOrderIds. Read outside the batch's transaction, beside
       * its lock (two connections, one wait): only this writer inserts spot orders and it commits one batch
       * before it starts the next, so the committed rows are all there are; an order this batch places
       * twice is found in the batch's own writes, and one that slipped by anyway (a host taking over from
       * one still committing) fails the batch on the unique (user, clientOrderId) index.
       */
      findClientOrders: (db: Db, keys: ClientOrderKey[]) => Promise<OrderRecord[]>;
      /** The database has a pool: the lookup above runs on its own connection. Else inside the batch's. */
      parallelReads: boolean;
      /** Called after a book was rebuilt from the database (e.g. to put the house's quotes back). */
      recovered: (desk: SymbolDesk) => void;
      /** Writes the batch's entries and rows, inside its transaction, before it commits. */
      flush: (trx: Db, writes: BatchWrites) => Promise<void>;
    },
  ) {}

  run<T>(
    desk: SymbolDesk,
    run: (context: JobContext) => Promise<JobResult<T>>,
    freezeKey: BalanceKey | null = null,
    clientOrder: ClientOrderKey | null = null,
  ): Promise<JobResult<T>> {
    return new Promise<JobResult<T>>((resolve, reject) => {
      this.pending.push({
        desk,
        freezeKey,
        clientOrder,
        run,
        resolve: resolve as (result: JobResult<unknown>) => void,
        reject,
      });
      if (!this.running) {
        this.running = true;
        void this.drain();
      }
    });
  }

  /** Resolves once everything queued so far has finished. */
  idle(): Promise<void> {
    if (!this.running) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private async drain(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.deps.maxBatch);
      if (!(await this.runBatch(batch, batch.length > 1))) {
        for (const job of batch) await this.runBatch([job], false);
      }
    }
    // No await between the emptiness check and this: a command queued now starts a new drain.
    this.running = false;
    for (const wake of this.idleWaiters.splice(0)) wake();
  }

  /** Settles the batch and answers true, or answers false when it should be retried job by job. */
  private async runBatch(batch: Job[], retryable: boolean): Promise<boolean> {
    for (const desk of new Set(batch.map((job) => job.desk))) {
      try {
        await desk.ensureLoaded();
      } catch (error) {
        for (const job of batch.filter((item) => item.desk === desk)) job.reject(error);
        batch = batch.filter((item) => item.desk !== desk);
      }
    }
    if (batch.length === 0) return true;
    const outcomes = new Map<Job, Outcome>();
    const matched = new Set<SymbolDesk>();
    const writes: BatchWrites = {
      entries: [],
      newOrders: new Map(),
      changedOrders: new Map(),
      trades: [],
      positions: [],
      balancesAfter: new Map(),
    };
    const clientKeys = batch.flatMap((job) => (job.clientOrder ? [job.clientOrder] : []));
    const besideLock = this.deps.parallelReads ? this.deps.findClientOrders(this.deps.db, clientKeys) : null;
    // Awaited inside the transaction; this only keeps a failure before then from going unhandled.
    besideLock?.catch(() => undefined);
    try {
      await this.deps.db.transaction().execute(async (trx) => {
        const placedOrders = besideLock ?? this.deps.findClientOrders(trx, clientKeys);
        const [hold, placedRows] = await Promise.all([
          this.deps.holdBalances(
            trx,
            batch.flatMap((job) => (job.freezeKey ? [job.freezeKey] : [])),
          ),
          placedOrders,
        ]);
        const placed = new Map(
          placedRows.map((order) => [clientText(order.userId, order.clientOrderId ?? ''), order]),
        );
        const clientOrder = (userId: string, clientOrderId: string) => {
          const committed = placed.get(clientText(userId, clientOrderId));
          if (committed) return committed;
          for (const order of writes.newOrders.values()) {
            if (order.userId === userId && order.clientOrderId === clientOrderId) return order;
          }
          return undefined;
        };
        for (const job of batch) {
          let touched = false;
          const entriesBefore = writes.entries.length;
          const reserved: { key: BalanceKey; amount: Money }[] = [];
          try {
            const result = await job.run({
              trx,
              matched: () => {
                touched = true;
                matched.add(job.desk);
              },
              defer: (entry) => writes.entries.push(entry),
              reserve: async ({ userId, currency, amount, orderId }) => {
                const cause = { type: 'spot-order-freeze', id: orderId };
                writes.entries.push(await hold.reserve({ userId, currency, amount, cause }));
                reserved.push({ key: { userId, currency }, amount });
              },
              clientOrder,
              writes,
            });
            outcomes.set(job, { ok: true, result });
          } catch (error) {
            if (touched || !isAppError(error)) throw error;
            // Refused before it matched: take back what it reserved, as if it never came.
            writes.entries.length = entriesBefore;
            for (const { key, amount } of reserved) hold.release(key, amount);
            outcomes.set(job, { ok: false, error });
          }
        }
        await this.deps.flush(trx, writes);
      });
    } catch (error) {
      for (const desk of matched) {
        await desk.recover(error);
        this.deps.recovered(desk);
      }
      if (retryable) {
        this.deps.log.warn({ err: error, commands: batch.length }, 'spot batch failed; retrying one by one');
        return false;
      }
      this.deps.log.error({ err: error }, 'spot command failed');
      for (const job of batch) job.reject(new BookRebuilt('spot command failed', { cause: error }));
      return true;
    }
    for (const job of batch) {
      const outcome = outcomes.get(job);
      if (outcome?.ok) job.resolve(outcome.result);
      else job.reject(outcome?.error);
    }
    return true;
  }
}
