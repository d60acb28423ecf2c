import fc from 'fast-check';
import type { Command, Side } from '../../src/index.ts';

export const SYMBOLS = ['BTC/USDT', 'ETH/USDT'] as const;
const OWNERS = ['alice', 'bob', 'carol'] as const;

type Step =
  | { kind: 'limit'; symbol: string; owner: string; side: Side; price: number; quantity: number }
  | { kind: 'market'; symbol: string; owner: string; side: Side; quantity: number }
  | { kind: 'market_quote'; symbol: string; owner: string; side: Side; quoteAmount: number }
  | { kind: 'cancel'; target: number; owner: string | null }
  | {
      kind: 'reuse_id';
      target: number;
      symbol: string;
      owner: string;
      side: Side;
      price: number;
      quantity: number;
    }
  | { kind: 'invalid'; symbol: string; owner: string; side: Side; price: number; quantity: number };

const symbol = fc.constantFrom(...SYMBOLS);
const owner = fc.constantFrom(...OWNERS);
const side = fc.constantFrom<Side>('buy', 'sell');
const quantity = fc.integer({ min: 1, max: 12 });
const badNumber = fc.constantFrom(0, -1, 1.5, Number.NaN, 2 ** 53);

function steps(price: fc.Arbitrary<number>): fc.Arbitrary<Step> {
  return fc.oneof(
    {
      weight: 10,
      arbitrary: fc.record({ kind: fc.constant('limit' as const), symbol, owner, side, price, quantity }),
    },
    {
      weight: 3,
      arbitrary: fc.record({ kind: fc.constant('market' as const), symbol, owner, side, quantity }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('market_quote' as const),
        symbol,
        owner,
        side,
        quoteAmount: fc.integer({ min: 1, max: 1_500 }),
      }),
    },
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('cancel' as const),
        target: fc.nat(),
        owner: fc.option(owner),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('reuse_id' as const),
        target: fc.nat(),
        symbol,
        owner,
        side,
        price,
        quantity,
      }),
    },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.record({ kind: fc.constant('invalid' as const), symbol, owner, side, price: badNumber, quantity }),
        fc.record({ kind: fc.constant('invalid' as const), symbol, owner, side, price, quantity: badNumber }),
      ),
    },
  );
}

/** Turns steps into commands: order ids are `o<index>`, cancels and reused ids point at earlier ones. */
function toCommands(steps: Step[]): Command[] {
  return steps.map((item, index): Command => {
    const orderId = `o${index}`;
    const earlier = (target: number) => `o${index === 0 ? 0 : target % index}`;
    switch (item.kind) {
      case 'limit':
      case 'invalid':
        return {
          type: 'limit',
          symbol: item.symbol,
          orderId,
          ownerId: item.owner,
          side: item.side,
          price: item.price,
          quantity: item.quantity,
        };
      case 'reuse_id': {
        const { symbol: at, owner: by, side: way, price: limit, quantity: lots } = item;
        return {
          type: 'limit',
          symbol: at,
          orderId: earlier(item.target),
          ownerId: by,
          side: way,
          price: limit,
          quantity: lots,
        };
      }
      case 'market':
        return {
          type: 'market',
          symbol: item.symbol,
          orderId,
          ownerId: item.owner,
          side: item.side,
          quantity: item.quantity,
        };
      case 'market_quote':
        return {
          type: 'market_quote',
          symbol: item.symbol,
          orderId,
          ownerId: item.owner,
          side: item.side,
          quoteAmount: item.quoteAmount,
        };
      case 'cancel':
        return item.owner === null
          ? { type: 'cancel', orderId: earlier(item.target) }
          : { type: 'cancel', orderId: earlier(item.target), ownerId: item.owner };
      default: {
        const unreachable: never = item;
        throw new Error(`unknown step ${JSON.stringify(unreachable)}`);
      }
    }
  });
}

/**
 * Random command sequences of limit, market and cancel across owners and two symbols, with some refusals.
 * The default narrow band of prices makes orders cross, queue at one price and sweep levels often; a wide
 * band builds books of many levels.
 */
export function commandSequence(maxLength: number, prices = { min: 95, max: 105 }): fc.Arbitrary<Command[]> {
  return fc.array(steps(fc.integer(prices)), { minLength: 1, maxLength }).map(toCommands);
}
