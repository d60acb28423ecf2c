import type { STATS_PERIODS, stats24h, statsResponse } from '@halcyon/api';
import type { z } from 'zod';
import type { MarketData, PeriodStats } from '../market-data/index.ts';
import { knownInstruments, requireInstrument } from './symbol-lookup.ts';

export type StatsPeriod = (typeof STATS_PERIODS)[number];
type Stats24h = z.output<typeof stats24h>;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const PERIOD_MS: Record<StatsPeriod, number> = {
  '1h': HOUR_MS,
  '4h': 4 * HOUR_MS,
  '1d': DAY_MS,
  '7d': 7 * DAY_MS,
  '30d': 30 * DAY_MS,
};

const withSymbol = (symbol: string, stats: PeriodStats): Stats24h => ({ symbol, ...stats });

/** The last 24 hours of each known pair among `symbols`, keyed by BASE/USDT; unknown ones are left out. */
export async function stats24hOf(
  marketData: Pick<MarketData, 'instrument' | 'stats'>,
  symbols: readonly string[],
): Promise<Record<string, Stats24h>> {
  const instruments = knownInstruments(marketData, symbols);
  const stats = await Promise.all(instruments.map((i) => marketData.stats(i.symbol, DAY_MS)));
  return Object.fromEntries(
    instruments.map((i, n) => [i.symbol, withSymbol(i.symbol, stats[n] as PeriodStats)]),
  );
}

/** One pair's figures over `period`, or the 404 naming the symbol. */
export async function statsOver(
  marketData: Pick<MarketData, 'instrument' | 'stats'>,
  symbol: string,
  period: StatsPeriod,
): Promise<z.output<typeof statsResponse>> {
  const instrument = requireInstrument(marketData, symbol);
  const stats = await marketData.stats(instrument.symbol, PERIOD_MS[period]);
  return { ...withSymbol(instrument.symbol, stats), period };
}
