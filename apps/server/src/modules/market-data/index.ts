/** The public face of the market-data module: other modules and the app wiring import only this file. */

export type { MarketFeedMode } from './create-market-data.ts';
export { createMarketData } from './create-market-data.ts';
export { ManualPriceFeed } from './feeds/manual-feed.ts';
export type { BackfillPlan } from './history/backfill.ts';
export { DEFAULT_BACKFILL } from './history/backfill.ts';
export type { CandleUpdate, Instrument, MarketData, MarketDataRuntime, PeriodStats } from './market-data.ts';
export { MARKET_RELOAD_TOPIC, MARKET_TICKS_TOPIC } from './market-messages.ts';
export { updateInstrument } from './store/instrument-repo.ts';
export { tickStoredBetween } from './store/tick-predicates.ts';
export type { TickRow } from './store/tick-repo.ts';
export { firstTicksAfter, ticksInForce } from './store/tick-repo.ts';
