import type { OrderSide } from '@halcyon/api';

/** One resting order of the house liquidity maker: decimal strings on the pair's tick and lot grid. */
export type HouseQuote = { side: OrderSide; price: string; quantity: string };

/**
 * How the liquidity maker (modules/liquidity) talks to the spot engine. House quotes live in the
 * engine only: they are not stored, since they are re-made from the feed price after a restart. A
 * trade against one is settled with the `house` system account, exactly like any other trade.
 */
export interface QuoteSink {
  /**
   * Replaces all the house's resting quotes on the symbol with these, through the spot writer
   * (serialised with user orders). New quotes that cross a person's resting order trade with it at
   * that order's price, which is how a resting limit order fills when the market moves through it.
   * An empty list pulls the house out of the book (market closed, price stale).
   *
   * True when the quotes are in the book (or another process hosts it). False when they are not: the
   * attempt failed (the sink logged it), or was held back because the pair's earlier ones failed and it
   * waits before the next, or one is still running. The caller tries again later; it need not log.
   * A failed pull is thrown, as it never waits.
   */
  replaceQuotes(symbol: string, quotes: readonly HouseQuote[]): Promise<boolean>;
}
