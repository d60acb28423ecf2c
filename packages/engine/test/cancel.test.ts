import { describe, expect, it } from 'vitest';
import { MatchingEngine } from '../src/index.ts';
import { cancel, kindsOf, limit, SYMBOL } from './support/commands.ts';

describe('cancel', () => {
  it('withdraws what is left of a partially filled order, and the order is gone', () => {
    const engine = new MatchingEngine();
    engine.execute(limit('a1', 'alice', 'sell', 100, 10));
    engine.execute(limit('b1', 'bob', 'buy', 100, 4));
    expect(engine.order('a1')).toMatchObject({ quantity: 6, filled: 4, original: 10 });

    const events = engine.execute(cancel('a1'));
    expect(events).toEqual([
      {
        type: 'cancelled',
        sequence: engine.sequence,
        symbol: SYMBOL,
        orderId: 'a1',
        ownerId: 'alice',
        side: 'sell',
        reason: 'user',
        price: 100,
        quantity: 6,
        quoteAmount: 0,
      },
    ]);
    expect(engine.order('a1')).toBeUndefined();
    expect(engine.depth(SYMBOL, 5)).toEqual({ bids: [], asks: [] });
    expect(kindsOf(engine.execute(cancel('a1')))).toBe('rejected:unknown_order');
  });

  it('from the middle of a queue keeps the others in order', () => {
    const engine = new MatchingEngine();
    for (const id of ['x', 'y', 'z']) engine.execute(limit(id, `owner-${id}`, 'buy', 100, 1));
    engine.execute(cancel('y'));
    expect(
      engine
        .book(SYMBOL)
        ?.ordersAt('buy', 100)
        .map((order) => order.orderId),
    ).toEqual(['x', 'z']);
    expect(engine.depth(SYMBOL, 1).bids).toEqual([{ price: 100, quantity: 2, orderCount: 2 }]);
  });

  it('with an owner refuses another owner’s order as unknown and leaves it', () => {
    const engine = new MatchingEngine();
    engine.execute(limit('a1', 'alice', 'sell', 100, 1));
    const before = engine.sequence;
    expect(engine.execute(cancel('a1', 'mallory'))).toEqual([
      { type: 'rejected', orderId: 'a1', reason: 'unknown_order' },
    ]);
    expect(engine.sequence).toBe(before);
    expect(engine.order('a1')).toBeDefined();
    expect(kindsOf(engine.execute(cancel('a1', 'alice')))).toBe('cancelled:user');
  });
});
