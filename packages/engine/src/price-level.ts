import type { RestingOrder } from './resting-order.ts';

/**
 * All orders at one price on one side, oldest first, plus the links that place the level in its side's
 * ordered structure. The level is its own tree node (`left`, `right`, `height`) and its own entry in the
 * best-to-worst list (`better`, `worse`), so a new level costs one allocation and walking the book from the
 * top costs one pointer per level.
 */
export class PriceLevel {
  head: RestingOrder | null = null;
  tail: RestingOrder | null = null;
  /** Total lots resting here, kept in step with every fill and cancel so depth is O(levels), not O(orders). */
  quantity = 0;
  orderCount = 0;

  left: PriceLevel | null = null;
  right: PriceLevel | null = null;
  height = 1;
  better: PriceLevel | null = null;
  worse: PriceLevel | null = null;

  constructor(
    readonly price: number,
    /** Sort key, ascending from the best level: the price for asks, minus the price for bids. */
    readonly key: number,
  ) {}

  append(order: RestingOrder): void {
    order.prev = this.tail;
    order.next = null;
    if (this.tail === null) this.head = order;
    else this.tail.next = order;
    this.tail = order;
    this.quantity += order.quantity;
    this.orderCount += 1;
  }

  unlink(order: RestingOrder): void {
    if (order.prev === null) this.head = order.next;
    else order.prev.next = order.next;
    if (order.next === null) this.tail = order.prev;
    else order.next.prev = order.prev;
    order.prev = null;
    order.next = null;
    this.quantity -= order.quantity;
    this.orderCount -= 1;
  }
}
