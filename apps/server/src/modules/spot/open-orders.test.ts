import { describe, expect, it } from 'vitest';
import { Money } from '../ledger/index.ts';
import { OpenOrders } from './open-orders.ts';
import type { OrderRecord } from './order-record.ts';

const order = (id: string, userId: string): OrderRecord => ({
  id,
  userId,
  clientOrderId: null,
  symbol: 'BTC/USDT',
  side: 'buy',
  type: 'limit',
  price: new Money('50000'),
  quantity: new Money('0.001'),
  quoteAmount: null,
  filledQuantity: new Money(0),
  filledQuote: new Money(0),
  fee: new Money(0),
  frozenCurrency: 'USDT',
  frozenRemaining: new Money('50'),
  feeRates: { maker: new Money('0.001'), taker: new Money('0.001') },
  status: 'pending',
  open: true,
  engineSequence: 1,
  createdAt: 0,
  updatedAt: 0,
});

describe('open orders', () => {
  it('counts each user’s orders as they are added, replaced and removed', () => {
    const orders = new OpenOrders();
    orders.set('a1', order('a1', 'alice'));
    orders.set('a2', order('a2', 'alice'));
    orders.set('b1', order('b1', 'bob'));
    // A new record of an order already here (a partial fill) is not another order.
    orders.set('a1', { ...order('a1', 'alice'), status: 'partially_filled' });
    expect([orders.countOf('alice'), orders.countOf('bob'), orders.countOf('carol')]).toEqual([2, 1, 0]);
    expect(orders.get('a1')?.status).toBe('partially_filled');

    orders.delete('a1');
    orders.delete('a1');
    orders.delete('unknown');
    expect([orders.countOf('alice'), orders.has('a1'), [...orders.values()].map((o) => o.id)]).toEqual([
      1,
      false,
      ['a2', 'b1'],
    ]);

    orders.clear();
    expect([orders.countOf('alice'), orders.countOf('bob'), [...orders.values()]]).toEqual([0, 0, []]);
  });
});
