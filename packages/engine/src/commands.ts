import type { Side } from './side.ts';

/** Good-till-cancelled limit order: trades what crosses, rests the rest at `price`. */
export interface LimitOrderCommand {
  readonly type: 'limit';
  readonly symbol: string;
  readonly orderId: string;
  readonly ownerId: string;
  readonly side: Side;
  /** Integer price ticks. */
  readonly price: number;
  /** Integer lots. */
  readonly quantity: number;
}

/** Market order sized in base lots: takes up to `quantity`, never rests, the rest is cancelled. */
export interface MarketOrderCommand {
  readonly type: 'market';
  readonly symbol: string;
  readonly orderId: string;
  readonly ownerId: string;
  readonly side: Side;
  readonly quantity: number;
}

/**
 * Market order sized by a quote amount in tick-lots (the notional of a fill is price ticks x lots). A buy
 * spends at most `quoteAmount`, a sell receives at most `quoteAmount`: at each level it takes only the whole
 * lots that still fit, and it stops at the first level where not even one lot fits. What is left of the
 * amount is cancelled.
 */
export interface MarketQuoteOrderCommand {
  readonly type: 'market_quote';
  readonly symbol: string;
  readonly orderId: string;
  readonly ownerId: string;
  readonly side: Side;
  readonly quoteAmount: number;
}

/** Withdraws a resting order. With `ownerId`, another owner's order is reported as unknown, not cancelled. */
export interface CancelCommand {
  readonly type: 'cancel';
  readonly orderId: string;
  readonly ownerId?: string;
}

export type OrderCommand = LimitOrderCommand | MarketOrderCommand | MarketQuoteOrderCommand;
export type Command = OrderCommand | CancelCommand;
