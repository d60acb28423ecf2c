import type {
  CancelCommand,
  EngineEvent,
  LimitOrderCommand,
  MarketOrderCommand,
  MarketQuoteOrderCommand,
  Side,
} from '../../src/index.ts';

export const SYMBOL = 'BTC/USDT';

export function limit(
  orderId: string,
  ownerId: string,
  side: Side,
  price: number,
  quantity: number,
  symbol = SYMBOL,
): LimitOrderCommand {
  return { type: 'limit', symbol, orderId, ownerId, side, price, quantity };
}

export function market(orderId: string, ownerId: string, side: Side, quantity: number): MarketOrderCommand {
  return { type: 'market', symbol: SYMBOL, orderId, ownerId, side, quantity };
}

export function marketQuote(
  orderId: string,
  ownerId: string,
  side: Side,
  quoteAmount: number,
): MarketQuoteOrderCommand {
  return { type: 'market_quote', symbol: SYMBOL, orderId, ownerId, side, quoteAmount };
}

export function cancel(orderId: string, ownerId?: string): CancelCommand {
  return ownerId === undefined ? { type: 'cancel', orderId } : { type: 'cancel', orderId, ownerId };
}

/** The trades of a command as `maker->taker qty@price`, the shape a reader checks at a glance. */
export function tradesOf(events: EngineEvent[]): string[] {
  return events.flatMap((event) =>
    event.type === 'trade'
      ? [`${event.makerOrderId}->${event.takerOrderId} ${event.quantity}@${event.price}`]
      : [],
  );
}

/** The event types of a command, with cancel reasons, e.g. `accepted trade cancelled:self_trade done`. */
export function kindsOf(events: EngineEvent[]): string {
  return events
    .map((event) => {
      switch (event.type) {
        case 'cancelled':
          return `cancelled:${event.reason}`;
        case 'rejected':
          return `rejected:${event.reason}`;
        default:
          return event.type;
      }
    })
    .join(' ');
}

export function lastOf(events: EngineEvent[]): EngineEvent {
  const last = events.at(-1);
  if (last === undefined) throw new Error('a command returned no events');
  return last;
}
