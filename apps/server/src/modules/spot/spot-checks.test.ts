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
  toNextWeekdayNoon,
} from './spot-test-kit.ts';

const HOUR = 60 * 60 * 1000;

describe.each(backends)('spot order checks ($name)', (backend) => {
  const t = useTestApp(backend);

  it('refuses each broken rule with its code, status and message, and freezes nothing', async () => {
    toNextWeekdayNoon(t.clock, 6);
    await openMarkets(t);
    const alice = await fundedTrader(t, 'alice', { USDT: '100' });
    const refused = async (
      reply: Promise<{ status: number; body: Record<string, unknown> }>,
      status: number,
      code: string,
      message: string,
    ) => {
      const { status: actual, body } = await reply;
      expect({ status: actual, code: body.code, message: body.message }).toEqual({ status, code, message });
    };

    await refused(
      limit(t, alice, { symbol: 'NOPE/USDT', side: 'buy', price: '1', quantity: '1' }),
      404,
      'SYMBOL_NOT_FOUND',
      'Trading pair NOPE/USDT does not exist',
    );
    await refused(
      limit(t, alice, { symbol: 'EUR/USDT', side: 'buy', price: '1.1', quantity: '10' }),
      400,
      'MARKET_CLOSED',
      'The EUR/USDT market is closed now',
    );
    await refused(
      limit(t, alice, { side: 'buy', price: '96000.001', quantity: '0.001' }),
      400,
      'PRICE_NOT_ON_TICK',
      'Price must be a multiple of 0.01',
    );
    await refused(
      limit(t, alice, { side: 'buy', price: '96000', quantity: '0.000001' }),
      400,
      'QUANTITY_NOT_ON_STEP',
      'Quantity must be a multiple of 0.00001',
    );
    await refused(
      limit(t, alice, { side: 'buy', price: '96000', quantity: '0.00004' }),
      400,
      'NOTIONAL_TOO_SMALL',
      'Order value too small (minimum 5 USDT)',
    );
    await refused(
      market(t, alice, { side: 'buy', quoteAmount: '4.99' }),
      400,
      'NOTIONAL_TOO_SMALL',
      'Order value too small (minimum 5 USDT)',
    );
    await refused(
      limit(t, alice, { side: 'buy', price: '100000000000', quantity: '1000000' }),
      400,
      'ORDER_TOO_LARGE',
      'Order too large',
    );
    await refused(
      limit(t, alice, { side: 'buy', price: '96000', quantity: '0.01' }),
      400,
      'INSUFFICIENT_BALANCE',
      'insufficient available balance, currently available 100 USDT',
    );
    await refused(
      market(t, alice, { side: 'buy', quantity: '0.001' }),
      400,
      'NO_LIQUIDITY',
      'No orders to match in BTC/USDT right now',
    );
    const invalid = await market(t, alice, { side: 'buy', quantity: '0.001', quoteAmount: '10' });
    expect(invalid.status).toBe(422);
    expect(await balance(t, alice, 'USDT')).toEqual({ available: '100', frozen: '0' });

    // Nothing pushed for ETH since then and the feed went quiet: its price is stale.
    t.clock.advance(HOUR);
    await refused(
      limit(t, alice, { symbol: 'ETH/USDT', side: 'buy', price: '3000', quantity: '0.01' }),
      400,
      'PRICE_STALE',
      'Price not available right now, please try again shortly',
    );
    await expectCleanLedger(t);
  });

  it('a suspended pair and a minimum quantity above one lot (operator settings)', async () => {
    await t.app.ready();
    await t.db
      .updateTable('instruments')
      .set({ status: 'suspended' })
      .where('symbol', '=', 'ETH/USDT')
      .execute();
    await t.db
      .updateTable('instruments')
      .set({ min_quantity: '0.001' })
      .where('symbol', '=', 'BTC/USDT')
      .execute();
    await t.rebuild({});
    await openMarkets(t);
    const alice = await fundedTrader(t, 'alice', { USDT: '1000' });
    const suspended = await limit(t, alice, {
      symbol: 'ETH/USDT',
      side: 'buy',
      price: '3000',
      quantity: '0.01',
    });
    expect(suspended.body).toMatchObject({
      code: 'PAIR_SUSPENDED',
      message: 'Trading in ETH/USDT is suspended',
    });
    const small = await limit(t, alice, { side: 'buy', price: '96000', quantity: '0.0009' });
    expect(small.body).toMatchObject({
      code: 'QUANTITY_TOO_SMALL',
      message: 'Quantity too small (minimum 0.001)',
    });
    expect(small.status).toBe(400);
  });
});
