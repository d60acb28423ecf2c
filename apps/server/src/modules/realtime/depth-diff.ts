import type { DepthDiff, DepthLevel, DepthSnapshot } from '@halcyon/api';

/** The best `levels` of each side: what a `depth.<SYMBOL>` subscriber holds. */
export function topOfBook(book: DepthSnapshot, levels: number): DepthSnapshot {
  if (book.bids.length <= levels && book.asks.length <= levels) return book;
  return { ...book, bids: book.bids.slice(0, levels), asks: book.asks.slice(0, levels) };
}

/**
 * The changed levels of one side, as a client applies them: new or changed quantities as they are now, then
 * the levels that left the view with quantity "0" (removed from the book or pushed below the top N).
 * Prices are compared as the engine formats them (one format per pair).
 */
function sideDiff(before: readonly DepthLevel[], after: readonly DepthLevel[]): DepthLevel[] {
  const old = new Map(before);
  const changed: DepthLevel[] = [];
  for (const [price, quantity] of after) {
    if (old.get(price) !== quantity) changed.push([price, quantity]);
    old.delete(price);
  }
  for (const price of old.keys()) changed.push([price, '0']);
  return changed;
}

/**
 * From one top-N view to the next. Undefined when `next` is not newer or changes nothing the client sees;
 * the caller then keeps `previous` as its base, so the next diff still starts at previous.lastUpdateId + 1
 * and the chain of update ids a client checks never breaks.
 */
export function diffDepth(previous: DepthSnapshot, next: DepthSnapshot): DepthDiff | undefined {
  if (next.lastUpdateId <= previous.lastUpdateId) return undefined;
  const bids = sideDiff(previous.bids, next.bids);
  const asks = sideDiff(previous.asks, next.asks);
  if (bids.length === 0 && asks.length === 0) return undefined;
  return {
    symbol: next.symbol,
    firstUpdateId: previous.lastUpdateId + 1,
    lastUpdateId: next.lastUpdateId,
    bids,
    asks,
    time: next.time,
  };
}
