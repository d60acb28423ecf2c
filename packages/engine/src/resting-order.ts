import type { PriceLevel } from './price-level.ts';
import type { Side } from './side.ts';

/**
 * An order on the book, and at the same time its node in the level's FIFO queue: the `prev`/`next` links
 * live on the order itself (an intrusive list), so appending, taking the head and cancelling by id are all
 * O(1) with no wrapper objects.
 */
export class RestingOrder {
  prev: RestingOrder | null = null;
  next: RestingOrder | null = null;

  constructor(
    readonly symbol: string,
    readonly orderId: string,
    readonly ownerId: string,
    readonly side: Side,
    readonly price: number,
    /** Lots still resting. */
    public quantity: number,
    /** Lots the order was accepted with; original - quantity is what it has traded. */
    readonly original: number,
    readonly level: PriceLevel,
  ) {}
}
