import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import {
  balance,
  expectCleanLedger,
  fundedTrader,
  limit,
  market,
  orderOf,
  toNextWeekdayNoon,
} from './spot-test-kit.ts';

/**
 * Fees on a pair whose maker and taker rates differ (EUR/USDT: maker 0.0002, taker 0.0004). On crypto
 * pairs both rates are 0.001, so charging a taker the maker's rate (or the reverse) passes every other
 * spot test; these fail on it.
 */

const EUR = { symbol: 'EUR/USDT' };

describe.each(backends)('maker and taker fees on a pair whose rates differ ($name)', (backend) => {
  const t = useTestApp(backend);

  const start = async () => {
    toNextWeekdayNoon(t.clock, 3);
    await t.app.ready();
    await t.marketFeed.push({ symbol: 'EUR/USDT', price: '1.15' });
  };

  it('freezes a limit buy at the higher rate, then charges the resting buyer the maker rate and the seller the taker rate', async () => {
    await start();
    const maker = await fundedTrader(t, 'maker', { USDT: '1000' });
    const taker = await fundedTrader(t, 'taker', { EUR: '1000' });

    const bid = orderOf(await limit(t, maker, { ...EUR, side: 'buy', price: '1.15', quantity: '100' }));
    expect(bid.status).toBe('pending');
    // 115 + 115 x 0.0004 (the higher of the two rates: a resting buy may end up taking).
    expect(await balance(t, maker, 'USDT')).toEqual({ available: '884.954', frozen: '115.046' });

    const hit = orderOf(await limit(t, taker, { ...EUR, side: 'sell', price: '1.15', quantity: '100' }));
    // The seller took: 115 x 0.0004.
    expect(hit).toMatchObject({ status: 'filled', filledQuote: '115', fee: '0.046' });
    expect(await balance(t, taker, 'USDT')).toEqual({ available: '114.954', frozen: '0' });
    expect(await balance(t, taker, 'EUR')).toEqual({ available: '900', frozen: '0' });
    // The buyer rested: 115 x 0.0002, and the rest of the freeze comes back.
    expect(await balance(t, maker, 'USDT')).toEqual({ available: '884.977', frozen: '0' });
    expect(await balance(t, maker, 'EUR')).toEqual({ available: '100', frozen: '0' });
    const pending = await t.get('/api/uniapp/trading/spot/orders/history?symbol=EURUSDT', {
      token: maker.token,
    });
    expect(pending.body).toMatchObject({
      data: { items: [{ orderId: bid.orderId, status: 'filled', fee: '0.023' }] },
    });
    await expectCleanLedger(t);
  });

  it('charges a market buyer the taker rate and the resting seller the maker rate', async () => {
    await start();
    const seller = await fundedTrader(t, 'seller', { EUR: '500' });
    const buyer = await fundedTrader(t, 'buyer', { USDT: '1000' });

    const ask = orderOf(await limit(t, seller, { ...EUR, side: 'sell', price: '1.2', quantity: '200' }));
    const take = orderOf(await market(t, buyer, { ...EUR, side: 'buy', quantity: '200' }));
    // 240 x 0.0004 for the taker, 240 x 0.0002 for the maker.
    expect(take).toMatchObject({ status: 'filled', filledQuote: '240', fee: '0.096' });
    expect(await balance(t, buyer, 'USDT')).toEqual({ available: '759.904', frozen: '0' });
    expect(await balance(t, buyer, 'EUR')).toEqual({ available: '200', frozen: '0' });
    expect(await balance(t, seller, 'USDT')).toEqual({ available: '239.952', frozen: '0' });
    const sellerHistory = await t.get('/api/uniapp/trading/spot/orders/history?symbol=EURUSDT', {
      token: seller.token,
    });
    expect(sellerHistory.body).toMatchObject({
      data: { items: [{ orderId: ask.orderId, status: 'filled', fee: '0.048' }] },
    });
    await expectCleanLedger(t);
  });
});
