import { expect } from 'vitest';
import type {
  Command,
  DepthLevel,
  EngineEvent,
  MatchingEngine,
  OrderCommand,
  Side,
  TradeEvent,
} from '../../src/index.ts';

interface ShadowOrder {
  readonly symbol: string;
  readonly orderId: string;
  readonly ownerId: string;
  readonly side: Side;
  readonly price: number;
  quantity: number;
  /** Sequence of its `rested` event: the time half of price-time priority. */
  readonly restedAt: number;
}

/** What became of one accepted order, to check that nothing is created or lost. */
interface Ledger {
  readonly lots: number | null;
  readonly budget: number | null;
  filled: number;
  spent: number;
  cancelledLots: number;
  unspent: number;
}

/** A taker in flight: what its events so far say it has done. */
interface Taker {
  readonly command: OrderCommand;
  filled: number;
  spent: number;
  rested: number;
  remainder: { lots: number; quote: number } | null;
}

function opposite(side: Side): Side {
  return side === 'buy' ? 'sell' : 'buy';
}

/**
 * An independent, deliberately naive model of the book, driven only by the engine's events. It checks each
 * event against the rules as it applies it: a trade must hit the order that price-time priority names (best
 * price, then earliest rested), at the maker's price, within the taker's limit, between two owners; a
 * self-trade cancel must remove an order of the taker's owner that the taker had reached; remainders and
 * done must add up. Then the engine's queries must agree with the model, and no order may gain or lose lots.
 */
export class ShadowEngine {
  private readonly resting = new Map<string, ShadowOrder>();
  private readonly ledgers = new Map<string, Ledger>();
  private sequence = 0;

  apply(command: Command, events: EngineEvent[]): void {
    const first = events[0];
    if (first?.type === 'rejected') {
      expect(events).toHaveLength(1);
      expect(this.wouldAccept(command), `rejected ${first.reason}: ${JSON.stringify(command)}`).toBe(false);
      return;
    }
    expect(this.wouldAccept(command), `accepted: ${JSON.stringify(command)}`).toBe(true);
    for (const event of events) {
      if (event.type === 'rejected') throw new Error('a rejection among other events');
      this.sequence += 1;
      expect(event.sequence).toBe(this.sequence);
    }
    if (command.type === 'cancel') this.applyCancel(command.orderId, events);
    else this.applyOrder(command, events);
  }

  /** The engine's answers to every query must equal the model's, and the book must not be crossed. */
  expectEngineAgrees(engine: MatchingEngine, symbols: readonly string[]): void {
    for (const symbol of symbols) {
      const depth = engine.depth(symbol, Number.MAX_SAFE_INTEGER);
      expect(depth).toEqual({ bids: this.depth(symbol, 'buy'), asks: this.depth(symbol, 'sell') });
      const bid = engine.bestBid(symbol);
      const ask = engine.bestAsk(symbol);
      if (bid !== null && ask !== null) expect(bid).toBeLessThan(ask);
      const book = engine.book(symbol);
      for (const side of ['buy', 'sell'] as const) {
        const queue = (book?.openOrders(side) ?? []).map((order) => [order.orderId, order.quantity]);
        expect(queue).toEqual(this.inPriority(symbol, side).map((order) => [order.orderId, order.quantity]));
      }
    }
    for (const order of this.resting.values()) {
      expect(engine.order(order.orderId)).toMatchObject({ quantity: order.quantity, price: order.price });
    }
    expect(engine.sequence).toBe(this.sequence);
  }

  /** Per order: filled + resting + cancelled = original lots; spent + unspent = quote amount. */
  expectConservation(): void {
    for (const [orderId, ledger] of this.ledgers) {
      if (ledger.lots !== null) {
        const resting = this.resting.get(orderId)?.quantity ?? 0;
        expect(ledger.filled + resting + ledger.cancelledLots, orderId).toBe(ledger.lots);
      }
      if (ledger.budget !== null) expect(ledger.spent + ledger.unspent, orderId).toBe(ledger.budget);
    }
  }

  private wouldAccept(command: Command): boolean {
    if (command.type === 'cancel') {
      const order = this.resting.get(command.orderId);
      return order !== undefined && (command.ownerId === undefined || command.ownerId === order.ownerId);
    }
    const sized =
      command.type === 'limit'
        ? command.price > 0 && Number.isSafeInteger(command.price) && Number.isSafeInteger(command.quantity)
        : true;
    const amount = command.type === 'market_quote' ? command.quoteAmount : command.quantity;
    return sized && amount > 0 && Number.isSafeInteger(amount) && !this.resting.has(command.orderId);
  }

  private applyCancel(orderId: string, events: EngineEvent[]): void {
    const order = this.resting.get(orderId) as ShadowOrder;
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'cancelled', reason: 'user', orderId, quantity: order.quantity });
    this.withdraw(order);
  }

  private applyOrder(command: OrderCommand, events: EngineEvent[]): void {
    expect(events[0]).toMatchObject({ type: 'accepted', orderId: command.orderId, orderType: command.type });
    const last = events.at(-1);
    expect(last?.type).toBe('done');
    this.ledgers.set(command.orderId, {
      lots: command.type === 'market_quote' ? null : command.quantity,
      budget: command.type === 'market_quote' ? command.quoteAmount : null,
      filled: 0,
      spent: 0,
      cancelledLots: 0,
      unspent: 0,
    });
    const taker: Taker = { command, filled: 0, spent: 0, rested: 0, remainder: null };
    for (const event of events.slice(1, -1)) {
      expect(taker.rested === 0 && taker.remainder === null, 'nothing follows rested or a remainder').toBe(
        true,
      );
      switch (event.type) {
        case 'trade':
          this.applyTrade(taker, event);
          break;
        case 'cancelled':
          if (event.reason === 'self_trade') this.applySelfTradeCancel(taker, event.orderId);
          else this.applyRemainder(taker, event.orderId, event.reason, event.quantity, event.quoteAmount);
          break;
        case 'rested':
          expect(command.type).toBe('limit');
          if (command.type !== 'limit') return;
          expect(event).toMatchObject({ orderId: command.orderId, price: command.price });
          expect(event.quantity).toBe(command.quantity - taker.filled);
          taker.rested = event.quantity;
          this.resting.set(command.orderId, {
            ...command,
            quantity: event.quantity,
            restedAt: event.sequence,
          });
          break;
        default:
          throw new Error(`unexpected ${event.type} inside an order's events`);
      }
    }
    this.expectTakerFinished(taker);
    expect(last).toMatchObject({ orderId: command.orderId, filled: taker.filled, remaining: taker.rested });
  }

  private applyTrade(taker: Taker, trade: TradeEvent): void {
    const { command } = taker;
    const best = this.best(command.symbol, opposite(command.side));
    expect(best?.orderId, 'the maker must be the best-priced, earliest order').toBe(trade.makerOrderId);
    const maker = best as ShadowOrder;
    expect(trade.makerOwner).toBe(maker.ownerId);
    expect(trade.takerOwner).toBe(command.ownerId);
    expect(trade.makerOwner, 'self-trade').not.toBe(trade.takerOwner);
    expect(trade.price).toBe(maker.price);
    expect(trade.takerSide).toBe(command.side);
    expect(trade.takerOrderId).toBe(command.orderId);
    if (command.type === 'limit') {
      expect(command.side === 'buy' ? trade.price <= command.price : trade.price >= command.price).toBe(true);
    }
    expect(trade.quantity).toBeGreaterThan(0);
    expect(trade.quantity).toBeLessThanOrEqual(maker.quantity);
    maker.quantity -= trade.quantity;
    expect(trade.makerRemaining).toBe(maker.quantity);
    if (maker.quantity === 0) this.resting.delete(maker.orderId);
    this.ledger(maker.orderId).filled += trade.quantity;
    taker.filled += trade.quantity;
    taker.spent += trade.price * trade.quantity;
    const ledger = this.ledger(command.orderId);
    ledger.filled += trade.quantity;
    ledger.spent += trade.price * trade.quantity;
    if (command.type === 'market_quote') expect(taker.spent).toBeLessThanOrEqual(command.quoteAmount);
    if (command.type !== 'market_quote') expect(taker.filled).toBeLessThanOrEqual(command.quantity);
  }

  private applySelfTradeCancel(taker: Taker, orderId: string): void {
    const best = this.best(taker.command.symbol, opposite(taker.command.side));
    expect(best?.orderId, 'self-trade cancel of an order the taker reached').toBe(orderId);
    const order = best as ShadowOrder;
    expect(order.ownerId).toBe(taker.command.ownerId);
    if (taker.command.type === 'limit') {
      const { price, side } = taker.command;
      expect(side === 'buy' ? order.price <= price : order.price >= price).toBe(true);
    }
    this.withdraw(order);
  }

  private applyRemainder(taker: Taker, orderId: string, reason: string, lots: number, quote: number): void {
    const { command } = taker;
    expect(orderId).toBe(command.orderId);
    expect(command.type).not.toBe('limit');
    expect(reason).toBe(taker.filled === 0 ? 'no_liquidity' : 'market_remainder');
    if (command.type === 'market') {
      expect({ lots, quote }).toEqual({ lots: command.quantity - taker.filled, quote: 0 });
    } else if (command.type === 'market_quote') {
      expect({ lots, quote }).toEqual({ lots: 0, quote: command.quoteAmount - taker.spent });
    }
    const ledger = this.ledger(command.orderId);
    ledger.cancelledLots += lots;
    ledger.unspent += quote;
    taker.remainder = { lots, quote };
  }

  /** A taker stops only when it is filled, its limit is reached, or (quote) one more lot would not fit. */
  private expectTakerFinished(taker: Taker): void {
    const { command } = taker;
    const best = this.best(command.symbol, opposite(command.side));
    switch (command.type) {
      case 'limit':
        if (taker.rested > 0 && best !== undefined) {
          expect(command.side === 'buy' ? best.price > command.price : best.price < command.price).toBe(true);
        }
        expect(taker.filled + taker.rested).toBe(command.quantity);
        break;
      case 'market':
        if (taker.remainder !== null) expect(best, 'market remainder while liquidity rests').toBeUndefined();
        else expect(taker.filled).toBe(command.quantity);
        break;
      case 'market_quote': {
        const unspent = command.quoteAmount - taker.spent;
        if (taker.remainder === null) expect(unspent).toBe(0);
        else if (best !== undefined)
          expect(best.price, 'one more lot would have fit').toBeGreaterThan(unspent);
        break;
      }
      default: {
        const unreachable: never = command;
        throw new Error(`unknown command ${JSON.stringify(unreachable)}`);
      }
    }
  }

  private withdraw(order: ShadowOrder): void {
    this.resting.delete(order.orderId);
    this.ledger(order.orderId).cancelledLots += order.quantity;
  }

  private ledger(orderId: string): Ledger {
    const ledger = this.ledgers.get(orderId);
    if (ledger === undefined) throw new Error(`no ledger for ${orderId}`);
    return ledger;
  }

  private inPriority(symbol: string, side: Side): ShadowOrder[] {
    return [...this.resting.values()]
      .filter((order) => order.symbol === symbol && order.side === side)
      .sort((a, b) =>
        a.price === b.price
          ? a.restedAt - b.restedAt
          : side === 'buy'
            ? b.price - a.price
            : a.price - b.price,
      );
  }

  private best(symbol: string, side: Side): ShadowOrder | undefined {
    return this.inPriority(symbol, side)[0];
  }

  private depth(symbol: string, side: Side): DepthLevel[] {
    const levels: DepthLevel[] = [];
    for (const order of this.inPriority(symbol, side)) {
      const last = levels.at(-1);
      if (last?.price === order.price)
        levels[levels.length - 1] = {
          price: last.price,
          quantity: last.quantity + order.quantity,
          orderCount: last.orderCount + 1,
        };
      else levels.push({ price: order.price, quantity: order.quantity, orderCount: 1 });
    }
    return levels;
  }
}
