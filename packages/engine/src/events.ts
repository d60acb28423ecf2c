import type { Side } from './side.ts';

export type OrderType = 'limit' | 'market' | 'market_quote';

/**
 * Why lots left the book without trading. `self_trade`: a resting order met an incoming order of the same
 * owner (see book.ts for the policy); `market_remainder`: a market order traded some and the rest has nothing
 * to take (or no longer fits its quote amount); `no_liquidity`: a market order traded nothing.
 */
export type CancelReason = 'user' | 'self_trade' | 'market_remainder' | 'no_liquidity';

export type RejectReason =
  | 'invalid_command'
  | 'invalid_symbol'
  | 'invalid_order_id'
  | 'invalid_owner'
  | 'invalid_side'
  | 'invalid_price'
  | 'invalid_quantity'
  | 'invalid_quote_amount'
  | 'notional_too_large'
  | 'duplicate_order_id'
  | 'unknown_order';

/**
 * Every event that changes or confirms state carries the engine's next sequence number, so the events of all
 * commands form one gap-free, totally ordered stream that a consumer can apply in order and resume from.
 */
export interface AcceptedEvent {
  readonly type: 'accepted';
  readonly sequence: number;
  readonly symbol: string;
  readonly orderId: string;
  readonly ownerId: string;
  readonly side: Side;
  readonly orderType: OrderType;
  /** Limit price in ticks; null for market orders. */
  readonly price: number | null;
  /** Lots asked for; null for a market order sized by quote amount. */
  readonly quantity: number | null;
  /** Tick-lots budget of a `market_quote` order; null otherwise. */
  readonly quoteAmount: number | null;
}

export interface TradeEvent {
  readonly type: 'trade';
  readonly sequence: number;
  readonly symbol: string;
  readonly makerOrderId: string;
  readonly takerOrderId: string;
  readonly makerOwner: string;
  readonly takerOwner: string;
  /** Always the maker's resting price. */
  readonly price: number;
  readonly quantity: number;
  readonly takerSide: Side;
  /** Lots the maker still has resting after this trade; 0 means the maker is filled and gone. */
  readonly makerRemaining: number;
}

export interface RestedEvent {
  readonly type: 'rested';
  readonly sequence: number;
  readonly symbol: string;
  readonly orderId: string;
  readonly ownerId: string;
  readonly side: Side;
  readonly price: number;
  /** Lots now resting (the part of the order that did not trade). */
  readonly quantity: number;
}

export interface CancelledEvent {
  readonly type: 'cancelled';
  readonly sequence: number;
  readonly symbol: string;
  readonly orderId: string;
  readonly ownerId: string;
  readonly side: Side;
  readonly reason: CancelReason;
  /** The resting price, or null for a market order's remainder. */
  readonly price: number | null;
  /** Lots withdrawn; 0 for a `market_quote` order, whose remainder is `quoteAmount`. */
  readonly quantity: number;
  /** Unspent tick-lots of a `market_quote` order; 0 for every other order. */
  readonly quoteAmount: number;
}

/** Closes every accepted order command: what the incoming order traded and what of it now rests. */
export interface DoneEvent {
  readonly type: 'done';
  readonly sequence: number;
  readonly symbol: string;
  readonly orderId: string;
  readonly ownerId: string;
  readonly filled: number;
  readonly remaining: number;
}

/** A refused command changed nothing, so it takes no sequence number. */
export interface RejectedEvent {
  readonly type: 'rejected';
  readonly orderId: string;
  readonly reason: RejectReason;
}

export type EngineEvent =
  | AcceptedEvent
  | TradeEvent
  | RestedEvent
  | CancelledEvent
  | DoneEvent
  | RejectedEvent;
