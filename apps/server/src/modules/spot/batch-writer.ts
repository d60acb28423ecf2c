import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db.ts';
import { isAppError } from '../../platform/errors.ts';
import type { BalanceKey, BalanceRow, BatchHold, EntryDraft, Money } from '../ledger/index.ts';
import type { OrderRecord } from './order-record.ts';
import type { CommittedBasis } from './position-cache.ts';
import type { PositionChange } from './position-repo.ts';
import type { Effects, SymbolDesk } from './symbol-desk.ts';
import type { TradeRow } from './trade-repo.ts';

/**
 * What a command gets inside the batch: the transaction, a hook to call right before it mutates a book, and
 * `defer` for ledger entries that only take what was reserved before (freezes, trades, releases): they are
 * posted together at the end of the batch, in order, in a few statements (ledger.postMany).
 */
export type JobContext = {
  trx: Db;
  matched: () => void;
  defer: (entry: EntryDraft) => void;
  /**
   * Reserves `amount` for an order: checked against the balance locked at the start of the batch less what
   * earlier commands of the batch reserved (proceeds of the batch's own trades count only after it). Answers
   * the freeze entry, which the command defers when the order rests (CommandSettlement). INSUFFICIENT_BALANCE
   * changes nothing.
   */
  reserve: (input: {
    userId: string;
    currency: string;
    amount: Money;
    orderId: string;
  }) => Promise<EntryDraft>;
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
  /** Filled by the flush: each changed cost basis as the batch leaves it, by positionKey. */
  positionsAfter: Map<string, CommittedBasis>;
};

export type ClientOrderKey = { userId: string; clientOrderId: string };
const clientText = (userId: string, clientOrderId: string) => `${userId}\n${clientOrderId}`;
export type JobResult<T> = { value: T; effects: Effects | null };

type Outcome = { ok: true; result: JobResult<unknown> } | { ok: false; error: unknown };

/** What a command tells the writer before it runs, for the batch's reads at its start. */
export type JobClaims = {
  /** The balance the command will freeze from, locked with the others at the start of the batch. */
  freezeKey?: BalanceKey | null;
  /** Its clientOrderId, looked up with the others at the start of the batch. */
  clientOrder?: ClientOrderKey | null;
  /**
   * The other balances it expects to settle, asked right before the batch's lock (the books as they are
   * then), in the batch's order: locked with the rest, so that the flush need not lock them. A guess: a
   * balance it settles that is not among them is locked at the flush, as without it. `ahead` is the
   * batch's scratch for what the commands before it will take (the spot orders' lots by book side).
   */
  settles?: ((ahead: Map<string, number>) => BalanceKey[]) | null;
};

type Job = {
  desk: SymbolDesk;
  freezeKey: BalanceKey | null;
  clientOrder: ClientOrderKey | null;
  settles: ((ahead: Map<string, number>) => BalanceKey[]) | null;
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
 * lock the same rows in different orders and deadlock. Here at most two transactions overlap, and the
 * older is only committing (it takes no more locks), so they cannot. (If that commit fails, the retries of
 * its commands may meet the next batch's locks before it rolls back; PostgreSQL's deadlock check ends that
 * rare case after a second, and the command it picks is retried or answered 503.)
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
      /**
       * Writes the batch's entries and rows, inside its transaction, before it commits; `locked` are the
       * balance rows the batch locked at its start (the ledger's BatchHold), unchanged since.
       */
      flush: (trx: Db, writes: BatchWrites, locked: readonly BalanceRow[]) => Promise<void>;
      /** A batch committed what it wrote: called before the next batch may match. */
      committed: (writes: BatchWrites) => void;
      /** A batch's transaction failed (it wrote nothing): called before anything of it is retried. */
      rolledBack: () => void;
    },
  ) {}

  run<T>(
    desk: SymbolDesk,
    run: (context: JobContext) => Promise<JobResult<T>>,
    claims: JobClaims = {},
  ): Promise<JobResult<T>> {
    return new Promise<JobResult<T>>((resolve, reject) => {
      this.pending.push({
        desk,
        freezeKey: claims.freezeKey ?? null,
        clientOrder: claims.clientOrder ?? null,
        settles: claims.settles ?? null,
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

  /**
   * Runs the queue batch after batch, pipelined: once a batch has written everything and is committing,
   * the next one begins and locks its balances (waiting in PostgreSQL for any row the committing batch
   * holds), but matches nothing until that commit is confirmed. So the commit's round trip overlaps the
   * next batch's first ones, and the books only ever move past committed state. A batch whose predecessor
   * failed to commit rolls back untouched and runs again after the predecessor's retries.
   */
  private async drain(): Promise<void> {
    let previous: InFlight | null = null;
    for (;;) {
      if (this.pending.length === 0) {
        if (!previous) break;
        // Whatever queued while the last batch committed goes next, checked again once it is done.
        await previous.done;
        previous = null;
        continue;
      }
      const batch = this.pending.splice(0, this.deps.maxBatch);
      const current = this.settle(batch, previous);
      const committing = await Promise.race([
        current.flushed.promise.then(() => true),
        current.done.then(() => false),
      ]);
      // A batch that ended without flushing (it failed and was retried, or was rerun) is no predecessor.
      previous = committing ? current : null;
    }
    // No await between the emptiness check and this: a command queued now starts a new drain.
    this.running = false;
    for (const wake of this.idleWaiters.splice(0)) wake();
  }

  /** A batch from start to its last answer: retried one by one if it failed, rerun if its predecessor did. */
  private settle(batch: Job[], previous: InFlight | null): InFlight {
    const flight = newFlight();
    flight.done = (async () => {
      let outcome = await this.runBatch(batch, batch.length > 1, previous, flight);
      if (outcome === 'after-previous') {
        await previous?.done;
        outcome = await this.runBatch(batch, batch.length > 1, null, newFlight());
      }
      if (outcome === 'retry') {
        for (const job of batch) await this.runBatch([job], false, null, newFlight());
      }
    })();
    return flight;
  }

  /**
   * Settles the batch: 'done' when every job has its answer, 'retry' when it should be retried job by job,
   * 'after-previous' when the batch before it failed to commit (this one changed nothing). Signals the
   * flight's `committed` with the commit's outcome on every path, and `flushed` once everything is written.
   */
  private async runBatch(
    batch: Job[],
    retryable: boolean,
    previous: InFlight | null,
    flight: InFlight,
  ): Promise<'done' | 'retry' | 'after-previous'> {
    const writes: BatchWrites = {
      entries: [],
      newOrders: flight.newOrders,
      changedOrders: flight.changedOrders,
      trades: [],
      positions: [],
      balancesAfter: new Map(),
      positionsAfter: new Map(),
    };
    const outcomes = new Map<Job, Outcome>();
    const matched = new Set<SymbolDesk>();
    try {
      // A book loads from what is committed: not before the batch that may have changed it is.
      if (previous && batch.some((job) => !job.desk.isLoaded)) await previous.committed.promise;
      batch = await this.loadedDesks(batch);
      if (batch.length === 0) {
        flight.committed.resolve(true);
        flight.flushed.resolve();
        return 'done';
      }
      const placedOrders = this.clientOrdersBesideLock(batch);
      await this.deps.db.transaction().execute(async (trx) => {
        const [hold, placed] = await Promise.all([
          this.deps.holdBalances(trx, balancesToLock(batch)),
          placedOrders ?? this.deps.findClientOrders(trx, clientKeysOf(batch)),
        ]);
        if (previous && !(await previous.committed.promise)) throw new PredecessorFailed();
        const clientOrder = clientOrderFinder(placed, previous, writes);
        for (const job of batch) {
          outcomes.set(job, await this.runJob(job, { trx, hold, clientOrder, writes, matched }));
        }
        await this.deps.flush(trx, writes, hold.locked());
        flight.flushed.resolve();
      });
    } catch (error) {
      this.deps.rolledBack();
      // `flushed` stays unresolved: the next batch starts only after this one's retries (drain's race).
      flight.committed.resolve(false);
      return this.failed(batch, error, retryable, matched);
    }
    this.deps.committed(writes);
    flight.committed.resolve(true);
    // The answers (an HTTP reply each, most of a millisecond for a batch) wait one turn of the event loop:
    // the next batch's balance lock and clientOrderId lookup, answered as this COMMIT frees the rows, go
    // on first, so its matching does not wait behind the replies (bench:spot, README "Session 20").
    await nextTurn();
    for (const job of batch) {
      const outcome = outcomes.get(job);
      if (outcome?.ok) job.resolve(outcome.result);
      else job.reject(outcome?.error);
    }
    return 'done';
  }

  /** The batch less the jobs whose book could not be loaded (those are answered with the error). */
  private async loadedDesks(batch: Job[]): Promise<Job[]> {
    for (const desk of new Set(batch.map((job) => job.desk))) {
      try {
        await desk.ensureLoaded();
      } catch (error) {
        for (const job of batch.filter((item) => item.desk === desk)) job.reject(error);
        batch = batch.filter((item) => item.desk !== desk);
      }
    }
    return batch;
  }

  /** With a pool, the clientOrderId lookup runs on its own connection beside the batch's lock. */
  private clientOrdersBesideLock(batch: Job[]): Promise<OrderRecord[]> | null {
    if (!this.deps.parallelReads) return null;
    const lookup = this.deps.findClientOrders(this.deps.db, clientKeysOf(batch));
    // Awaited inside the transaction; this only keeps a failure before then from going unhandled.
    lookup.catch(() => undefined);
    return lookup;
  }

  /** Runs one job; a refusal before it matched takes back what it reserved, as if it never came. */
  private async runJob(job: Job, batch: BatchInProgress): Promise<Outcome> {
    const { trx, hold, clientOrder, writes, matched } = batch;
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
          const freeze = await hold.reserve({ userId, currency, amount, cause });
          reserved.push({ key: { userId, currency }, amount });
          return freeze;
        },
        clientOrder,
        writes,
      });
      return { ok: true, result };
    } catch (error) {
      if (touched || !isAppError(error)) throw error;
      writes.entries.length = entriesBefore;
      for (const { key, amount } of reserved) hold.release(key, amount);
      return { ok: false, error };
    }
  }

  /** A batch's transaction failed: rebuild the books it matched on, then say how to go on. */
  private async failed(
    batch: Job[],
    error: unknown,
    retryable: boolean,
    matched: Set<SymbolDesk>,
  ): Promise<'done' | 'retry' | 'after-previous'> {
    if (error instanceof PredecessorFailed) return 'after-previous';
    for (const desk of matched) {
      await desk.recover(error);
      this.deps.recovered(desk);
    }
    if (retryable) {
      this.deps.log.warn({ err: error, commands: batch.length }, 'spot batch failed; retrying one by one');
      return 'retry';
    }
    this.deps.log.error({ err: error }, 'spot command failed');
    for (const job of batch) job.reject(new BookRebuilt('spot command failed', { cause: error }));
    return 'done';
  }
}

/** A batch on its way: what the next one waits for before it matches, and reads while it commits. */
type InFlight = {
  /** Resolves with whether the batch's first attempt committed. */
  committed: Deferred<boolean>;
  /** Resolves once the batch has written everything and is committing (never if it failed before). */
  flushed: Deferred<void>;
  /** The orders it placed and changed: the next batch's clientOrderId lookup may not see them yet. */
  newOrders: Map<string, OrderRecord>;
  changedOrders: Map<string, OrderRecord>;
  /** Resolves once every job of the batch has its answer. */
  done: Promise<void>;
};

/** What a job runs against: the batch's transaction, reservations, replays, writes and touched books. */
type BatchInProgress = {
  trx: Db;
  hold: BatchHold;
  clientOrder: JobContext['clientOrder'];
  writes: BatchWrites;
  matched: Set<SymbolDesk>;
};

/** Thrown inside a batch whose predecessor failed to commit: it rolls back before matching anything. */
class PredecessorFailed extends Error {}

type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void };

function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** A batch's flight before it starts; reruns and jobs retried alone get one nobody waits for. */
const newFlight = (): InFlight => ({
  committed: deferred<boolean>(),
  flushed: deferred<void>(),
  newOrders: new Map(),
  changedOrders: new Map(),
  done: Promise.resolve(),
});

/** The balances the batch freezes from and those its commands expect to settle, as the books are now. */
function balancesToLock(batch: readonly Job[]): BalanceKey[] {
  const ahead = new Map<string, number>();
  return batch.flatMap((job) => [...(job.freezeKey ? [job.freezeKey] : []), ...(job.settles?.(ahead) ?? [])]);
}

const clientKeysOf = (batch: readonly Job[]): ClientOrderKey[] =>
  batch.flatMap((job) => (job.clientOrder ? [job.clientOrder] : []));

/**
 * An order placed under a clientOrderId: earlier in this batch, in the batch before (committed, though the
 * lookup may have run before it was), or committed before that, as the batch before may have changed it.
 */
function clientOrderFinder(
  placed: readonly OrderRecord[],
  previous: InFlight | null,
  writes: BatchWrites,
): JobContext['clientOrder'] {
  const committed = new Map(
    placed.map((order) => [clientText(order.userId, order.clientOrderId ?? ''), order]),
  );
  const among = (orders: Map<string, OrderRecord> | undefined, userId: string, clientOrderId: string) => {
    for (const order of orders?.values() ?? []) {
      if (order.userId === userId && order.clientOrderId === clientOrderId) return order;
    }
    return undefined;
  };
  return (userId, clientOrderId) => {
    const found = committed.get(clientText(userId, clientOrderId));
    if (found) return previous?.changedOrders.get(found.id) ?? found;
    return (
      among(writes.newOrders, userId, clientOrderId) ?? among(previous?.newOrders, userId, clientOrderId)
    );
  };
}
