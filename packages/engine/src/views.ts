import type { RestingOrder } from './resting-order.ts';
import type { Side } from './side.ts';

/** A copy of a resting order's state: callers never hold the engine's own nodes. */
export interface OrderView {
  readonly symbol: string;
  readonly orderId: string;
  readonly ownerId: string;
  readonly side: Side;
  readonly price: number;
  /** Lots still resting. */
  readonly quantity: number;
  readonly filled: number;
  readonly original: number;
}

export interface DepthLevel {
  readonly price: number;
  readonly quantity: number;
  readonly orderCount: number;
}

/** Levels best first: bids from the highest price down, asks from the lowest up. */
export interface DepthSnapshot {
  readonly bids: DepthLevel[];
  readonly asks: DepthLevel[];
}

export function toOrderView(order: RestingOrder): OrderView {
  return {
    symbol: order.symbol,
    orderId: order.orderId,
    ownerId: order.ownerId,
    side: order.side,
    price: order.price,
    quantity: order.quantity,
    filled: order.original - order.quantity,
    original: order.original,
  };
}
