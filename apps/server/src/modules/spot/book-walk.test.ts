import { MatchingEngine } from '@halcyon/engine';
import { describe, expect, it } from 'vitest';
import { crossedOwners } from './book-walk.ts';
import { HOUSE_OWNER } from './command-settlement.ts';

const SYMBOL = 'BTC/USDT';

/** Asks of alice (100 x 2), the house (101 x 3), carol (101 x 1, after the house), dave (105 x 5). */
function bookWithAsks() {
  const engine = new MatchingEngine();
  const ask = (orderId: string, ownerId: string, price: number, quantity: number) =>
    engine.execute({ type: 'limit', symbol: SYMBOL, orderId, ownerId, side: 'sell', price, quantity });
  ask('a1', 'alice', 100, 2);
  ask('h1', HOUSE_OWNER, 101, 3);
  ask('c1', 'carol', 101, 1);
  ask('d1', 'dave', 105, 5);
  return engine.book(SYMBOL);
}

describe('crossedOwners', () => {
  it('names whom a limit order would trade with now: in priority, up to its price and its lots', () => {
    const book = bookWithAsks();
    expect(crossedOwners(book, 'buy', 'bob', 1, 110)).toEqual(['alice']);
    // 2 from alice, 3 from the house (no balance of its own), the last from carol.
    expect(crossedOwners(book, 'buy', 'bob', 6, 110)).toEqual(['alice', 'carol']);
    expect(crossedOwners(book, 'buy', 'bob', 100, 104)).toEqual(['alice', 'carol']);
    expect(crossedOwners(book, 'buy', 'bob', 100, 110)).toEqual(['alice', 'carol', 'dave']);
    expect(crossedOwners(book, 'buy', 'bob', 5, 99)).toEqual([]);
  });

  it('skips the owner’s own orders and looks only at the opposite side', () => {
    const book = bookWithAsks();
    expect(crossedOwners(book, 'buy', 'alice', 3, 101)).toEqual([]);
    expect(crossedOwners(book, 'buy', 'alice', 4, 101)).toEqual(['carol']);
    expect(crossedOwners(book, 'sell', 'bob', 3, 1)).toEqual([]);
    expect(crossedOwners(undefined, 'buy', 'bob', 3, 200)).toEqual([]);
  });
});
