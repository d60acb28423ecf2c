import type { Book, Side } from '@halcyon/engine';
import { HOUSE_OWNER } from './command-settlement.ts';

/**
 * What a market order will take from the book, computed the way the engine matches (price-time order,
 * the owner's own resting orders skipped as self-trade cancels), so that exactly what it needs is frozen.
 * Only valid inside the spot writer, where the book cannot change between this walk and the match.
 */
export type Walk = { lots: number; tickLots: number };

const restingOf = (book: Book | undefined, takerSide: Side) =>
  book === undefined ? [] : (takerSide === 'buy' ? book.asks : book.bids).inPriority();

/** Up to `lots` lots: how many the book has for this owner and their notional in tick-lots. */
export function walkByLots(book: Book | undefined, takerSide: Side, ownerId: string, lots: number): Walk {
  let remaining = lots;
  let tickLots = 0;
  for (const order of restingOf(book, takerSide)) {
    if (remaining === 0) break;
    if (order.ownerId === ownerId) continue;
    const taken = Math.min(order.quantity, remaining);
    remaining -= taken;
    tickLots += taken * order.price;
  }
  return { lots: lots - remaining, tickLots };
}

/** Whole lots a quote budget (tick-lots) takes, stopping where not even one lot fits, as the engine does. */
export function walkByQuote(book: Book | undefined, takerSide: Side, ownerId: string, budget: number): Walk {
  let left = budget;
  let lots = 0;
  for (const order of restingOf(book, takerSide)) {
    const cap = Math.floor(left / order.price);
    if (cap === 0) break;
    if (order.ownerId === ownerId) continue;
    const taken = Math.min(order.quantity, cap);
    left -= taken * order.price;
    lots += taken;
  }
  return { lots, tickLots: budget - left };
}

/**
 * Whose resting orders a limit order would trade with if it came now: the opposite side in matching
 * priority while the price crosses `limitTicks`, up to `lots`, the owner's own orders (self-trade
 * cancels) and the house's (no balance of its own) skipped. A guess for the writer's lock at the start of
 * a batch (the orders before it in the batch may change the book); never used to settle anything.
 */
export function crossedOwners(
  book: Book | undefined,
  takerSide: Side,
  ownerId: string,
  lots: number,
  limitTicks: number,
): string[] {
  const owners = new Set<string>();
  let remaining = lots;
  for (const order of restingOf(book, takerSide)) {
    const crosses = takerSide === 'buy' ? order.price <= limitTicks : order.price >= limitTicks;
    if (remaining === 0 || !crosses) break;
    if (order.ownerId === ownerId) continue;
    remaining -= Math.min(order.quantity, remaining);
    if (order.ownerId !== HOUSE_OWNER) owners.add(order.ownerId);
  }
  return [...owners];
}
