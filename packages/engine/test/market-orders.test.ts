import { describe, expect, it } from 'vitest';
import { MatchingEngine } from '../src/index.ts';
import { kindsOf, lastOf, limit, market, marketQuote, SYMBOL, tradesOf } from './support/commands.ts';

function thinAsks(): MatchingEngine {
  const engine = new MatchingEngine();
  engine.execute(limit('a1', 'alice', 'sell', 100, 2));
  engine.execute(limit('a2', 'bob', 'sell', 103, 3));
  engine.execute(limit('a3', 'carol', 'sell', 110, 1));
  return engine;
}

describe('market orders by base quantity', () => {
  it('sweep the levels and are done when filled', () => {
    const engine = thinAsks();
    const events = engine.execute(market('m', 'dave', 'buy', 4));
    expect(tradesOf(events)).toEqual(['a1->m 2@100', 'a2->m 2@103']);
    expect(kindsOf(events)).toBe('accepted trade trade done');
    expect(lastOf(events)).toMatchObject({ filled: 4, remaining: 0 });
  });

  it('in a thin book, take everything and cancel the remainder, never resting', () => {
    const engine = thinAsks();
    const events = engine.execute(market('m', 'dave', 'buy', 10));
    expect(tradesOf(events)).toEqual(['a1->m 2@100', 'a2->m 3@103', 'a3->m 1@110']);
    expect(events.at(-2)).toMatchObject({
      type: 'cancelled',
      orderId: 'm',
      reason: 'market_remainder',
      price: null,
      quantity: 4,
      quoteAmount: 0,
    });
    expect(lastOf(events)).toMatchObject({ type: 'done', filled: 6, remaining: 0 });
    expect(engine.depth(SYMBOL, 5)).toEqual({ bids: [], asks: [] });
    expect(engine.order('m')).toBeUndefined();
  });

  it('against an empty side, cancel everything as no liquidity', () => {
    const engine = thinAsks();
    const events = engine.execute(market('m', 'dave', 'sell', 3));
    expect(kindsOf(events)).toBe('accepted cancelled:no_liquidity done');
    expect(events[1]).toMatchObject({ quantity: 3 });
    expect(lastOf(events)).toMatchObject({ filled: 0, remaining: 0 });
  });
});

describe('market orders by quote amount (tick-lots)', () => {
  it('buy only the whole lots the budget affords at each level and cancel the unspent rest', () => {
    const engine = thinAsks();
    // 2 x 100 = 200 spent, 250 left affords 2 lots at 103 (206), 44 left is less than one more lot.
    const events = engine.execute(marketQuote('q', 'dave', 'buy', 450));
    expect(tradesOf(events)).toEqual(['a1->q 2@100', 'a2->q 2@103']);
    expect(events.at(-2)).toMatchObject({
      type: 'cancelled',
      reason: 'market_remainder',
      quantity: 0,
      quoteAmount: 44,
    });
    expect(lastOf(events)).toMatchObject({ filled: 4, remaining: 0 });
    expect(engine.order('a2')?.quantity).toBe(1);
  });

  it('stop at the first level where a single lot no longer fits, even if the budget is not spent', () => {
    const engine = thinAsks();
    const events = engine.execute(marketQuote('q', 'dave', 'buy', 200 + 309 + 109));
    expect(tradesOf(events)).toEqual(['a1->q 2@100', 'a2->q 3@103']);
    expect(events.at(-2)).toMatchObject({ reason: 'market_remainder', quoteAmount: 109 });
    expect(engine.bestAsk(SYMBOL)).toBe(110);
  });

  it('spend the exact budget with no cancel when it ends on a whole lot', () => {
    const engine = thinAsks();
    const events = engine.execute(marketQuote('q', 'dave', 'buy', 303));
    expect(kindsOf(events)).toBe('accepted trade trade done');
    expect(tradesOf(events)).toEqual(['a1->q 2@100', 'a2->q 1@103']);
  });

  it('cancel as no liquidity when the budget is below one lot at the best price', () => {
    const engine = thinAsks();
    const events = engine.execute(marketQuote('q', 'dave', 'buy', 99));
    expect(kindsOf(events)).toBe('accepted cancelled:no_liquidity done');
    expect(events[1]).toMatchObject({ quantity: 0, quoteAmount: 99 });
  });

  it('sell until the proceeds would pass the amount', () => {
    const engine = new MatchingEngine();
    engine.execute(limit('b1', 'alice', 'buy', 50, 1));
    engine.execute(limit('b2', 'bob', 'buy', 40, 10));
    const events = engine.execute(marketQuote('q', 'carol', 'sell', 175));
    expect(tradesOf(events)).toEqual(['b1->q 1@50', 'b2->q 3@40']);
    expect(events.at(-2)).toMatchObject({ reason: 'market_remainder', quoteAmount: 5 });
  });
});
