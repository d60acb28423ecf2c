import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { adminRequest, type OperatorSession, OWNER_ENV, signInOwner } from '../../../test/admin-helpers.ts';
import { type TestApp, useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { spotOrderFeeRatesMigration } from '../../platform/migrations/0026-spot-order-fee-rates.ts';
import { Money } from '../ledger/index.ts';
import {
  balance,
  expectCleanLedger,
  fundedTrader,
  limit,
  market,
  openMarkets,
  orderOf,
  post,
  SPOT,
} from './spot-test-kit.ts';

/**
 * A pair's fee change applies to orders placed after it: an order keeps the maker and taker rates in force
 * when it was placed, so an operator cannot change what a resting order pays or receives (BTC/USDT starts at
 * 0.001 for both).
 */

async function setFees(t: TestApp, owner: OperatorSession, makerFeeRate: string, takerFeeRate: string) {
  const reply = await adminRequest(
    t,
    'PUT',
    '/config/pairs/BTCUSDT/fees',
    { makerFeeRate, takerFeeRate },
    { session: owner },
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
}

async function historyFee(t: TestApp, token: string, orderId: string) {
  const reply = await t.get(`${SPOT}/orders/history?symbol=BTCUSDT`, { token });
  const items = (reply.body.data as { items: Array<{ orderId: string; fee: string }> }).items;
  return items.find((item) => item.orderId === orderId)?.fee;
}

describe.each(backends)('fee changes and resting orders ($name)', (backend) => {
  const t = useTestApp(backend, { env: OWNER_ENV });

  it('after a raise, a sell crossing an earlier bid trades, each side at the rates of its own order', async () => {
    const owner = await signInOwner(t);
    await openMarkets(t);
    const alice = await fundedTrader(t, 'alice', { USDT: '10000' });
    const bob = await fundedTrader(t, 'bob', { BTC: '1' });
    const bid = orderOf(await limit(t, alice, { side: 'buy', price: '95000', quantity: '0.01' }));
    // 950 + 950 x 0.001.
    expect(await balance(t, alice, 'USDT')).toEqual({ available: '9049.05', frozen: '950.95' });

    await setFees(t, owner, '0.002', '0.003');
    const hit = orderOf(await limit(t, bob, { side: 'sell', price: '95000', quantity: '0.01' }));
    // Bob placed after the raise and took: 950 x 0.003.
    expect(hit).toMatchObject({ status: 'filled', filledQuote: '950', fee: '2.85' });
    expect(await balance(t, bob, 'USDT')).toEqual({ available: '947.15', frozen: '0' });
    expect(await balance(t, bob, 'BTC')).toEqual({ available: '0.99', frozen: '0' });
    // Alice's bid rested before it and made: 950 x 0.001, exactly what was frozen for it.
    expect(await historyFee(t, alice.token, bid.orderId)).toBe('0.95');
    expect(await balance(t, alice, 'USDT')).toEqual({ available: '9049.05', frozen: '0' });
    expect(await balance(t, alice, 'BTC')).toEqual({ available: '0.01', frozen: '0' });

    // A bid placed now freezes at its own higher rate: 900 + 900 x 0.003.
    orderOf(await limit(t, alice, { side: 'buy', price: '90000', quantity: '0.01' }));
    expect(await balance(t, alice, 'USDT')).toEqual({ available: '8146.35', frozen: '902.7' });
    await expectCleanLedger(t);
  });

  it('a maker rate set to 0.5 does not change what a resting sell receives', async () => {
    const owner = await signInOwner(t);
    await openMarkets(t);
    const bob = await fundedTrader(t, 'bob', { BTC: '1' });
    const alice = await fundedTrader(t, 'alice', { USDT: '1000' });
    const ask = orderOf(await limit(t, bob, { side: 'sell', price: '97000', quantity: '0.001' }));

    await setFees(t, owner, '0.5', '0.001');
    const take = orderOf(await market(t, alice, { side: 'buy', quantity: '0.001' }));
    expect(take).toMatchObject({ status: 'filled', filledQuote: '97', fee: '0.097' });
    // 97 - 97 x 0.001 (the maker rate when Bob placed), not 97 - 48.5.
    expect(await balance(t, bob, 'USDT')).toEqual({ available: '96.903', frozen: '0' });
    expect(await historyFee(t, bob.token, ask.orderId)).toBe('0.097');
    expect(await balance(t, alice, 'USDT')).toEqual({ available: '902.903', frozen: '0' });
    await expectCleanLedger(t);
  });

  it('the house as counterparty: a re-quote through an earlier bid charges it its own maker rate', async () => {
    const owner = await signInOwner(t);
    await openMarkets(t);
    const alice = await fundedTrader(t, 'alice', { USDT: '2000' });
    const bid = orderOf(await limit(t, alice, { side: 'buy', price: '96000', quantity: '0.01' }));
    await setFees(t, owner, '0.002', '0.003');

    // The house's new ask meets Alice's bid: 960 x 0.001 for her, nothing for the house.
    await t.app.spotService.quoteSink.replaceQuotes('BTC/USDT', [
      { side: 'sell', price: '95900', quantity: '0.5' },
      { side: 'buy', price: '95800', quantity: '0.5' },
    ]);
    expect(await historyFee(t, alice.token, bid.orderId)).toBe('0.96');
    // A market buy from the house now takes at 0.003: 95.9 x 0.003.
    const bought = orderOf(await market(t, alice, { side: 'buy', quantity: '0.001' }));
    expect(bought).toMatchObject({ status: 'filled', filledQuote: '95.9', fee: '0.2877' });
    // 2000 - 960.96 - 96.1877.
    expect(await balance(t, alice, 'USDT')).toEqual({ available: '942.8523', frozen: '0' });
    expect(await balance(t, alice, 'BTC')).toEqual({ available: '0.011', frozen: '0' });
    await expectCleanLedger(t);
  });

  it('the books rebuilt after a restart keep each resting order’s rates', async () => {
    const owner = await signInOwner(t);
    await openMarkets(t);
    const alice = await fundedTrader(t, 'alice', { USDT: '10000' });
    const bob = await fundedTrader(t, 'bob', { BTC: '1' });
    const carol = await fundedTrader(t, 'carol', { USDT: '1000' });
    const bid = orderOf(await limit(t, alice, { side: 'buy', price: '95000', quantity: '0.01' }));
    const ask = orderOf(await limit(t, bob, { side: 'sell', price: '97000', quantity: '0.001' }));
    await setFees(t, owner, '0.002', '0.004');

    await t.rebuild({});
    await openMarkets(t);
    // Bob's new sell takes at 0.004 (in force now), Alice's bid makes at its own 0.001.
    const hit = orderOf(await limit(t, bob, { side: 'sell', price: '95000', quantity: '0.01' }));
    expect(hit).toMatchObject({ status: 'filled', fee: '3.8' });
    expect(await historyFee(t, alice.token, bid.orderId)).toBe('0.95');
    expect(await balance(t, alice, 'USDT')).toEqual({ available: '9049.05', frozen: '0' });
    // Carol takes Bob's earlier ask: 97 x 0.004 for her, 97 x 0.001 for Bob.
    const take = orderOf(await market(t, carol, { side: 'buy', quantity: '0.001' }));
    expect(take).toMatchObject({ status: 'filled', fee: '0.388' });
    expect(await historyFee(t, bob.token, ask.orderId)).toBe('0.097');
    expect(await balance(t, carol, 'USDT')).toEqual({ available: '902.612', frozen: '0' });
    // 950 - 3.8, then 97 - 0.097.
    expect(await balance(t, bob, 'USDT')).toEqual({ available: '1043.103', frozen: '0' });
    await expectCleanLedger(t);
  });

  it('orders placed before rates were kept get them once: the pair’s now, a resting buy’s capped by its freeze', async () => {
    const owner = await signInOwner(t);
    await openMarkets(t);
    const alice = await fundedTrader(t, 'alice', { USDT: '10000' });
    const bob = await fundedTrader(t, 'bob', { BTC: '1' });
    const carol = await fundedTrader(t, 'carol', { USDT: '1000' });
    const bid = orderOf(await limit(t, alice, { side: 'buy', price: '95000', quantity: '0.01' }));
    const ask = orderOf(await limit(t, bob, { side: 'sell', price: '97000', quantity: '0.001' }));
    const gone = orderOf(await limit(t, alice, { side: 'buy', price: '90000', quantity: '0.01' }));
    orderOf(await post(t, `${SPOT}/orders/cancel`, { orderId: gone.orderId }, alice));
    // The database as it was before migration 0026, then a raise that Alice's freeze (at 0.001) cannot cover.
    await sql`ALTER TABLE spot_orders DROP CONSTRAINT spot_orders_open_fee_rates,
      DROP COLUMN maker_fee_rate, DROP COLUMN taker_fee_rate`.execute(t.db);
    await setFees(t, owner, '0.002', '0.003');

    await spotOrderFeeRatesMigration.up(t.db);
    const rows = await t.db
      .selectFrom('spot_orders')
      .select(['id', 'maker_fee_rate', 'taker_fee_rate'])
      .execute();
    const rates = (id: string) => {
      const row = rows.find((candidate) => candidate.id === id);
      return [row?.maker_fee_rate ?? null, row?.taker_fee_rate ?? null].map((rate) =>
        rate === null ? null : new Money(rate).toFixed(),
      );
    };
    expect(rates(bid.orderId)).toEqual(['0.001', '0.001']);
    expect(rates(ask.orderId)).toEqual(['0.002', '0.003']);
    expect(rates(gone.orderId)).toEqual([null, null]);

    await t.rebuild({});
    await openMarkets(t);
    orderOf(await limit(t, bob, { side: 'sell', price: '95000', quantity: '0.01' }));
    expect(await historyFee(t, alice.token, bid.orderId)).toBe('0.95');
    expect(await balance(t, alice, 'USDT')).toEqual({ available: '9049.05', frozen: '0' });
    orderOf(await market(t, carol, { side: 'buy', quantity: '0.001' }));
    // 97 x 0.002: the pair's maker rate when the migration ran.
    expect(await historyFee(t, bob.token, ask.orderId)).toBe('0.194');
    await expectCleanLedger(t);
  });
});
