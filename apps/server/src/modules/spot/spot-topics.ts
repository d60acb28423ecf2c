import type { DepthSnapshot, PublicTrade } from '@halcyon/api';

/**
 * What the spot engine announces on the bus for the public websocket channels (realtime module):
 * `depth.<SYMBOL>` and `trades.<SYMBOL>`.
 *
 * SPOT_DEPTH_TOPIC: a DepthSnapshot of the top SPOT_LIMITS.depthChannelLevels levels per side, published
 * at most SPOT_LIMITS.depthUpdatesPerSecond times a second per symbol and only when the book changed;
 * lastUpdateId grows with every book change (the engine sequence), so the realtime hub diffs consecutive
 * snapshots into depthDiffs with firstUpdateId = previous lastUpdateId + 1.
 * SPOT_TRADES_TOPIC: the public trades of one match, oldest first, right after they were settled.
 */
export const SPOT_DEPTH_TOPIC = 'spot-depth';
export const SPOT_TRADES_TOPIC = 'spot-trades';

export type SpotTradesMessage = { symbol: string; trades: PublicTrade[] };

/** What the realtime hub reads for the snapshot a new subscriber gets. */
export interface SpotMarketView {
  /** Symbol as BTC/USDT. Throws SYMBOL_NOT_FOUND for an unknown pair. */
  depth(symbol: string, limit: number): Promise<DepthSnapshot>;
  /** Newest first. */
  recentTrades(symbol: string, limit: number): Promise<PublicTrade[]>;
}
