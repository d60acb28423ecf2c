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
    firstHosts = true;
    await openMarkets(t);
    const alice = await fundedTrader(t, 'alice', { USDT: '1000' });
    const bob = await fundedTrader(t, 'bob', { BTC: '1' });
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
});
