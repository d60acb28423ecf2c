import { describe, expect, it } from 'vitest';
import { type Command, MatchingEngine } from '../src/index.ts';
import { cancel, limit, market, marketQuote, SYMBOL } from './support/commands.ts';

function seeded(): MatchingEngine {
  const engine = new MatchingEngine();
  engine.execute(limit('a1', 'alice', 'sell', 101, 5));
  engine.execute(limit('b1', 'bob', 'buy', 99, 5));
  return engine;
}

const refused: Array<[string, Command, string]> = [
  ['duplicate id of a resting order', limit('a1', 'carol', 'buy', 100, 1), 'duplicate_order_id'],
  ['market order reusing a resting id', market('b1', 'carol', 'sell', 1), 'duplicate_order_id'],
  ['zero quantity', limit('x', 'carol', 'buy', 100, 0), 'invalid_quantity'],
  ['negative quantity', market('x', 'carol', 'buy', -3), 'invalid_quantity'],
  ['fractional quantity', limit('x', 'carol', 'buy', 100, 1.5), 'invalid_quantity'],
  ['zero price', limit('x', 'carol', 'buy', 0, 1), 'invalid_price'],
  ['negative price', limit('x', 'carol', 'sell', -100, 1), 'invalid_price'],
  ['NaN price', limit('x', 'carol', 'sell', Number.NaN, 1), 'invalid_price'],
  ['unsafe quantity', limit('x', 'carol', 'sell', 1, 2 ** 53), 'invalid_quantity'],
  ['notional beyond 2^53', limit('x', 'carol', 'buy', 2 ** 30, 2 ** 30), 'notional_too_large'],
  ['zero quote amount', marketQuote('x', 'carol', 'buy', 0), 'invalid_quote_amount'],
  ['empty order id', limit('', 'carol', 'buy', 100, 1), 'invalid_order_id'],
  ['empty owner', limit('x', '', 'buy', 100, 1), 'invalid_owner'],
  [
    'unknown side',
    { ...limit('x', 'carol', 'buy', 100, 1), side: 'hold' } as unknown as Command,
    'invalid_side',
  ],
  ['empty symbol', limit('x', 'carol', 'buy', 100, 1, ''), 'invalid_symbol'],
  ['unknown command', { type: 'stop', orderId: 'x' } as unknown as Command, 'invalid_command'],
  ['cancel of an unknown order', cancel('ghost'), 'unknown_order'],
];

describe('rejected commands', () => {
  it.each(refused)('%s is rejected and changes nothing', (_name, command, reason) => {
    const engine = seeded();
    const before = { sequence: engine.sequence, depth: engine.depth(SYMBOL, 10), symbols: engine.symbols() };
    const events = engine.execute(command);
    expect(events).toEqual([
      { type: 'rejected', orderId: 'orderId' in command ? command.orderId : '', reason },
    ]);
    expect({ sequence: engine.sequence, depth: engine.depth(SYMBOL, 10), symbols: engine.symbols() }).toEqual(
      before,
    );
  });

  it('an order for a new symbol that is refused opens no book', () => {
    const engine = new MatchingEngine();
    engine.execute(limit('x', 'alice', 'buy', 0, 1, 'ETH/USDT'));
    expect(engine.symbols()).toEqual([]);
  });

  it('an id is free again once its order has left the book', () => {
    const engine = seeded();
    engine.execute(cancel('a1'));
    expect(engine.execute(limit('a1', 'carol', 'sell', 102, 1))[0]).toMatchObject({ type: 'accepted' });
  });
});
