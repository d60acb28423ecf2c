import { AppError } from '../../platform/errors.ts';
import type { Instrument, MarketData } from '../market-data/index.ts';

/**
 * The instrument a client named in any accepted spelling (BTC/USDT, BTC-USDT, BTCUSDT), or a 404 whose
 * message names what the client sent, so a typo is recognisable in the toast.
 */
export function requireInstrument(marketData: Pick<MarketData, 'instrument'>, symbol: string): Instrument {
  const instrument = marketData.instrument(symbol);
  if (!instrument) throw new AppError('SYMBOL_NOT_FOUND', { symbol: symbol.trim() });
  return instrument;
}

/** Known pairs among `symbols`, once each, keyed by BASE/USDT; unknown ones are left out. */
export function knownInstruments(
  marketData: Pick<MarketData, 'instrument'>,
  symbols: readonly string[],
): Instrument[] {
  const found = new Map<string, Instrument>();
  for (const symbol of symbols) {
    const instrument = marketData.instrument(symbol);
    if (instrument) found.set(instrument.symbol, instrument);
  }
  return [...found.values()];
}
