import { Book } from './book.ts';
import type { Command, OrderCommand } from './commands.ts';
import { EngineState } from './engine-state.ts';
import type { EngineEvent } from './events.ts';
import { rejectedEvent } from './order-events.ts';
import { validateOrder } from './validate-command.ts';
import type { DepthSnapshot, OrderView } from './views.ts';

export interface MatchingEngineOptions {
  /** The last sequence number already used, so a restarted engine continues the stream without reuse. */
  readonly sequence?: number;
}

/**
 * All order books, one per symbol, created on a symbol's first accepted order. Pure and deterministic: the
 * same commands in the same order give the same events, whatever the clock or the machine.
 *
 * Rebuilding after a restart: replay the open orders as limit commands (remaining quantity) in their
 * original sequence order. They never cross, because the book never is after any command, so they rest
 * exactly as before.
 */
export class MatchingEngine {
  private readonly state: EngineState;
  private readonly books = new Map<string, Book>();

  constructor(options: MatchingEngineOptions = {}) {
    this.state = new EngineState(options.sequence ?? 0);
  }

  /** The sequence number of the last event produced. */
  get sequence(): number {
    return this.state.sequence;
  }

  execute(command: Command): EngineEvent[] {
    switch (command.type) {
      case 'limit':
      case 'market':
      case 'market_quote':
        return this.submit(command);
      case 'cancel':
        return this.cancel(command.orderId, command.ownerId);
      default: {
        const unknown: never = command;
        return [rejectedEvent((unknown as { orderId?: unknown }).orderId, 'invalid_command')];
      }
    }
  }

  submit(command: OrderCommand): EngineEvent[] {
    const book = this.books.get(command.symbol);
    if (book !== undefined) return book.submit(command);
    // A refused order must not even open an empty book.
    const reason = validateOrder(command, this.state.orders);
    if (reason !== null) return [rejectedEvent(command.orderId, reason)];
    const opened = new Book(command.symbol, this.state);
    this.books.set(command.symbol, opened);
    return opened.submit(command);
  }

  cancel(orderId: string, ownerId?: string): EngineEvent[] {
    const order = this.state.orders.get(orderId);
    const book = order === undefined ? undefined : this.books.get(order.symbol);
    if (order === undefined || book === undefined) return [rejectedEvent(orderId, 'unknown_order')];
    return book.cancelResting(order, ownerId);
  }

  book(symbol: string): Book | undefined {
    return this.books.get(symbol);
  }

  symbols(): string[] {
    return [...this.books.keys()];
  }

  order(orderId: string): OrderView | undefined {
    const order = this.state.orders.get(orderId);
    return order === undefined ? undefined : this.books.get(order.symbol)?.order(orderId);
  }

  bestBid(symbol: string): number | null {
    return this.books.get(symbol)?.bestBid() ?? null;
  }

  bestAsk(symbol: string): number | null {
    return this.books.get(symbol)?.bestAsk() ?? null;
  }

  depth(symbol: string, limit: number): DepthSnapshot {
    return this.books.get(symbol)?.depth(limit) ?? { bids: [], asks: [] };
  }
}
