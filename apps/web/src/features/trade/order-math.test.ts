import { describe, expect, it } from 'vitest';
import {
  checkOrder,
  feeEstimate,
  fillFromPercent,
  type OrderContext,
  type OrderDraft,
} from './order-math.ts';

const context: OrderContext = {
  base: 'BTC',
  available: '10000',
  makerFeeRate: '0.001',
  takerFeeRate: '0.001',
  tickSize: '0.01',
  minQuantity: '0.0001',
  minNotional: '5',
  quantityPrecision: 4,
  lastPrice: '64250.5',
  book: { asks: 2, bids: 2 },
};
const draft = (overrides: Partial<OrderDraft> = {}): OrderDraft => ({
  side: 'buy',
  type: 'limit',
  price: '64250.5',
  quantity: '0.1',
  amount: '',
  ...overrides,
});

describe('percent of the available balance, in decimal strings', () => {
  it('a limit buy spends the share on price x quantity plus the taker fee, quantity cut to the lot', () => {
    // 2500 / (64250.5 x 1.001) = 0.038871... -> 0.0388
    expect(fillFromPercent(25, draft(), context)).toEqual({ field: 'quantity', value: '0.0388' });
    // 10000 / 64314.7505 = 0.155485... -> 0.1554
    expect(fillFromPercent(100, draft(), context)).toEqual({ field: 'quantity', value: '0.1554' });
    expect(fillFromPercent(50, draft({ price: '' }), context)).toBeNull();
  });

  it('a market buy gets a USDT amount that leaves room for the fee; a sell a share of the base', () => {
    // 7500 / 1.001 = 7492.507492... -> 7492.50
    expect(fillFromPercent(75, draft({ type: 'market' }), context)).toEqual({
      field: 'amount',
      value: '7492.5',
    });
    expect(fillFromPercent(75, draft({ side: 'sell' }), { ...context, available: '0.12345678' })).toEqual({
      field: 'quantity',
      value: '0.0925',
    });
    expect(fillFromPercent(100, draft({ side: 'sell' }), { ...context, available: '0.5' })).toEqual({
      field: 'quantity',
      value: '0.5',
    });
  });
});

describe('the fee a buy keeps room for is the one the server freezes', () => {
  const makerAbove = { ...context, makerFeeRate: '0.002' };

  it('a limit buy: the higher of the maker and taker rates', () => {
    // 10000 / (64250.5 x 1.002) = 0.155330... -> 0.1553 (at the taker rate alone 0.1554, which the server refuses)
    expect(fillFromPercent(100, draft(), makerAbove)).toEqual({ field: 'quantity', value: '0.1553' });
    // 0.1554 x 64250.5 = 9984.5277 plus 0.2%: 10004.496... needed.
    expect(checkOrder(draft({ quantity: '0.1554' }), makerAbove)).toEqual({
      kind: 'insufficient',
      available: '10000',
      currency: 'USDT',
    });
    expect(feeEstimate(draft(), makerAbove)).toBe('12.8501');
  });

  it('a market buy takes: the taker rate', () => {
    expect(fillFromPercent(100, draft({ type: 'market' }), makerAbove)).toEqual({
      field: 'amount',
      value: '9990',
    });
  });
});

describe('order checks', () => {
  it('asks for what is missing first', () => {
    expect(checkOrder(draft({ price: '' }), context)).toEqual({ kind: 'incomplete' });
    expect(checkOrder(draft({ quantity: ' ' }), context)).toEqual({ kind: 'incomplete' });
    expect(checkOrder(draft({ type: 'market', amount: '' }), context)).toEqual({ kind: 'incomplete' });
    expect(checkOrder(draft({ quantity: '0' }), context)).toEqual({ kind: 'incomplete' });
  });

  it('a market order needs something on the other side of the book', () => {
    const noAsks = { ...context, book: { asks: 0, bids: 2 } };
    expect(checkOrder(draft({ type: 'market', amount: '100' }), noAsks)).toEqual({ kind: 'noLiquidity' });
    expect(checkOrder(draft({ type: 'market', side: 'sell', quantity: '0.01' }), noAsks)).toBeNull();
    // A limit order may rest; a book not loaded yet is left to the server.
    expect(checkOrder(draft(), noAsks)).toBeNull();
    expect(checkOrder(draft({ type: 'market', amount: '100' }), { ...context, book: null })).toBeNull();
  });

  it('checks tick, lot, minimum quantity and minimum value', () => {
    expect(checkOrder(draft({ price: '64250.555' }), context)).toEqual({
      kind: 'notOnTick',
      tickSize: '0.01',
    });
    expect(checkOrder(draft({ quantity: '0.00001' }), context)).toEqual({
      kind: 'quantityNotOnStep',
      decimals: 4,
    });
    expect(checkOrder(draft({ quantity: '0.0001' }), { ...context, minQuantity: '0.001' })).toEqual({
      kind: 'belowMinQuantity',
      min: '0.001',
    });
    // 0.0001 x 40000 = 4 USDT < 5
    expect(checkOrder(draft({ price: '40000', quantity: '0.0001' }), context)).toEqual({
      kind: 'belowMinNotional',
      min: '5',
    });
  });

  it('counts the fee against the balance: exactly enough passes, a cent short does not', () => {
    // 0.1 x 64250.5 = 6425.05, fee 6.42505: 6431.47505 needed.
    expect(checkOrder(draft(), { ...context, available: '6431.47505' })).toBeNull();
    expect(checkOrder(draft(), { ...context, available: '6431.47504' })).toEqual({
      kind: 'insufficient',
      available: '6431.47504',
      currency: 'USDT',
    });
    expect(checkOrder(draft({ side: 'sell', quantity: '0.6' }), { ...context, available: '0.5' })).toEqual({
      kind: 'insufficient',
      available: '0.5',
      currency: 'BTC',
    });
    expect(feeEstimate(draft(), context)).toBe('6.42505');
  });
});
