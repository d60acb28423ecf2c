import type { RestingOrder } from './resting-order.ts';

/**
 * What the books of one engine share: the sequence counter, so that events of every symbol form one ordered
 * stream, and the index of resting orders by id, so that a cancel needs only the id and an order id is
 * unique across symbols.
 */
export class EngineState {
  readonly orders = new Map<string, RestingOrder>();

  constructor(
    /** The last sequence number handed out; the next event gets sequence + 1. */
    public sequence = 0,
  ) {
    if (!Number.isSafeInteger(sequence) || sequence < 0) {
      throw new RangeError(`the starting sequence must be a non-negative safe integer, got ${sequence}`);
    }
  }
}
