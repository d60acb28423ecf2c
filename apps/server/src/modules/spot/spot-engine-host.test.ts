import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { API } from '../../../test/auth-helpers.ts';
import { buildPeerApp, useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import {
  balance,
  expectCleanLedger,
  fundedTrader,
  limit,
  openMarkets,
  orderOf,
  SPOT,
} from './spot-test-kit.ts';

/**
 * Books live in one process's memory, so only the process hosting them (the feed leader) may take spot
 * commands. These tests flip which of two apps on one database hosts.
 */
describe.each(backends)('spot engine host ($name)', (backend) => {
  let firstHosts = true;
  let firstTerm = 1;
  const t = useTestApp(backend, { overrides: { spotEngineHost: () => (firstHosts ? firstTerm : null) } });

  /** This process hosting, the markets open, alice with 1000 USDT and bob with 1 BTC. */
  async function hostingWithTraders() {
    firstHosts = true;
    await openMarkets(t);
    return {
      alice: await fundedTrader(t, 'alice', { USDT: '1000' }),
      bob: await fundedTrader(t, 'bob', { BTC: '1' }),
    };
  }

  it('a process that does not host the books refuses spot commands and moves no money', async () => {
    firstHosts = true;
    await openMarkets(t);
    const alice = await fundedTrader(t, 'alice', { USDT: '1000' });
    const resting = orderOf(await limit(t, alice, { side: 'buy', price: '90000', quantity: '0.001' }));
    expect(await balance(t, alice, 'USDT')).toEqual({ available: '909.91', frozen: '90.09' });

    firstHosts = false;
    const refused = await limit(t, alice, { side: 'buy', price: '90000', quantity: '0.001' });
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
    const cancel = await t.post(
      `${SPOT}/orders/cancel`,
      { orderId: resting.orderId },
      { token: alice.token },
    );
    expect(cancel.status).toBe(503);
    expect(await balance(t, alice, 'USDT')).toEqual({ available: '909.91', frozen: '90.09' });
    firstHosts = true;
    await expectCleanLedger(t);
  });

  it('a process that becomes host again reloads its books: what another host changed is not matched', async () => {
    const { alice, bob } = await hostingWithTraders();
    const resting = orderOf(await limit(t, alice, { side: 'buy', price: '90000', quantity: '0.001' }));

    // The second process hosts for a while and cancels alice's order there.
    firstHosts = false;
    const second = await buildPeerApp(t, backend.name, {
      liquidityMaker: false,
      spotEngineHost: () => (firstHosts ? null : 1),
    });
    try {
      const cancelled = await second.inject({
        method: 'POST',
        url: `${SPOT}/orders/cancel`,
        payload: { orderId: resting.orderId },
        headers: { authorization: `Bearer ${alice.token}` },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json()).toMatchObject({ data: { status: 'cancelled' } });
    } finally {
      await second.close();
    }
    expect(await balance(t, alice, 'USDT')).toEqual({ available: '1000', frozen: '0' });

    // Back on the first process, in its next term: its memory still held alice's bid; a sell at that price
    // must rest, not fill.
    firstHosts = true;
    firstTerm += 1;
    const sell = orderOf(await limit(t, bob, { side: 'sell', price: '90000', quantity: '0.001' }));
    expect(sell.status).toBe('pending');
    const depth = await t.get(`${API}/trading/market/depth?symbol=BTCUSDT&limit=5`);
    expect(depth.body).toMatchObject({ data: { bids: [], asks: [['90000', '0.001']] } });
    expect(await balance(t, alice, 'USDT')).toEqual({ available: '1000', frozen: '0' });
    expect(await balance(t, alice, 'BTC')).toEqual({ available: '0', frozen: '0' });
    await expectCleanLedger(t);
  });

  it('a process that becomes host again reads cost bases afresh: a trade another host made is built on', async () => {
    const { alice, bob } = await hostingWithTraders();
    const trade = async (place: typeof limit, price: string) => {
      orderOf(await place(t, bob, { side: 'sell', price, quantity: '0.001' }));
      expect(orderOf(await place(t, alice, { side: 'buy', price, quantity: '0.001' })).status).toBe('filled');
    };
    // Alice's first buy, here: this process now knows her cost basis (90 + 0.09 fee).
    await trade(limit, '90000');

    // The second process hosts for a while, and alice buys there too (91 + 0.091).
    firstHosts = false;
    const second = await buildPeerApp(t, backend.name, {
      liquidityMaker: false,
      spotEngineHost: () => (firstHosts ? null : 1),
    });
    try {
      const onSecond: typeof limit = async (_t, who, body) => {
        const reply = await second.inject({
          method: 'POST',
          url: `${SPOT}/orders/limit`,
          payload: { symbol: 'BTC/USDT', ...body },
          headers: { authorization: `Bearer ${who.token}` },
        });
        return { status: reply.statusCode, body: reply.json(), headers: reply.headers };
      };
      await trade(onSecond, '91000');
    } finally {
      await second.close();
    }

    // Back here in the next term: the third buy (92 + 0.092) lands on the basis the second host left.
    firstHosts = true;
    firstTerm += 1;
    await trade(limit, '92000');
    const positions = await t.get(`${SPOT}/positions?symbol=BTC/USDT`, { token: alice.token });
    expect(positions.body).toMatchObject({
      data: {
        positions: [{ currency: 'BTC', quantity: '0.003', costQuantity: '0.003', averageCost: '91091' }],
      },
    });
    await expectCleanLedger(t);
  });

  it('a cost basis changed behind the writer fails that batch whole; the writer then reads it afresh', async () => {
    const { alice, bob } = await hostingWithTraders();
    orderOf(await limit(t, bob, { side: 'sell', price: '90000', quantity: '0.002' }));
    orderOf(await limit(t, alice, { side: 'buy', price: '90000', quantity: '0.001' }));
    // Nothing but the host's writer changes positions; this stands in for a bug or a hand in the database.
    await sql`UPDATE spot_positions SET cost_total = 100 WHERE user_id = ${alice.user.id}`.execute(t.db);
    const before = await balance(t, alice, 'USDT');
    const refused = await limit(t, alice, { side: 'buy', price: '90000', quantity: '0.001' });
    expect(refused.status).toBe(503);
    expect(await balance(t, alice, 'USDT')).toEqual(before);
    expect(orderOf(await limit(t, alice, { side: 'buy', price: '90000', quantity: '0.001' })).status).toBe(
      'filled',
    );
    const positions = await t.get(`${SPOT}/positions?symbol=BTC/USDT`, { token: alice.token });
    // 100 + 90 + 0.09
    expect(positions.body).toMatchObject({
      data: { positions: [{ costQuantity: '0.002', averageCost: '95045' }] },
    });
    await expectCleanLedger(t);
  });
});
