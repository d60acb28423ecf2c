import type { TradingPair, watchlistResponse, watchStatus } from '@halcyon/api';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import { dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { MarketData } from '../market-data/index.ts';
import type { PairBoard } from './pair-board.ts';
import { requireInstrument } from './symbol-lookup.ts';
import { addWatched, isWatched, removeWatched, watchedSymbols } from './watchlist-repo.ts';

type WatchStatus = z.output<typeof watchStatus>;

export type WatchlistService = ReturnType<typeof createWatchlistService>;

export type WatchlistDeps = { db: Db; clock: Clock; marketData: MarketData; board: PairBoard };

/** Per user, stored in the database; add and remove are idempotent and answer the resulting state. */
export function createWatchlistService({ db, clock, marketData, board }: WatchlistDeps) {
  return {
    async list(userId: string): Promise<z.output<typeof watchlistResponse>> {
      const symbols = await watchedSymbols(db, userId);
      const pairs = symbols
        .map((symbol) => board.row(symbol)?.pair)
        .filter((pair): pair is TradingPair => pair !== undefined);
      return { symbols, pairs };
    },

    async add(userId: string, symbol: string): Promise<WatchStatus> {
      const instrument = requireInstrument(marketData, symbol);
      await addWatched(db, userId, instrument.symbol, dateOf(clock));
      return { symbol: instrument.symbol, watched: true };
    },

    async remove(userId: string, symbol: string): Promise<WatchStatus> {
      const instrument = requireInstrument(marketData, symbol);
      await removeWatched(db, userId, instrument.symbol);
      return { symbol: instrument.symbol, watched: false };
    },

    async check(userId: string, symbol: string): Promise<WatchStatus> {
      const instrument = requireInstrument(marketData, symbol);
      return { symbol: instrument.symbol, watched: await isWatched(db, userId, instrument.symbol) };
    },
  };
}
