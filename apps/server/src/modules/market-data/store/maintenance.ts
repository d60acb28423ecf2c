import type { Db } from '../../../platform/db.ts';
import type { FeedLogger } from '../feeds/price-feed.ts';
import { DAY_MS } from '../history/intervals.ts';
import { pruneCandles } from './candle-repo.ts';
import { pruneTicks, vacuumMarketTables } from './tick-repo.ts';

export type Retention = {
  tickMs: number;
  minuteCandleMs: number;
  fiveMinuteCandleMs: number;
  quarterCandleMs: number;
};

/** Ticks are settlement evidence: kept 48 h plus a margin. 1m candles a week plus a day; 1d forever. */
export const DEFAULT_RETENTION: Retention = {
  tickMs: 49 * 3_600_000,
  minuteCandleMs: 8 * DAY_MS,
  fiveMinuteCandleMs: 60 * DAY_MS,
  quarterCandleMs: 180 * DAY_MS,
};

const TICK_PRUNE_BATCH = 50_000;
/** PGlite has no autovacuum: ticks are vacuumed after each prune, candles (1m pruned daily) hourly. */
const CANDLE_VACUUM_EVERY_MS = 3_600_000;

/** The feed leader's housekeeping: drop what is past retention, and on PGlite reclaim the space. */
export function createMaintenance(deps: {
  db: Db;
  databaseKind: 'pglite' | 'postgres';
  retention: Retention;
  log: FeedLogger;
}) {
  const { db, retention } = deps;
  let lastCandleVacuumAt = Number.NEGATIVE_INFINITY;
  return {
    async prune(
      now: number,
      stopped: () => boolean = () => false,
    ): Promise<{ ticks: number; candles: number }> {
      let ticks = 0;
      let deleted: number;
      // Batched: a server that was down for days catches up without one giant statement.
      do {
        deleted = await pruneTicks(db, now - retention.tickMs, TICK_PRUNE_BATCH);
        ticks += deleted;
      } while (deleted === TICK_PRUNE_BATCH && !stopped());
      const candles =
        (await pruneCandles(db, '1m', now - retention.minuteCandleMs)) +
        (await pruneCandles(db, '5m', now - retention.fiveMinuteCandleMs)) +
        (await pruneCandles(db, '15m', now - retention.quarterCandleMs));
      if (ticks + candles > 0) deps.log.debug({ ticks, candles }, 'old market data pruned');
      if (deps.databaseKind === 'pglite') {
        const vacuumCandles = now - lastCandleVacuumAt >= CANDLE_VACUUM_EVERY_MS;
        if (vacuumCandles) lastCandleVacuumAt = now;
        await vacuumMarketTables(db, { candles: vacuumCandles });
      }
      return { ticks, candles };
    },
  };
}
