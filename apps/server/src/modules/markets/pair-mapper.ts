import type { MarketSession, Ticker, TradingPair } from '@halcyon/api';
import type { Instrument } from '../market-data/index.ts';

/**
 * An instrument with its ticker, as the screens show it. `marketOpen` is taken from the session at read
 * time rather than from the last tick, so that a market that just closed says so even though its last
 * tick was taken while it was open.
 */
export function toTradingPair(
  instrument: Instrument,
  ticker: Ticker,
  session: MarketSession,
  source: string,
): TradingPair {
  return {
    ...ticker,
    symbol: instrument.symbol,
    marketOpen: session.open,
    base: instrument.base,
    quote: 'USDT',
    name: instrument.name,
    categoryId: instrument.categoryId,
    status: instrument.status,
    pricePrecision: instrument.pricePrecision,
    quantityPrecision: instrument.quantityPrecision,
    tickSize: instrument.tickSize,
    minQuantity: instrument.minQuantity,
    minNotional: instrument.minNotional,
    open: ticker.open24h,
    high: ticker.high24h,
    low: ticker.low24h,
    close: ticker.price,
    volume: ticker.volume24h,
    session,
    quotedInUsd: instrument.quotedInUsd,
    source,
  };
}
