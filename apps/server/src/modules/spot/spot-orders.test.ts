import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import {
  balance,
  expectCleanLedger,
  fundedTrader,
  limit,
  market,
  openMarkets,
  orderOf,
  SPOT,
} from './spot-test-kit.ts';

describe.each(backends)('spot orders ($name)', (backend) => {
  const t = useTestApp(backend);

  it('limit orders rest, fill partly and fully between two users, with exact fees and the remainder released', async () => {
    await openMarkets(t);
    const alice = await fundedTrader(t, 'alice', { USDT: '10000' });
    const bob = await fundedTrader(t, 'bob', { BTC: '1' });

    const ask = orderOf(await limit(t, bob, { side: 'sell', price: '95000', quantity: '0.05' }));
    expect(ask).toMatchObject({ status: 'pending', filledQuantity: '0', price: '95000', quantity: '0.05' });
    expect(await balance(t, bob, 'BTC')).toEqual({ available: '0.95', frozen: '0.05' });

    // Alice's bid takes Bob's ask at his price (4750 + taker fee 4.75) and rests the other 0.05 at 96000.
    const bid = orderOf(await limit(t, alice, { side: 'buy', price: '96000', quantity: '0.1' }));
    expect(bid).toMatchObject({
      status: 'partially_filled',
      filledQuantity: '0.05',
      filledQuote: '4750',
      averagePrice: '95000',
      fee: '4.75',
    });
    // Frozen at first: 9600 + 9.6 (max fee); spent 4754.75.
    expect(await balance(t, alice, 'USDT')).toEqual({ available: '390.4', frozen: '4854.85' });
    expect(await balance(t, alice, 'BTC')).toEqual({ available: '0.05', frozen: '0' });
    expect(await balance(t, bob, 'USDT')).toEqual({ available: '4745.25', frozen: '0' });
    expect(await balance(t, bob, 'BTC')).toEqual({ available: '0.95', frozen: '0' });

    // Bob sells into Alice's resting bid: at her price, 4800, fee 4.8 each; her last 50.05 is released.
    const hit = orderOf(await limit(t, bob, { side: 'sell', price: '96000', quantity: '0.05' }));
    expect(hit).toMatchObject({ status: 'filled', filledQuote: '4800', fee: '4.8' });
    expect(await balance(t, alice, 'USDT')).toEqual({ available: '440.45', frozen: '0' });
    expect(await balance(t, alice, 'BTC')).toEqual({ available: '0.1', frozen: '0' });
    expect(await balance(t, bob, 'USDT')).toEqual({ available: '9540.45', frozen: '0' });
    expect(await balance(t, bob, 'BTC')).toEqual({ available: '0.9', frozen: '0' });

    const history = await t.get(`${SPOT}/orders/history`, { token: alice.token });
    expect(history.body).toMatchObject({
      data: {
        items: [
          { orderId: bid.orderId, status: 'filled', filledQuantity: '0.1', filledQuote: '9550', fee: '9.55' },
        ],
        pagination: { total: 1 },
      },
    });
    const pending = await t.get(`${SPOT}/orders/pending`, { token: alice.token });
    expect(pending.body).toMatchObject({ data: { items: [], pagination: { total: 0 } } });

    const trades = await t.get(`${SPOT}/trades?symbol=BTCUSDT`, { token: alice.token });
    expect(trades.body).toMatchObject({
      data: {
        items: [
          {
            orderId: bid.orderId,
            side: 'buy',
            role: 'maker',
            price: '96000',
            quantity: '0.05',
            total: '4800',
            fee: '4.8',
          },
          {
            orderId: bid.orderId,
            side: 'buy',
            role: 'taker',
            price: '95000',
            quantity: '0.05',
            total: '4750',
            fee: '4.75',
          },
        ],
        pagination: { total: 2 },
      },
    });
    const recent = await t.get(`${API_TRADES}?symbol=BTC/USDT`);
    expect(recent.body).toMatchObject({
      data: {
        symbol: 'BTC/USDT',
        trades: [
          { price: '96000', quantity: '0.05', takerSide: 'sell' },
          { price: '95000', quantity: '0.05', takerSide: 'buy' },
        ],
      },
    });
    const positions = await t.get(`${SPOT}/positions?symbol=BTC/USDT`, { token: alice.token });
    expect(positions.body).toMatchObject({
      data: {
        positions: [
          {
            symbol: 'BTC/USDT',
            currency: 'BTC',
            quantity: '0.1',
            costQuantity: '0.1',
            averageCost: '95595.5',
            currentValue: '9650',
            profitLoss: '90.45',
            profitLossPercent: '0.95',
            sellableQuantity: '0.1',
          },
        ],
      },
    });

    // Alice sells 0.04 to Bob: her cost basis keeps its average (9559.55 x 0.6 = 5735.73 left).
    orderOf(await limit(t, alice, { side: 'sell', price: '96000', quantity: '0.04' }));
    orderOf(await limit(t, bob, { side: 'buy', price: '96000', quantity: '0.04' }));
    expect(await balance(t, alice, 'USDT')).toEqual({ available: '4276.61', frozen: '0' });
    const afterSell = await t.get(`${SPOT}/positions`, { token: alice.token });
    expect(afterSell.body).toMatchObject({
      data: {
        positions: [
          {
            currency: 'BTC',
            quantity: '0.06',
            costQuantity: '0.06',
            averageCost: '95595.5',
            currentValue: '5790',
            profitLoss: '54.27',
            profitLossPercent: '0.95',
          },
        ],
      },
    });
    // Bob's granted BTC has no cost: only the 0.04 he bought (3840 + 3.84) counts for the average and P/L.
    const bobs = await t.get(`${SPOT}/positions`, { token: bob.token });
    expect(bobs.body).toMatchObject({
      data: {
        positions: [
          {
            currency: 'BTC',
            quantity: '0.94',
            costQuantity: '0.04',
            averageCost: '96096',
            currentValue: '90710',
            profitLoss: '16.16',
            profitLossPercent: '0.42',
            sellableQuantity: '0.94',
          },
        ],
      },
    });
    await expectCleanLedger(t);
  });

  it('market orders by quantity and by quote amount against a thin book; only what they trade is taken', async () => {
    await openMarkets(t);
    const alice = await fundedTrader(t, 'alice', { USDT: '10000' });
    const bob = await fundedTrader(t, 'bob', { BTC: '1' });
    orderOf(await limit(t, bob, { side: 'sell', price: '96000', quantity: '0.005' }));
    const deeper = orderOf(await limit(t, bob, { side: 'sell', price: '96100', quantity: '0.01' }));

    // 1000 USDT: all 0.005 at 96000 (480), then 541 whole lots at 96100 (519.901); 0.099 cannot buy a lot.
    const byQuote = orderOf(await market(t, alice, { side: 'buy', quoteAmount: '1000' }));
    expect(byQuote).toMatchObject({
      type: 'market',
      status: 'filled',
      quantity: null,
      quoteAmount: '1000',
      filledQuantity: '0.01041',
      filledQuote: '999.901',
      fee: '0.999901',
    });
    // 1001 reserved in the batch, 1000.900901 spent from available (done at once: nothing frozen).
    expect(await balance(t, alice, 'USDT')).toEqual({ available: '8999.099099', frozen: '0' });
    expect(await balance(t, alice, 'BTC')).toEqual({ available: '0.01041', frozen: '0' });
    expect(await balance(t, bob, 'USDT')).toEqual({ available: '998.901099', frozen: '0' });
    const pending = await t.get(`${SPOT}/orders/pending`, { token: bob.token });
    expect(pending.body).toMatchObject({
      data: { items: [{ orderId: deeper.orderId, status: 'partially_filled', filledQuantity: '0.00541' }] },
    });

    // By quantity: asks for 0.01, the book holds 0.00459 at 96100 (441.099 + fee); the rest is cancelled.
    const byQuantity = orderOf(await market(t, alice, { side: 'buy', quantity: '0.01' }));
    expect(byQuantity).toMatchObject({
      status: 'cancelled',
      quantity: '0.01',
      filledQuantity: '0.00459',
      filledQuote: '441.099',
      fee: '0.441099',
    });
    expect(await balance(t, alice, 'USDT')).toEqual({ available: '8557.559', frozen: '0' });
    expect(await balance(t, alice, 'BTC')).toEqual({ available: '0.015', frozen: '0' });

    // Now the ask side is empty: a market buy is refused and nothing is frozen.
    const none = await market(t, alice, { side: 'buy', quantity: '0.01' });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({
      code: 'NO_LIQUIDITY',
      message: 'No orders to match in BTC/USDT right now',
    });
    expect(await balance(t, alice, 'USDT')).toEqual({ available: '8557.559', frozen: '0' });

    // A market sell by quote amount: Bob bids, Alice sells for at most 100 USDT.
    const bobBid = await fundedTrader(t, 'carol', { USDT: '1000' });
    orderOf(await limit(t, bobBid, { side: 'buy', price: '95000', quantity: '0.01' }));
    const sell = orderOf(await market(t, alice, { side: 'sell', quoteAmount: '100' }));
    // 100 / 95000 = 0.00105263 -> 105 lots = 0.00105 BTC for 99.75, fee 0.09975.
    expect(sell).toMatchObject({
      status: 'filled',
      filledQuantity: '0.00105',
      filledQuote: '99.75',
      fee: '0.09975',
    });
    expect(await balance(t, alice, 'BTC')).toEqual({ available: '0.01395', frozen: '0' });
    expect(await balance(t, alice, 'USDT')).toEqual({ available: '8657.20925', frozen: '0' });
    await expectCleanLedger(t);
  });
});

const API_TRADES = '/api/uniapp/trading/trades';
