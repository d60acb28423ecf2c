import type { DepthSnapshot } from '@halcyon/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { MarketData } from '../market-data/index.ts';
import { depthSnapshotOf } from './depth-snapshot.ts';
import { symbolsWithOpenOrders } from './order-repo.ts';
import { type PairUnits, pairUnits } from './pair-units.ts';
import { SymbolDesk } from './symbol-desk.ts';

export type SpotBooksDeps = {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  marketData: MarketData;
  /** This process's term as host of the books, null while it is not the host (see SpotServiceDeps). */
  hostTerm: () => number | null;
};

/** The books in memory (one SymbolDesk per pair) and whether this process hosts them now. */
export function createSpotBooks({ db, clock, log, marketData, hostTerm }: SpotBooksDeps) {
  const desks = new Map<string, SymbolDesk>();
  /** The term the books in memory belong to. */
  let booksTerm: number | null = null;
  /** Told when a new term begins, to drop what they remember of the database as well. */
  const newTermListeners: (() => void)[] = [];

  const instrumentOf = (symbol: string) => {
    const instrument = marketData.instrument(symbol);
    if (!instrument) throw new AppError('SYMBOL_NOT_FOUND', { symbol });
    return instrument;
  };
  const unitsOf = (symbol: string): PairUnits => pairUnits(instrumentOf(symbol));
  const deskOf = (symbol: string): SymbolDesk => {
    const canonical = instrumentOf(symbol).symbol;
    let desk = desks.get(canonical);
    if (!desk) {
      desk = new SymbolDesk(canonical, { db, clock, log, units: unitsOf });
      desks.set(canonical, desk);
    }
    return desk;
  };

  return {
    desks,
    instrumentOf,
    unitsOf,
    deskOf,
    /**
     * Whether this process may change the books now. In a new term it first drops what it held: another
     * process may have hosted meanwhile and moved the database on, so every book reloads on next use.
     */
    hostingNow(): boolean {
      const term = hostTerm();
      if (term === null) return false;
      if (term !== booksTerm) {
        for (const desk of desks.values()) desk.invalidate();
        for (const listener of newTermListeners) listener();
      }
      booksTerm = term;
      return true;
    },
    onNewTerm(listener: () => void): void {
      newTermListeners.push(listener);
    },
    openCount(userId: string): number {
      let count = 0;
      for (const desk of desks.values()) count += desk.orders.countOf(userId);
      return count;
    },
    async loadedDesk(symbol: string): Promise<SymbolDesk> {
      const desk = deskOf(symbol);
      await desk.ensureLoaded();
      return desk;
    },
    depthSnapshot(desk: SymbolDesk, limit: number): DepthSnapshot {
      return depthSnapshotOf(desk, unitsOf(desk.symbol), limit, clock);
    },
    /** Rebuilds the books that have open orders (restart), before requests are served. */
    async start(): Promise<void> {
      booksTerm = hostTerm();
      if (booksTerm === null) return;
      for (const symbol of await symbolsWithOpenOrders(db)) {
        if (!marketData.instrument(symbol)) continue;
        await deskOf(symbol).ensureLoaded();
      }
    },
  };
}

export type SpotBooks = ReturnType<typeof createSpotBooks>;
