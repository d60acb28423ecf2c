/** The public face of the market-data module: other modules and the app wiring import only this file. */

export type { BackfillPlan } from './backfill.ts';
export { DEFAULT_BACKFILL } from './backfill.ts';
export type { MarketFeedMode } from './create-market-data.ts';
export { createMarketData } from './create-market-data.ts';
export { ManualPriceFeed } from './manual-feed.ts';
export type { CandleUpdate, Instrument, MarketData, MarketDataRuntime, PeriodStats } from './market-data.ts';
export { MARKET_RELOAD_TOPIC } from './market-messages.ts';
export { tickStoredBetween } from './tick-predicates.ts';
export { firstTicksAfter, ticksInForce } from './tick-repo.ts';
