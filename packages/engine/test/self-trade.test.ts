import { describe, expect, it } from 'vitest';
import { MatchingEngine } from '../src/index.ts';
import { kindsOf, lastOf, limit, market, SYMBOL, tradesOf } from './support/commands.ts';

describe('self-trade prevention: cancel the resting order, the incoming one carries on', () => {
  it('cancels the owner’s resting order and trades with the next owner in the queue', () => {
    const engine = new MatchingEngine();
    engine.execute(limit('alice-bid', 'alice', 'buy', 100, 5));
    engine.execute(limit('bob-bid', 'bob', 'buy', 100, 5));
    const events = engine.execute(limit('alice-ask', 'alice', 'sell', 90, 8));

    expect(kindsOf(events)).toBe('accepted cancelled:self_trade trade rested done');
    expect(events[1]).toMatchObject({ orderId: 'alice-bid', ownerId: 'alice', price: 100, quantity: 5 });
    expect(tradesOf(events)).toEqual(['bob-bid->alice-ask 5@100']);
    expect(events.at(-2)).toMatchObject({ type: 'rested', orderId: 'alice-ask', price: 90, quantity: 3 });
    expect(engine.depth(SYMBOL, 5)).toEqual({ bids: [], asks: [{ price: 90, quantity: 3, orderCount: 1 }] });
  });

  it('cancels own orders across levels before reaching others at worse prices', () => {
    const engine = new MatchingEngine();
    engine.execute(limit('own-1', 'alice', 'sell', 100, 1));
    engine.execute(limit('own-2', 'alice', 'sell', 101, 1));
    engine.execute(limit('other', 'bob', 'sell', 102, 1));
    const events = engine.execute(limit('take', 'alice', 'buy', 102, 1));
    expect(kindsOf(events)).toBe('accepted cancelled:self_trade cancelled:self_trade trade done');
    expect(tradesOf(events)).toEqual(['other->take 1@102']);
  });

  it('never touches the owner’s orders that the incoming order does not reach', () => {
    const engine = new MatchingEngine();
    engine.execute(limit('other', 'bob', 'sell', 100, 1));
    engine.execute(limit('own-far', 'alice', 'sell', 105, 1));
    const events = engine.execute(limit('take', 'alice', 'buy', 101, 1));
    expect(kindsOf(events)).toBe('accepted trade done');
    expect(engine.order('own-far')).toBeDefined();
  });

  it('leaves a market order with only its own liquidity with nothing: no liquidity', () => {
    const engine = new MatchingEngine();
    engine.execute(limit('own', 'alice', 'buy', 100, 2));
    const events = engine.execute(market('m', 'alice', 'sell', 2));
    expect(kindsOf(events)).toBe('accepted cancelled:self_trade cancelled:no_liquidity done');
    expect(lastOf(events)).toMatchObject({ filled: 0 });
  });
});
