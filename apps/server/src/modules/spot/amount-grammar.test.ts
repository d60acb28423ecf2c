import { describe, expect, it } from 'vitest';
import { API } from '../../../test/auth-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import {
  balance,
  expectCleanLedger,
  fundedTrader,
  limit,
  market,
  openMarkets,
  post,
  toNextWeekdayNoon,
} from './spot-test-kit.ts';

describe.each(backends)('amounts are read by their documented grammar ($name)', (backend) => {
  const t = useTestApp(backend);

  it('refuses spaces, leading zeros and exponents as 422 and freezes nothing', async () => {
    toNextWeekdayNoon(t.clock, 6);
    await openMarkets(t);
    const alice = await fundedTrader(t, 'alice', { USDT: '1000' });
    for (const quantity of [' 1 ', '1 ', '00001', '01.5', '1e3', '+1', '-1', '1.', '.5']) {
      const reply = await limit(
        t,
        alice,
        { side: 'buy', price: '96000', quantity },
        { 'accept-language': 'en' },
      );
      expect({ quantity, status: reply.status, errors: reply.body.errors }).toEqual({
        quantity,
        status: 422,
        errors: { quantity: ['Enter a number, like 12.5'] },
      });
    }
    expect(await balance(t, alice, 'USDT')).toEqual({ available: '1000', frozen: '0' });
  });

  it('refuses an amount written with more decimals than the pair or currency allows, saying how many', async () => {
    toNextWeekdayNoon(t.clock, 6);
    await openMarkets(t);
    const alice = await fundedTrader(t, 'alice', { USDT: '1000' });
    const overPreciseQuantity = await limit(
      t,
      alice,
      { side: 'buy', price: '96000', quantity: '0.0010000000' },
      { 'accept-language': 'en' },
    );
    expect(overPreciseQuantity.status).toBe(422);
    expect(overPreciseQuantity.body.errors).toEqual({ quantity: ['Too many decimals (at most 5)'] });
    const overPrecisePrice = await limit(
      t,
      alice,
      { side: 'buy', price: '96000.000', quantity: '0.001' },
      { 'accept-language': 'de' },
    );
    expect(overPrecisePrice.status).toBe(422);
    expect(overPrecisePrice.body.errors).toEqual({ price: ['Zu viele Nachkommastellen (höchstens 2)'] });
    const overPreciseSpend = await market(
      t,
      alice,
      { side: 'buy', quoteAmount: '100.123456789' },
      { 'accept-language': 'en' },
    );
    expect(overPreciseSpend.status).toBe(422);
    expect(overPreciseSpend.body.errors).toEqual({ quoteAmount: ['Too many decimals (at most 8)'] });
    const stake = await post(
      t,
      `${API}/second-contract/orders`,
      { symbol: 'BTC/USDT', period: 30, direction: 'up', amount: '10.123456789' },
      alice,
      { 'accept-language': 'en' },
    );
    expect(stake.status).toBe(422);
    expect(stake.body.errors).toEqual({ amount: ['Too many decimals (at most 8)'] });
    // DOGE trades in whole coins: "10.0" is on its grid but written past it, and "at most 0 decimals" said
    // so as a riddle.
    await t.marketFeed.push({ symbol: 'DOGE/USDT', price: '0.162' });
    const doge = { symbol: 'DOGE/USDT', side: 'buy', price: '0.16', quantity: '100.0' };
    const halfCoin = await limit(t, alice, doge, { 'accept-language': 'en' });
    expect(halfCoin.status, JSON.stringify(halfCoin.body)).toBe(422);
    expect(halfCoin.body.errors).toEqual({ quantity: ['Whole numbers only (no decimals)'] });
    const halfCoinDe = await limit(t, alice, doge, { 'accept-language': 'de' });
    expect(halfCoinDe.body.errors).toEqual({ quantity: ['Nur ganze Zahlen (keine Nachkommastellen)'] });
    // Off its grid too, 100.5 says the same, not "Quantity must be a multiple of 1": limit and market alike.
    for (const order of [
      () => limit(t, alice, { ...doge, quantity: '100.5' }, { 'accept-language': 'en' }),
      () =>
        market(
          t,
          alice,
          { symbol: 'DOGE/USDT', side: 'buy', quantity: '100.5' },
          { 'accept-language': 'en' },
        ),
    ]) {
      const halfOff = await order();
      expect(halfOff.status, JSON.stringify(halfOff.body)).toBe(422);
      expect(halfOff.body.errors).toEqual({ quantity: ['Whole numbers only (no decimals)'] });
    }
    const halfOffJa = await limit(t, alice, { ...doge, quantity: '0.5' }, { 'accept-language': 'ja' });
    expect(halfOffJa.body.errors).toEqual({ quantity: ['整数のみ入力できます（小数は使えません）'] });
    expect(await balance(t, alice, 'USDT')).toEqual({ available: '1000', frozen: '0' });
    // The same amounts written plainly are accepted.
    const plain = await limit(t, alice, { side: 'buy', price: '96000', quantity: '0.001' });
    expect(plain.status).toBe(200);
    await expectCleanLedger(t);
  });
});
