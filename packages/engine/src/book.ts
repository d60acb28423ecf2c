import { BookSide } from './book-side.ts';
import type { LimitOrderCommand, OrderCommand } from './commands.ts';
import { EngineState } from './engine-state.ts';
import type { CancelReason, EngineEvent } from './events.ts';
import { floorDiv } from './integers.ts';
import {
  acceptedEvent,
  doneEvent,
  rejectedEvent,
  remainderEvent,
  restedEvent,
  tradeEvent,
  withdrawnEvent,
} from './order-events.ts';
import type { RestingOrder } from './resting-order.ts';
import type { Side } from './side.ts';
import { validateOrder } from './validate-command.ts';
import { type DepthSnapshot, type OrderView, toOrderView } from './views.ts';

/** Stands for "no lot limit" when a market order is bounded by its quote amount instead. */
const UNBOUNDED = Number.MAX_SAFE_INTEGER;

/**
 * The order book of one symbol with price-time priority: a taker trades against the best price first and,
 * within a price, against the oldest order first; every trade is at the maker's price.
 *
 * Self-trade prevention, "cancel resting": when an incoming order reaches a resting order of the same owner,
 * the resting order is cancelled (reason `self_trade`) and the incoming order carries on down the book. Why
 * this policy: the incoming order is the owner's latest intent, so the stale quote is the one to go; the
 * incoming order still gets the best prices the rest of the market offers (price priority holds); and the
 * house liquidity maker, re-quoting as the price moves, simply replaces its own crossing quotes.
 */
export class Book {
  readonly bids = new BookSide('buy');
  readonly asks = new BookSide('sell');
  /** Unspent quote amount of the last match, a second return value without allocating a tuple. */
  private budgetLeft = 0;

  constructor(
    readonly symbol: string,
    private readonly state: EngineState = new EngineState(),
  ) {}

  /** Places an order and returns its events: accepted, trades and self-trade cancels, rested or cancelled, done. */
  submit(command: OrderCommand): EngineEvent[] {
    const events: EngineEvent[] = [];
    const reason =
      command.symbol === this.symbol ? validateOrder(command, this.state.orders) : 'invalid_symbol';
    if (reason !== null) {
      events.push(rejectedEvent(command.orderId, reason));
      return events;
    }
    switch (command.type) {
      case 'limit': {
        events.push(acceptedEvent(++this.state.sequence, command, command.price, command.quantity, null));
        const filled = this.match(
          command,
          command.side === 'buy' ? command.price : -command.price,
          command.quantity,
          0,
          events,
        );
        const left = command.quantity - filled;
        if (left > 0) this.rest(command, left, events);
        events.push(doneEvent(++this.state.sequence, command, filled, left));
        break;
      }
      case 'market': {
        events.push(acceptedEvent(++this.state.sequence, command, null, command.quantity, null));
        const filled = this.match(command, Number.POSITIVE_INFINITY, command.quantity, 0, events);
        const left = command.quantity - filled;
        if (left > 0) events.push(remainderEvent(++this.state.sequence, command, filled, left, 0));
        events.push(doneEvent(++this.state.sequence, command, filled, 0));
        break;
      }
      case 'market_quote': {
        events.push(acceptedEvent(++this.state.sequence, command, null, null, command.quoteAmount));
        const filled = this.match(command, Number.POSITIVE_INFINITY, UNBOUNDED, command.quoteAmount, events);
        if (this.budgetLeft > 0) {
          events.push(remainderEvent(++this.state.sequence, command, filled, 0, this.budgetLeft));
        }
        events.push(doneEvent(++this.state.sequence, command, filled, 0));
        break;
      }
      default: {
        const unknown: never = command;
        events.push(rejectedEvent((unknown as OrderCommand).orderId, 'invalid_command'));
      }
    }
    return events;
  }

  /** Withdraws a resting order of this book; with `ownerId`, only if that owner holds it. */
  cancel(orderId: string, ownerId?: string): EngineEvent[] {
    const order = this.state.orders.get(orderId);
    return order === undefined
      ? [rejectedEvent(orderId, 'unknown_order')]
      : this.cancelResting(order, ownerId);
  }

  /** The second half of `cancel`, for the engine, which has already found the order by id. */
  cancelResting(order: RestingOrder, ownerId?: string): EngineEvent[] {
    if (order.symbol !== this.symbol || (ownerId !== undefined && order.ownerId !== ownerId)) {
      return [rejectedEvent(order.orderId, 'unknown_order')];
    }
    const events: EngineEvent[] = [];
    this.withdraw(order, 'user', events);
    return events;
  }

  bestBid(): number | null {
    return this.bids.best?.price ?? null;
  }

  bestAsk(): number | null {
    return this.asks.best?.price ?? null;
  }

  depth(limit: number): DepthSnapshot {
    return { bids: this.bids.depth(limit), asks: this.asks.depth(limit) };
  }

  order(orderId: string): OrderView | undefined {
    const order = this.state.orders.get(orderId);
    return order !== undefined && order.symbol === this.symbol ? toOrderView(order) : undefined;
  }

  /** The queue at one price, oldest (next to fill) first. */
  ordersAt(side: Side, price: number): OrderView[] {
    const views: OrderView[] = [];
    const level = this.sideOf(side).level(price);
    for (let order = level?.head ?? null; order !== null; order = order.next) views.push(toOrderView(order));
    return views;
  }

  /** Every resting order of one side, in matching priority. */
  openOrders(side: Side): OrderView[] {
    return Array.from(this.sideOf(side).inPriority(), toOrderView);
  }

  get orderCount(): number {
    return this.bids.orderCount + this.asks.orderCount;
  }

  private sideOf(side: Side): BookSide {
    return side === 'buy' ? this.bids : this.asks;
  }

  /**
   * Trades the taker against the opposite side while levels cross `limitKey` (the limit price as a level key
   * of that side; +Infinity for market orders), up to `lots`, and for a quote-sized order up to `budget`.
   * Returns the lots filled; the unspent budget is left in `budgetLeft`.
   */
  private match(
    taker: OrderCommand,
    limitKey: number,
    lots: number,
    budget: number,
    events: EngineEvent[],
  ): number {
    const book = taker.side === 'buy' ? this.asks : this.bids;
    const byQuote = taker.type === 'market_quote';
    let remaining = lots;
    let budgetLeft = budget;
    let exhausted = false;
    while (!exhausted) {
      const level = book.best;
      if (level === null || level.key > limitKey) break;
      const price = level.price;
      let maker = level.head;
      while (maker !== null) {
        const next = maker.next;
        const cap = byQuote ? floorDiv(budgetLeft, price) : remaining;
        if (cap === 0) {
          exhausted = true;
          break;
        }
        if (maker.ownerId === taker.ownerId) {
          this.withdraw(maker, 'self_trade', events);
        } else {
          const quantity = Math.min(maker.quantity, cap);
          remaining -= quantity;
          if (byQuote) budgetLeft -= price * quantity;
          const makerRemaining = maker.quantity - quantity;
          events.push(tradeEvent(++this.state.sequence, maker, taker, quantity, makerRemaining));
          if (makerRemaining === 0) {
            book.remove(maker);
            this.state.orders.delete(maker.orderId);
          } else {
            book.reduce(maker, quantity);
          }
          if (remaining === 0) {
            exhausted = true;
            break;
          }
        }
        maker = next;
      }
    }
    this.budgetLeft = budgetLeft;
    return lots - remaining;
  }

  private withdraw(order: RestingOrder, reason: CancelReason, events: EngineEvent[]): void {
    this.sideOf(order.side).remove(order);
    this.state.orders.delete(order.orderId);
    events.push(withdrawnEvent(++this.state.sequence, order, reason));
  }

  private rest(command: LimitOrderCommand, quantity: number, events: EngineEvent[]): void {
    const { symbol, orderId, ownerId, side, price } = command;
    const order = this.sideOf(side).rest(symbol, orderId, ownerId, price, quantity, command.quantity);
    this.state.orders.set(orderId, order);
    events.push(restedEvent(++this.state.sequence, order));
  }
}
