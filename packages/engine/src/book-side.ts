import { LevelTree } from './level-tree.ts';
import { PriceLevel } from './price-level.ts';
import { RestingOrder } from './resting-order.ts';
import type { Side } from './side.ts';
import type { DepthLevel } from './views.ts';

/** The resting orders of one side of one book: a level per price, found by hash and ordered by the tree. */
export class BookSide {
  private readonly levels = new Map<number, PriceLevel>();
  private readonly tree = new LevelTree();
  private orders = 0;

  constructor(readonly side: Side) {}

  /** The level closest to the spread, or null when the side is empty. */
  get best(): PriceLevel | null {
    return this.tree.best;
  }

  get levelCount(): number {
    return this.levels.size;
  }

  get orderCount(): number {
    return this.orders;
  }

  level(price: number): PriceLevel | undefined {
    return this.levels.get(price);
  }

  /** Puts an order's untraded `quantity` at the back of its price's queue, opening the level if it is new. */
  rest(
    symbol: string,
    orderId: string,
    ownerId: string,
    price: number,
    quantity: number,
    original: number,
  ): RestingOrder {
    let level = this.levels.get(price);
    if (level === undefined) {
      level = new PriceLevel(price, this.side === 'sell' ? price : -price);
      this.levels.set(price, level);
      this.tree.insert(level);
    }
    const order = new RestingOrder(symbol, orderId, ownerId, this.side, price, quantity, original, level);
    level.append(order);
    this.orders += 1;
    return order;
  }

  /** Takes lots off a resting order that stays on the book. */
  reduce(order: RestingOrder, lots: number): void {
    order.quantity -= lots;
    order.level.quantity -= lots;
  }

  /** Takes an order off the book, closing its level when it was the last one there. */
  remove(order: RestingOrder): void {
    const level = order.level;
    level.unlink(order);
    this.orders -= 1;
    if (level.orderCount === 0) {
      this.levels.delete(level.price);
      this.tree.remove(level);
    }
  }

  /** The best `limit` levels, aggregated. */
  depth(limit: number): DepthLevel[] {
    const levels: DepthLevel[] = [];
    for (let level = this.best; level !== null && levels.length < limit; level = level.worse) {
      levels.push({ price: level.price, quantity: level.quantity, orderCount: level.orderCount });
    }
    return levels;
  }

  /** Resting orders in matching priority: best price first, oldest first within a price. */
  *inPriority(): Generator<RestingOrder> {
    for (let level = this.best; level !== null; level = level.worse) {
      for (let order = level.head; order !== null; order = order.next) yield order;
    }
  }

  /** Tree height, exposed so tests can check the O(log n) bound. */
  get treeHeight(): number {
    return this.tree.height;
  }
}
