import type { DepthSnapshot } from '@halcyon/api';
import type { Clock } from '../../platform/clock.ts';
import { formatAmount } from '../ledger/index.ts';
import type { PairUnits } from './pair-units.ts';
import type { SymbolDesk } from './symbol-desk.ts';

/**
 * A desk's top `limit` levels as the wire has them: the engine counts in ticks and lots, members read
 * prices and quantities as decimal strings.
 */
export function depthSnapshotOf(
  desk: SymbolDesk,
  units: PairUnits,
  limit: number,
  clock: Clock,
): DepthSnapshot {
  const level = (entry: { price: number; quantity: number }): [string, string] => [
    formatAmount(units.tick.mul(entry.price)),
    formatAmount(units.lot.mul(entry.quantity)),
  ];
  const depth = desk.depth(limit);
  return {
    symbol: desk.symbol,
    lastUpdateId: desk.sequence,
    bids: depth.bids.map(level),
    asks: depth.asks.map(level),
    time: clock.now(),
  };
}
