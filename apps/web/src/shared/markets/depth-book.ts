import { type DepthDiff, type DepthLevel, type DepthSnapshot, SPOT_LIMITS } from '@halcyon/api';
import { compareDecimal, signOf } from './decimal.ts';

/** What the order book shows: a snapshot with the diffs applied so far. */
export type DepthBook = DepthSnapshot;

export type DiffResult = { kind: 'applied'; book: DepthBook } | { kind: 'stale' } | { kind: 'gap' };

/** Sets or removes (quantity "0") each changed level, keeping the side sorted best first. */
function mergeSide(levels: readonly DepthLevel[], changes: readonly DepthLevel[], descending: boolean) {
  const byPrice = new Map<string, DepthLevel>();
  // Keyed by the exact decimal: "100" and "100.0" are the same level, whatever spelling arrived.
  const keyOf = (price: string) => price.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
  for (const level of levels) byPrice.set(keyOf(level[0]), level);
  for (const change of changes) {
    if (signOf(change[1]) === 0) byPrice.delete(keyOf(change[0]));
    else byPrice.set(keyOf(change[0]), change);
  }
  const sorted = [...byPrice.values()].sort((a, b) =>
    descending ? compareDecimal(b[0], a[0]) : compareDecimal(a[0], b[0]),
  );
  return sorted.slice(0, SPOT_LIMITS.depthMax);
}

/**
 * Applies one diff. Diffs are ordered by update ids: one that ends at or before the book is old news,
 * one that starts after the next id means a diff was missed, and only a fresh snapshot can repair that.
 */
export function applyDepthDiff(book: DepthBook | undefined, diff: DepthDiff): DiffResult {
  if (!book) return { kind: 'gap' };
  if (diff.lastUpdateId <= book.lastUpdateId) return { kind: 'stale' };
  if (diff.firstUpdateId > book.lastUpdateId + 1) return { kind: 'gap' };
  return {
    kind: 'applied',
    book: {
      symbol: book.symbol,
      lastUpdateId: diff.lastUpdateId,
      bids: mergeSide(book.bids, diff.bids, true),
      asks: mergeSide(book.asks, diff.asks, false),
      time: diff.time,
    },
  };
}
