import pino from 'pino';
import { type Bus, createMemoryBus } from '../../platform/bus.ts';
import type { Clock } from '../../platform/clock.ts';
import type { DatabaseHandle } from '../../platform/db.ts';
import { createMarketData, type MarketDataOptions } from './create-market-data.ts';
import { ManualPriceFeed } from './feeds/manual-feed.ts';

/** Test support: a quiet logger and a market data runtime on a test database with a manual feed. */
export const silentLog = pino({ level: 'silent' });

/** Wednesday 25 November 2026, 15:00 UTC: every calendar is open. */
export const WEEKDAY = Date.parse('2026-11-25T15:00:00Z');
/** Saturday 21 November 2026, 09:05 UTC: only crypto trades. */
export const SATURDAY = Date.parse('2026-11-21T09:05:00Z');

export function manualMarketData(
  handle: DatabaseHandle,
  clock: Clock,
  options: Partial<MarketDataOptions> & { bus?: Bus } = {},
) {
  const feed = options.manualFeed ?? new ManualPriceFeed();
  const bus = options.bus ?? createMemoryBus(silentLog);
  const marketData = createMarketData({
    db: handle.db,
    databaseKind: handle.kind,
    bus,
    clock,
    log: silentLog,
    feed: 'manual',
    seed: 1,
    binanceWsUrl: 'ws://127.0.0.1:1',
    staleAfterMs: 10_000,
    backfill: false,
    timers: false,
    ...options,
    manualFeed: feed,
  });
  return { marketData, feed, bus };
}

/** Polls until `probe` returns true (real time), for what happens on timers. */
export async function eventually(probe: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
