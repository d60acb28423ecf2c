import type { ContractPrice, KlineInterval } from '@halcyon/api';
import type { MarketData } from '../market-data/index.ts';
import { requireInstrument } from '../markets/index.ts';

/** The feed price a new contract would be judged against, with the tick that carries it. */
export function contractPrice(marketData: MarketData, symbol: string): ContractPrice {
  const instrument = requireInstrument(marketData, symbol);
  const ticker = marketData.ticker(instrument.symbol);
  if (!ticker) throw new Error(`no ticker for listed pair ${instrument.symbol}`);
  const tick = marketData.latestTick(instrument.symbol);
  return {
    symbol: instrument.symbol,
    price: ticker.price,
    time: ticker.time,
    tickId: tick?.id ?? null,
    source: marketData.priceSource(instrument.symbol),
    stale: ticker.stale,
    marketOpen: ticker.marketOpen,
  };
}

/** The candles of a pair's contract chart. */
export async function contractKline(
  marketData: MarketData,
  query: { symbol: string; interval: KlineInterval; limit: number },
) {
  const instrument = requireInstrument(marketData, query.symbol);
  return {
    symbol: instrument.symbol,
    interval: query.interval,
    candles: await marketData.candles(instrument.symbol, query.interval, query.limit),
  };
}
