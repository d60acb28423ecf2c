import type { OrderCommand } from './commands.ts';
import type {
  AcceptedEvent,
  CancelledEvent,
  CancelReason,
  DoneEvent,
  RejectedEvent,
  RejectReason,
  RestedEvent,
  TradeEvent,
} from './events.ts';
import type { RestingOrder } from './resting-order.ts';

/*
 * One constructor per event type, each writing its properties in one fixed order: every event of a type then
 * shares one hidden class, which keeps V8's property access on the consumer side monomorphic.
 */

export function acceptedEvent(
  sequence: number,
  command: OrderCommand,
  price: number | null,
  quantity: number | null,
  quoteAmount: number | null,
): AcceptedEvent {
  return {
    type: 'accepted',
    sequence,
    symbol: command.symbol,
    orderId: command.orderId,
    ownerId: command.ownerId,
    side: command.side,
    orderType: command.type,
    price,
    quantity,
    quoteAmount,
  };
}

export function tradeEvent(
  sequence: number,
  maker: RestingOrder,
  taker: OrderCommand,
  quantity: number,
  makerRemaining: number,
): TradeEvent {
  return {
    type: 'trade',
    sequence,
    symbol: maker.symbol,
    makerOrderId: maker.orderId,
    takerOrderId: taker.orderId,
    makerOwner: maker.ownerId,
    takerOwner: taker.ownerId,
    price: maker.price,
    quantity,
    takerSide: taker.side,
    makerRemaining,
  };
}

export function restedEvent(sequence: number, order: RestingOrder): RestedEvent {
  return {
    type: 'rested',
    sequence,
    symbol: order.symbol,
    orderId: order.orderId,
    ownerId: order.ownerId,
    side: order.side,
    price: order.price,
    quantity: order.quantity,
  };
}

/** A resting order leaving the book without trading: cancelled by its owner or by self-trade prevention. */
export function withdrawnEvent(sequence: number, order: RestingOrder, reason: CancelReason): CancelledEvent {
  return {
    type: 'cancelled',
    sequence,
    symbol: order.symbol,
    orderId: order.orderId,
    ownerId: order.ownerId,
    side: order.side,
    reason,
    price: order.price,
    quantity: order.quantity,
    quoteAmount: 0,
  };
}

/** What a market order could not trade: lots for one sized in base, tick-lots for one sized by quote. */
export function remainderEvent(
  sequence: number,
  command: OrderCommand,
  filled: number,
  quantity: number,
  quoteAmount: number,
): CancelledEvent {
  return {
    type: 'cancelled',
    sequence,
    symbol: command.symbol,
    orderId: command.orderId,
    ownerId: command.ownerId,
    side: command.side,
    reason: filled === 0 ? 'no_liquidity' : 'market_remainder',
    price: null,
    quantity,
    quoteAmount,
  };
}

export function doneEvent(
  sequence: number,
  command: OrderCommand,
  filled: number,
  remaining: number,
): DoneEvent {
  return {
    type: 'done',
    sequence,
    symbol: command.symbol,
    orderId: command.orderId,
    ownerId: command.ownerId,
    filled,
    remaining,
  };
}

export function rejectedEvent(orderId: unknown, reason: RejectReason): RejectedEvent {
  return { type: 'rejected', orderId: typeof orderId === 'string' ? orderId : '', reason };
}
