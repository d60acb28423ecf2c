import type { FastifyBaseLogger } from 'fastify';
import { type Clock, dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { type BalanceKey, type BalanceRow, keyText, type Ledger } from '../ledger/index.ts';
import {
  BatchWriter,
  type BatchWrites,
  BookRebuilt,
  type JobClaims,
  type JobContext,
  type JobResult,
} from './batch-writer.ts';
import { findOrdersByClientIds, insertOrdersSql, updateOrdersSql } from './order-repo.ts';
import { PositionCache } from './position-cache.ts';
import { positionWrites } from './position-repo.ts';
import type { SpotBooks } from './spot-books.ts';
import type { SpotEvents } from './spot-events.ts';
import type { SymbolDesk } from './symbol-desk.ts';
import { insertTradesSql } from './trade-repo.ts';

/** Commands per transaction at most: enough to amortise a COMMIT, few enough to keep latency flat. */
const MAX_BATCH = 64;

type Deps = {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  ledger: Ledger;
  books: SpotBooks;
  events: SpotEvents;
  /** Called after a book was rebuilt from the database (puts the house's quotes back). */
  recovered: (desk: SymbolDesk) => void;
  /** Reads that need no lock run on another connection, beside the batch's (PostgreSQL, not PGlite). */
  parallelReads: boolean;
};

/**
 * Nothing to store: the house re-quoted books without crossing anyone, or every command was refused. Most
 * batches of an idle server are such (each pair is re-quoted every second).
 */
function nothingToWrite(writes: BatchWrites): boolean {
  return (
    writes.entries.length === 0 &&
    writes.newOrders.size === 0 &&
    writes.changedOrders.size === 0 &&
    writes.trades.length === 0 &&
    writes.positions.length === 0
  );
}

/**
 * The writer's flush: freezes, trades and releases of the whole batch with its orders, trades and
 * positions. The balance rows the batch did not lock at its start are locked beside the read of the
 * positions the cache does not hold (another connection on PostgreSQL); usually neither is needed. Then ONE
 * statement writing everything, each part's row count checked; no statement when there is nothing to write.
 */
export function flushBatch({
  db,
  clock,
  ledger,
  parallelReads,
  positionCache,
}: Pick<Deps, 'db' | 'clock' | 'ledger' | 'parallelReads'> & { positionCache: PositionCache }) {
  return async (trx: Db, writes: BatchWrites, locked: readonly BalanceRow[]): Promise<void> => {
    if (nothingToWrite(writes)) return;
    const updated = [...writes.changedOrders.values()].filter((order) => !writes.newOrders.has(order.id));
    const orderWrites = [
      {
        name: 'new_orders',
        statement: insertOrdersSql([...writes.newOrders.values()]),
        rows: writes.newOrders.size,
      },
      { name: 'updated_orders', statement: updateOrdersSql(updated), rows: updated.length },
      { name: 'trades', statement: insertTradesSql(writes.trades), rows: writes.trades.length },
    ];
    const companions = positionWrites(
      parallelReads ? db : trx,
      writes.positions,
      dateOf(clock),
      positionCache,
    ).then((positions) => {
      for (const [key, basis] of positions.committed) writes.positionsAfter.set(key, basis);
      return [...orderWrites, ...positions.writes];
    });
    // Awaited by the ledger beside its lock; this only keeps a failure before then from going unhandled.
    companions.catch(() => undefined);
    const written = await ledger.postFreshWith(writes.entries, companions, trx, locked);
    for (const { name, rows } of await companions) {
      if (written.companions.get(name) !== rows) {
        throw new Error(`spot batch wrote ${written.companions.get(name)} ${name} rows, expected ${rows}`);
      }
    }
    for (const balance of written.balances) writes.balancesAfter.set(keyText(balance), balance);
  };
}

/** The one BatchWriter of every book, and how a command runs in it: on the host only, announced after. */
export function createSpotWriter({ db, clock, log, ledger, books, events, recovered, parallelReads }: Deps) {
  // The cost bases the writer's batches committed, so a batch reads only the others (position-cache.ts).
  const positionCache = new PositionCache();
  books.onNewTerm(() => positionCache.forget());
  const writer = new BatchWriter({
    db,
    log,
    maxBatch: MAX_BATCH,
    holdBalances: (trx, keys) => ledger.holdBatch(trx, keys),
    flush: flushBatch({ db, clock, ledger, parallelReads, positionCache }),
    committed: (writes) => positionCache.remember(writes.positionsAfter),
    rolledBack: () => positionCache.forget(),
    findClientOrders: findOrdersByClientIds,
    parallelReads,
    recovered,
  });

  /** Runs a command in the writer (with its pair's desk), then announces what it committed. */
  async function inWriter<T>(
    desk: SymbolDesk,
    work: (context: JobContext) => Promise<JobResult<T>>,
    claims: JobClaims = {},
  ): Promise<T> {
    if (!books.hostingNow()) throw new AppError('SERVICE_UNAVAILABLE');
    let result: JobResult<T>;
    try {
      result = await writer.run(desk, work, claims);
    } catch (error) {
      if (error instanceof BookRebuilt) throw new AppError('SERVICE_UNAVAILABLE');
      throw error;
    }
    await events.announce(result.effects);
    return result.value;
  }

  return {
    inWriter,
    /**
     * A command that will freeze from `from`: the writer locks that balance with the batch's others, and
     * the ones `settles` names (see JobClaims).
     */
    inWriterFrom: <T>(
      desk: SymbolDesk,
      from: BalanceKey & {
        clientOrderId?: string | undefined;
        settles?: (ahead: Map<string, number>) => BalanceKey[];
      },
      work: (context: JobContext) => Promise<JobResult<T>>,
    ) =>
      inWriter(desk, work, {
        freezeKey: { userId: from.userId, currency: from.currency },
        clientOrder:
          from.clientOrderId === undefined
            ? null
            : { userId: from.userId, clientOrderId: from.clientOrderId },
        settles: from.settles ?? null,
      }),
    idle: () => writer.idle(),
  };
}

export type SpotWriter = ReturnType<typeof createSpotWriter>;
