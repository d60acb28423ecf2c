import { parseSymbol, type Ticker } from '@halcyon/api';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { sessionAt } from './calendar/session-calendar.ts';
import type { ListedInstrument } from './listed-instrument.ts';
import type { MarketDataRuntime } from './market-data.ts';
import type { createMarketReads } from './market-reads.ts';
import type { MarketView } from './market-view.ts';

type ViewReads = Omit<MarketDataRuntime, 'reloadInstruments' | 'start' | 'stop' | 'isLeader' | 'leaderTerm'>;

/** What every instance answers from its in-memory view (and the stored history): any spelling of a pair. */
export function viewReads({
  view,
  reads,
  clock,
}: {
  view: MarketView;
  reads: ReturnType<typeof createMarketReads>;
  clock: Clock;
}): ViewReads {
  function resolve(symbol: string): ListedInstrument | undefined {
    const parsed = parseSymbol(symbol);
    return parsed ? view.listed(parsed.symbol) : undefined;
  }

  function mustResolve(symbol: string): ListedInstrument {
    const listed = resolve(symbol);
    if (!listed) throw new AppError('SYMBOL_NOT_FOUND', { symbol });
    return listed;
  }

  return {
    instruments: () => view.instruments().map((l) => l.instrument),
    instrument: (symbol) => resolve(symbol)?.instrument,
    tickers: () => view.tickers(),
    ticker: (symbol) => {
      const listed = resolve(symbol);
      return listed ? view.ticker(listed.instrument.symbol) : undefined;
    },
    session(symbol, at = clock.now()) {
      const listed = mustResolve(symbol);
      return view.session(listed.instrument.symbol, at) ?? sessionAt(listed.instrument.calendar, at);
    },
    latestTick: (symbol) => {
      const listed = resolve(symbol);
      return listed ? view.latestTick(listed.instrument.symbol) : undefined;
    },
    priceSource: (symbol) => {
      const listed = resolve(symbol);
      return (listed && view.latestTick(listed.instrument.symbol)?.source) ?? 'none';
    },

    // async: an unknown symbol rejects the promise rather than throwing at the call.
    candles: async (symbol, interval, limit, endTime) =>
      reads.candles(mustResolve(symbol), interval, limit, endTime),
    stats: async (symbol, periodMs) => reads.stats(mustResolve(symbol), periodMs),
    async tickAt(symbol, time) {
      const listed = resolve(symbol);
      return listed ? reads.tickAt(listed, time) : undefined;
    },

    onTickers: (listener: (changed: Ticker[]) => void) => view.onTickers(listener),
    onCandle: (listener) => view.onCandle(listener),
  };
}
