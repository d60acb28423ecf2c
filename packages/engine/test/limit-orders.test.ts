import { describe, expect, it } from 'vitest';
import { MatchingEngine } from '../src/index.ts';
import { limit, SYMBOL, tradesOf } from './support/commands.ts';

describe('limit orders', () => {
  it('rest when nothing crosses, with accepted, rested and done in sequence', () => {
    const engine = new MatchingEngine();
    expect(engine.execute(limit('b1', 'alice', 'buy', 100, 5))).toEqual([
      {
        type: 'accepted',
        sequence: 1,
        symbol: SYMBOL,
        orderId: 'b1',
        ownerId: 'alice',
        side: 'buy',
        orderType: 'limit',
        price: 100,
        quantity: 5,
        quoteAmount: null,
      },
      {
        type: 'rested',
        sequence: 2,
        symbol: SYMBOL,
        orderId: 'b1',
        ownerId: 'alice',
        side: 'buy',
        price: 100,
        quantity: 5,
      },
      { type: 'done', sequence: 3, symbol: SYMBOL, orderId: 'b1', ownerId: 'alice', filled: 0, remaining: 5 },
    ]);
    expect(engine.bestBid(SYMBOL)).toBe(100);
    expect(engine.bestAsk(SYMBOL)).toBeNull();
    expect(engine.sequence).toBe(3);
  });

  it('fill partially across several levels at the makers’ prices, then rest the rest at the limit', () => {
    const engine = new MatchingEngine();
    engine.execute(limit('a1', 'alice', 'sell', 101, 2));
    engine.execute(limit('a2', 'bob', 'sell', 102, 3));
    engine.execute(limit('a3', 'carol', 'sell', 103, 4));
    engine.execute(limit('a4', 'dave', 'sell', 105, 1));

    const events = engine.execute(limit('t1', 'erin', 'buy', 103, 12));

    expect(tradesOf(events)).toEqual(['a1->t1 2@101', 'a2->t1 3@102', 'a3->t1 4@103']);
    expect(events.at(-2)).toMatchObject({ type: 'rested', orderId: 't1', price: 103, quantity: 3 });
    expect(events.at(-1)).toMatchObject({ type: 'done', filled: 9, remaining: 3 });
    expect(engine.depth(SYMBOL, 10)).toEqual({
      bids: [{ price: 103, quantity: 3, orderCount: 1 }],
      asks: [{ price: 105, quantity: 1, orderCount: 1 }],
    });
    expect(engine.order('t1')).toEqual({
      symbol: SYMBOL,
      orderId: 't1',
      ownerId: 'erin',
      side: 'buy',
      price: 103,
      quantity: 3,
      filled: 9,
      original: 12,
    });
  });

  it('leave a partially filled maker at the head of its queue with its time priority', () => {
    const engine = new MatchingEngine();
    engine.execute(limit('b1', 'alice', 'buy', 100, 5));
    engine.execute(limit('b2', 'bob', 'buy', 100, 5));
    const first = engine.execute(limit('s1', 'carol', 'sell', 99, 3));
    expect(tradesOf(first)).toEqual(['b1->s1 3@100']);
    expect(first.find((event) => event.type === 'trade')).toMatchObject({ makerRemaining: 2 });

    const second = engine.execute(limit('s2', 'dave', 'sell', 100, 4));
    expect(tradesOf(second)).toEqual(['b1->s2 2@100', 'b2->s2 2@100']);
    expect(
      engine
        .book(SYMBOL)
        ?.ordersAt('buy', 100)
        .map((order) => [order.orderId, order.quantity]),
    ).toEqual([['b2', 3]]);
  });

  it('fill oldest first among orders at the same price (FIFO), whoever placed them', () => {
    const engine = new MatchingEngine();
    for (const [index, owner] of ['alice', 'bob', 'carol', 'dave'].entries()) {
      engine.execute(limit(`a${index}`, owner, 'sell', 100, 1));
    }
    expect(tradesOf(engine.execute(limit('t', 'erin', 'buy', 100, 3)))).toEqual([
      'a0->t 1@100',
      'a1->t 1@100',
      'a2->t 1@100',
    ]);
  });

  it('do not trade with a level beyond the limit price', () => {
    const engine = new MatchingEngine();
    engine.execute(limit('a1', 'alice', 'sell', 101, 1));
    const events = engine.execute(limit('t', 'bob', 'buy', 100, 1));
    expect(tradesOf(events)).toEqual([]);
    expect(engine.depth(SYMBOL, 5)).toEqual({
      bids: [{ price: 100, quantity: 1, orderCount: 1 }],
      asks: [{ price: 101, quantity: 1, orderCount: 1 }],
    });
  });

  it('report depth best first, top N only, and open orders in matching priority', () => {
    const engine = new MatchingEngine();
    engine.execute(limit('b1', 'alice', 'buy', 98, 1));
    engine.execute(limit('b2', 'bob', 'buy', 99, 2));
    engine.execute(limit('b3', 'carol', 'buy', 99, 3));
    engine.execute(limit('b4', 'dave', 'buy', 97, 4));
    engine.execute(limit('a1', 'erin', 'sell', 103, 1));
    engine.execute(limit('a2', 'erin', 'sell', 101, 1));

    expect(engine.depth(SYMBOL, 2)).toEqual({
      bids: [
        { price: 99, quantity: 5, orderCount: 2 },
        { price: 98, quantity: 1, orderCount: 1 },
      ],
      asks: [
        { price: 101, quantity: 1, orderCount: 1 },
        { price: 103, quantity: 1, orderCount: 1 },
      ],
    });
    expect(
      engine
        .book(SYMBOL)
        ?.openOrders('buy')
        .map((order) => order.orderId),
    ).toEqual(['b2', 'b3', 'b1', 'b4']);
    expect(engine.book(SYMBOL)?.ordersAt('sell', 102)).toEqual([]);
    expect(engine.order('nope')).toBeUndefined();
  });

  it('keep exact integers at prices and sizes near 2^53', () => {
    const engine = new MatchingEngine();
    const price = 2 ** 40 + 3;
    const quantity = Math.floor(Number.MAX_SAFE_INTEGER / price);
    engine.execute(limit('a', 'alice', 'sell', price, quantity));
    const events = engine.execute(limit('b', 'bob', 'buy', price, quantity - 1));
    expect(tradesOf(events)).toEqual([`a->b ${quantity - 1}@${price}`]);
    expect(engine.order('a')?.quantity).toBe(1);
  });
});
