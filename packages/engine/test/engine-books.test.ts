import { describe, expect, it } from 'vitest';
import { Book, MatchingEngine } from '../src/index.ts';
import { cancel, kindsOf, limit, SYMBOL } from './support/commands.ts';

describe('MatchingEngine with many books', () => {
  it('keeps one book per symbol, one sequence across them, and routes cancels by order id', () => {
    const engine = new MatchingEngine();
    engine.execute(limit('btc-ask', 'alice', 'sell', 100, 1, 'BTC/USDT'));
    engine.execute(limit('eth-bid', 'bob', 'buy', 100, 1, 'ETH/USDT'));
    expect(engine.symbols()).toEqual(['BTC/USDT', 'ETH/USDT']);
    expect(engine.bestAsk('BTC/USDT')).toBe(100);
    expect(engine.bestBid('BTC/USDT')).toBeNull();
    expect(engine.bestBid('ETH/USDT')).toBe(100);
    expect(engine.sequence).toBe(6);

    const events = engine.execute(cancel('eth-bid'));
    expect(events[0]).toMatchObject({ type: 'cancelled', symbol: 'ETH/USDT', sequence: 7 });
    expect(engine.depth('ETH/USDT', 5)).toEqual({ bids: [], asks: [] });
    expect(engine.depth('NOPE/USDT', 5)).toEqual({ bids: [], asks: [] });
  });

  it('refuses an order id that rests in another symbol’s book', () => {
    const engine = new MatchingEngine();
    engine.execute(limit('same', 'alice', 'sell', 100, 1, 'BTC/USDT'));
    expect(kindsOf(engine.execute(limit('same', 'alice', 'sell', 100, 1, 'ETH/USDT')))).toBe(
      'rejected:duplicate_order_id',
    );
  });

  it('continues from a given sequence after a restart', () => {
    const engine = new MatchingEngine({ sequence: 41 });
    expect(engine.execute(limit('a', 'alice', 'buy', 1, 1))[0]).toMatchObject({ sequence: 42 });
    expect(() => new MatchingEngine({ sequence: -1 })).toThrow(RangeError);
  });
});

describe('Book on its own', () => {
  it('matches like the engine and refuses commands for another symbol', () => {
    const book = new Book(SYMBOL);
    book.submit(limit('a', 'alice', 'sell', 100, 2));
    expect(kindsOf(book.submit(limit('b', 'bob', 'buy', 100, 1)))).toBe('accepted trade done');
    expect(kindsOf(book.submit(limit('c', 'bob', 'buy', 100, 1, 'ETH/USDT')))).toBe(
      'rejected:invalid_symbol',
    );
    expect(book.orderCount).toBe(1);
    expect(book.order('a')).toMatchObject({ quantity: 1 });
    expect(kindsOf(book.cancel('a'))).toBe('cancelled:user');
    expect(book.orderCount).toBe(0);
  });
});
