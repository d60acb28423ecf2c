import { SPOT_LIMITS } from '@halcyon/api';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { createMemoryBus } from '../../platform/bus.ts';
import { fundedTrader, limit, openMarkets, orderOf, post, SPOT } from './spot-test-kit.ts';
import { SPOT_DEPTH_TOPIC, SPOT_TRADES_TOPIC } from './spot-topics.ts';

describe.each(backends)('spot feeds, balances and limits ($name)', (backend) => {
  const t = useTestApp(backend);

  it('publishes the trades of a match and a depth snapshot after the commit', async () => {
    const bus = createMemoryBus({ error: () => undefined });
    await t.rebuild({ overrides: { bus } });
    const trades: unknown[] = [];
    const depths: { lastUpdateId: number; bids: unknown[]; asks: unknown[] }[] = [];
    bus.subscribe(SPOT_TRADES_TOPIC, (message) => trades.push(message));
    bus.subscribe(SPOT_DEPTH_TOPIC, (message) => depths.push(message as (typeof depths)[number]));
    await openMarkets(t);
    const alice = await fundedTrader(t, 'alice', { USDT: '1000' });
    const bob = await fundedTrader(t, 'bob', { BTC: '1' });
    orderOf(await limit(t, alice, { side: 'buy', price: '96000', quantity: '0.002' }));
    // The first change goes out at once.
    expect(depths.at(-1)).toMatchObject({ symbol: 'BTC/USDT', bids: [['96000', '0.002']], asks: [] });
    orderOf(await limit(t, bob, { side: 'sell', price: '96000', quantity: '0.001' }));
    expect(trades).toEqual([
      {
        symbol: 'BTC/USDT',
        trades: [
          expect.objectContaining({
            symbol: 'BTC/USDT',
            price: '96000',
            quantity: '0.001',
            takerSide: 'sell',
          }),
        ],
      },
    ]);
    // Within the 100 ms cool-down the second change is folded into one later snapshot.
    await vi.waitFor(() => expect(depths.at(-1)).toMatchObject({ bids: [['96000', '0.001']], asks: [] }));
    const last = depths.at(-1);
    expect(last).toMatchObject({ bids: [['96000', '0.001']], asks: [] });
    expect(depths.length).toBe(2);
    expect(last?.lastUpdateId).toBeGreaterThan(depths[0]?.lastUpdateId ?? Number.POSITIVE_INFINITY);
  });

  it('spot balance: USDT always, then held currencies; or exactly the assets asked for', async () => {
    await openMarkets(t);
    const alice = await fundedTrader(t, 'alice', { BTC: '0.5', USDT: '100.25' });
    orderOf(await limit(t, alice, { side: 'sell', price: '99000', quantity: '0.1' }));
    const all = await t.get(`${SPOT}/account/balance`, { token: alice.token });
    expect(all.body).toEqual({
      success: true,
      data: {
        balances: [
          { currency: 'USDT', available: '100.25', frozen: '0', total: '100.25' },
          { currency: 'BTC', available: '0.4', frozen: '0.1', total: '0.5' },
        ],
      },
    });
    const some = await t.get(`${SPOT}/account/balance?assets=btc,ETH`, { token: alice.token });
    expect(some.body).toEqual({
      success: true,
      data: {
        balances: [
          { currency: 'BTC', available: '0.4', frozen: '0.1', total: '0.5' },
          { currency: 'ETH', available: '0', frozen: '0', total: '0' },
        ],
      },
    });
    const anonymous = await t.get(`${SPOT}/account/balance`);
    expect(anonymous.status).toBe(401);
  });

  it(`refuses the open order after ${SPOT_LIMITS.maxOpenOrdersPerUser}`, async () => {
    await openMarkets(t);
    const alice = await fundedTrader(t, 'alice', { USDT: '100000' });
    const replies = await Promise.all(
      Array.from({ length: SPOT_LIMITS.maxOpenOrdersPerUser + 5 }, (_, index) =>
        limit(t, alice, { side: 'buy', price: String(50000 + index), quantity: '0.001' }),
      ),
    );
    const ok = replies.filter((reply) => reply.status === 200);
    const refused = replies.filter((reply) => reply.status !== 200);
    expect(ok).toHaveLength(SPOT_LIMITS.maxOpenOrdersPerUser);
    expect(refused.map((reply) => [reply.status, reply.body.code, reply.body.message])).toEqual(
      Array.from({ length: 5 }, () => [400, 'TOO_MANY_OPEN_ORDERS', 'Too many open orders (maximum 200)']),
    );
    // The limit counts every pair's book, and only this user's orders.
    const otherPair = await limit(t, alice, {
      symbol: 'ETH/USDT',
      side: 'buy',
      price: '3000',
      quantity: '0.01',
    });
    expect(otherPair.body.code).toBe('TOO_MANY_OPEN_ORDERS');
    const bob = await fundedTrader(t, 'bob', { USDT: '1000' });
    expect((await limit(t, bob, { side: 'buy', price: '50000', quantity: '0.001' })).status).toBe(200);
    // A cancelled order frees its place, once.
    const first = orderOf(ok[0] as (typeof ok)[number]);
    expect((await post(t, `${SPOT}/orders/cancel`, { orderId: first.orderId }, alice)).status).toBe(200);
    expect((await limit(t, alice, { side: 'buy', price: '49000', quantity: '0.001' })).status).toBe(200);
    expect((await limit(t, alice, { side: 'buy', price: '48000', quantity: '0.001' })).body.code).toBe(
      'TOO_MANY_OPEN_ORDERS',
    );
  });
});
