import { describe, expect, it } from 'vitest';
import { API, login } from '../../../test/auth-helpers.ts';
import { withInsertsRefused } from '../../../test/refused-inserts.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { createMemoryBus } from '../../platform/bus.ts';
import { IDEMPOTENCY_TTL_MS } from '../../platform/idempotency.ts';
import { subscribeUserEvents, type UserEventEnvelope } from '../../platform/user-events.ts';
import { createLedger } from '../ledger/index.ts';
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

const DEPTH = `${API}/trading/market/depth`;

describe.each(backends)('spot order lifecycle ($name)', (backend) => {
  const t = useTestApp(backend);

  it('cancel and cancel-all release exactly; another user’s order is 404, a finished one 409', async () => {
    await openMarkets(t);
    const alice = await fundedTrader(t, 'alice', { USDT: '10000' });
    const bob = await fundedTrader(t, 'bob', {});
    const first = orderOf(await limit(t, alice, { side: 'buy', price: '90000', quantity: '0.01' }));
    orderOf(await limit(t, alice, { side: 'buy', price: '91000', quantity: '0.02' }));
    orderOf(await limit(t, alice, { symbol: 'ETH/USDT', side: 'buy', price: '3000', quantity: '1' }));
    // 900 + 0.9, 1820 + 1.82, 3000 + 3.
    expect(await balance(t, alice, 'USDT')).toEqual({ available: '4274.28', frozen: '5725.72' });

    const foreign = await post(t, `${SPOT}/orders/cancel`, { orderId: first.orderId }, bob);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 'ORDER_NOT_FOUND', message: 'Order not found' });
    const unknown = await post(t, `${SPOT}/orders/cancel`, { orderId: 'no-such-order' }, alice);
    expect(unknown.status).toBe(404);

    const cancelled = orderOf(await post(t, `${SPOT}/orders/cancel`, { orderId: first.orderId }, alice));
    expect(cancelled).toMatchObject({ orderId: first.orderId, status: 'cancelled', filledQuantity: '0' });
    expect(await balance(t, alice, 'USDT')).toEqual({ available: '5175.18', frozen: '4824.82' });
    const again = await post(t, `${SPOT}/orders/cancel`, { orderId: first.orderId }, alice);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ORDER_NOT_OPEN', message: 'This order is no longer open' });

    const btcOnly = await post(t, `${API}/trading/pending-orders/cancel`, { symbol: 'BTCUSDT' }, alice);
    expect(btcOnly.body).toEqual({ success: true, data: { cancelled: 1 } });
    expect(await balance(t, alice, 'USDT')).toEqual({ available: '6997', frozen: '3003' });
    const pending = await t.get(`${SPOT}/orders/pending`, { token: alice.token });
    expect(pending.body).toMatchObject({ data: { items: [{ symbol: 'ETH/USDT', status: 'pending' }] } });

    const rest = await post(t, `${API}/trading/pending-orders/cancel`, {}, alice);
    expect(rest.body).toEqual({ success: true, data: { cancelled: 1 } });
    expect(await balance(t, alice, 'USDT')).toEqual({ available: '10000', frozen: '0' });
    const history = await t.get(`${SPOT}/orders/history?symbol=BTC/USDT&limit=1&page=2`, {
      token: alice.token,
    });
    expect(history.body).toMatchObject({
      data: { items: [{ status: 'cancelled' }], pagination: { total: 2, page: 2, limit: 1, totalPages: 2 } },
    });
    const depth = await t.get(`${DEPTH}?symbol=BTC/USDT`);
    expect(depth.body).toMatchObject({ data: { symbol: 'BTC/USDT', bids: [], asks: [] } });
    await expectCleanLedger(t);
  });

  it('a restart rebuilds the books from the open orders: same depth, same priority, nothing filled twice', async () => {
    await openMarkets(t);
    const alice = await fundedTrader(t, 'alice', { USDT: '10000' });
    const bob = await fundedTrader(t, 'bob', { BTC: '1' });
    const older = orderOf(await limit(t, alice, { side: 'buy', price: '95000', quantity: '0.01' }));
    const newer = orderOf(await limit(t, alice, { side: 'buy', price: '95000', quantity: '0.02' }));
    const ask = orderOf(await limit(t, bob, { side: 'sell', price: '97000', quantity: '0.03' }));
    orderOf(await limit(t, bob, { side: 'sell', price: '95000', quantity: '0.005' }));
    const before = await t.get(`${DEPTH}?symbol=BTC/USDT`);
    expect(before.body).toMatchObject({
      data: { bids: [['95000', '0.025']], asks: [['97000', '0.03']] },
    });
    const lastUpdateId = (before.body.data as { lastUpdateId: number }).lastUpdateId;

    await t.rebuild({});
    await openMarkets(t);
    const after = await t.get(`${DEPTH}?symbol=BTC/USDT`);
    expect(after.body).toMatchObject({ data: { bids: [['95000', '0.025']], asks: [['97000', '0.03']] } });
    expect((after.body.data as { lastUpdateId: number }).lastUpdateId).toBeGreaterThanOrEqual(lastUpdateId);

    // Time priority survived: the older bid's last 0.005 fills first, then 0.005 of the newer one.
    orderOf(await limit(t, bob, { side: 'sell', price: '95000', quantity: '0.01' }));
    const pending = await t.get(`${SPOT}/orders/pending`, { token: alice.token });
    expect(pending.body).toMatchObject({
      data: { items: [{ orderId: newer.orderId, status: 'partially_filled', filledQuantity: '0.005' }] },
    });
    const history = await t.get(`${SPOT}/orders/history`, { token: alice.token });
    expect(history.body).toMatchObject({
      data: { items: [{ orderId: older.orderId, status: 'filled', filledQuantity: '0.01', fee: '0.95' }] },
    });

    orderOf(await post(t, `${SPOT}/orders/cancel`, { orderId: newer.orderId }, alice));
    orderOf(await post(t, `${SPOT}/orders/cancel`, { orderId: ask.orderId }, bob));
    // 950.95 for the older bid, 475.475 of the newer one (released: 1426.425).
    expect(await balance(t, alice, 'USDT')).toEqual({ available: '8573.575', frozen: '0' });
    expect(await balance(t, alice, 'BTC')).toEqual({ available: '0.015', frozen: '0' });
    expect(await balance(t, bob, 'BTC')).toEqual({ available: '0.985', frozen: '0' });
    // 1425 - 1.425 fees.
    expect(await balance(t, bob, 'USDT')).toEqual({ available: '1423.575', frozen: '0' });
    await expectCleanLedger(t);
  });

  it('Idempotency-Key and clientOrderId answer the first order and move nothing again', async () => {
    await openMarkets(t);
    const alice = await fundedTrader(t, 'alice', { USDT: '1000' });
    const body = { side: 'buy', price: '90000', quantity: '0.001' };
    const first = await limit(t, alice, body, { 'idempotency-key': 'key-1' });
    const replays = await Promise.all(
      [1, 2, 3].map(() => limit(t, alice, body, { 'idempotency-key': 'key-1' })),
    );
    for (const replay of replays) {
      expect(orderOf(replay).orderId).toBe(orderOf(first).orderId);
      expect(replay.headers['idempotent-replayed']).toBe('true');
    }
    const reused = await limit(t, alice, { ...body, price: '90001' }, { 'idempotency-key': 'key-1' });
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await balance(t, alice, 'USDT')).toEqual({ available: '909.91', frozen: '90.09' });

    const byClient = orderOf(await limit(t, alice, { ...body, clientOrderId: 'mine-1' }));
    const twice = orderOf(await limit(t, alice, { ...body, clientOrderId: 'mine-1' }));
    expect(twice.orderId).toBe(byClient.orderId);
    expect(twice.clientOrderId).toBe('mine-1');
    expect(await balance(t, alice, 'USDT')).toEqual({ available: '819.82', frozen: '180.18' });
    // A replay is answered even when the order's checks would refuse it now (below the minimum notional).
    const tooSmall = { ...body, quantity: '0.00001', clientOrderId: 'mine-1' };
    expect(orderOf(await limit(t, alice, tooSmall)).orderId).toBe(byClient.orderId);
    expect((await limit(t, alice, { ...tooSmall, clientOrderId: 'mine-2' })).body).toMatchObject({
      code: 'NOTIONAL_TOO_SMALL',
    });

    // A refused request is not remembered under its key: once funded, the same key places the order.
    const big = { side: 'buy', price: '90000', quantity: '0.01' };
    const refused = await limit(t, alice, big, { 'idempotency-key': 'key-2' });
    expect(refused.body).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    await createLedger({ db: t.db, clock: t.clock }).credit({
      userId: alice.id,
      currency: 'USDT',
      amount: '900.9',
      cause: { type: 'test-grant', id: 'top-up' },
    });
    const placed = await limit(t, alice, big, { 'idempotency-key': 'key-2' });
    expect(orderOf(placed)).toMatchObject({ status: 'pending', quantity: '0.01' });
    expect(placed.headers['idempotent-replayed']).toBeUndefined();
    expect(await balance(t, alice, 'USDT')).toEqual({ available: '819.82', frozen: '1081.08' });
    orderOf(await post(t, `${SPOT}/orders/cancel`, { orderId: orderOf(placed).orderId }, alice));

    const cancelKey = { 'idempotency-key': 'cancel-1' };
    const cancel = await post(t, `${SPOT}/orders/cancel`, { orderId: byClient.orderId }, alice, cancelKey);
    const cancelAgain = await post(
      t,
      `${SPOT}/orders/cancel`,
      { orderId: byClient.orderId },
      alice,
      cancelKey,
    );
    expect(orderOf(cancelAgain)).toEqual(orderOf(cancel));
    expect(cancelAgain.headers['idempotent-replayed']).toBe('true');
    expect(await balance(t, alice, 'USDT')).toEqual({ available: '1810.81', frozen: '90.09' });
    await expectCleanLedger(t);
  });

  it('an Idempotency-Key older than its lifetime is a new request, for an order and for a cancel', async () => {
    await openMarkets(t);
    let alice = await fundedTrader(t, 'alice', { USDT: '1000' });
    const body = { side: 'buy', price: '90000', quantity: '0.001' };
    const first = orderOf(await limit(t, alice, body, { 'idempotency-key': 'old' }));
    orderOf(
      await post(t, `${SPOT}/orders/cancel`, { orderId: first.orderId }, alice, {
        'idempotency-key': 'old-cancel',
      }),
    );
    t.clock.advance(IDEMPOTENCY_TTL_MS + 1);
    await openMarkets(t);
    alice = { ...alice, ...(await login(t, 'alice')) };
    const again = await limit(t, alice, body, { 'idempotency-key': 'old' });
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(orderOf(again).orderId).not.toBe(first.orderId);
    const other = await limit(t, alice, { ...body, price: '90001' }, { 'idempotency-key': 'old-cancel' });
    expect(orderOf(other)).toMatchObject({ status: 'pending', price: '90001' });
    // 90 + 90.001, each with its 0.1 % taker fee frozen.
    expect(await balance(t, alice, 'USDT')).toEqual({ available: '819.818999', frozen: '180.181001' });
    await expectCleanLedger(t);
  });

  it('50 parallel limit buys against a balance that affords exactly 20: 20 succeed, 30 are refused', async () => {
    await openMarkets(t);
    // Each: 0.001 x 50000 = 50, + 0.05 fee.
    const alice = await fundedTrader(t, 'alice', { USDT: '1001' });
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => limit(t, alice, { side: 'buy', price: '50000', quantity: '0.001' })),
    );
    const codes = replies.map((reply) => (reply.status === 200 ? 'ok' : String(reply.body.code)));
    expect(codes.filter((code) => code === 'ok')).toHaveLength(20);
    expect(codes.filter((code) => code === 'INSUFFICIENT_BALANCE')).toHaveLength(30);
    expect(await balance(t, alice, 'USDT')).toEqual({ available: '0', frozen: '1001' });
    const pending = await t.get(`${SPOT}/orders/pending?limit=100`, { token: alice.token });
    expect(pending.body).toMatchObject({ data: { pagination: { total: 20 } } });
    await expectCleanLedger(t);
  });

  it('house quotes: a resting order fills when the re-quote moves through it; the house settles as a counterparty', async () => {
    await openMarkets(t);
    const alice = await fundedTrader(t, 'alice', { USDT: '2000' });
    const bid = orderOf(await limit(t, alice, { side: 'buy', price: '96000', quantity: '0.01' }));
    const sink = t.app.spotService.quoteSink;
    await sink.replaceQuotes('BTC/USDT', [
      { side: 'sell', price: '96500', quantity: '0.5' },
      { side: 'buy', price: '96400', quantity: '0.5' },
    ]);
    const depth = await t.get(`${DEPTH}?symbol=BTCUSDT&limit=5`);
    expect(depth.body).toMatchObject({
      data: {
        bids: [
          ['96400', '0.5'],
          ['96000', '0.01'],
        ],
        asks: [['96500', '0.5']],
      },
    });

    // The price falls: the house's new ask at 95900 meets Alice's bid, which trades at her price.
    await sink.replaceQuotes('BTC/USDT', [
      { side: 'sell', price: '95900', quantity: '0.5' },
      { side: 'buy', price: '95800', quantity: '0.5' },
    ]);
    const moved = await t.get(`${DEPTH}?symbol=BTCUSDT&limit=5`);
    expect(moved.body).toMatchObject({ data: { bids: [['95800', '0.5']], asks: [['95900', '0.49']] } });
    const history = await t.get(`${SPOT}/orders/history`, { token: alice.token });
    expect(history.body).toMatchObject({
      data: { items: [{ orderId: bid.orderId, status: 'filled', filledQuote: '960', fee: '0.96' }] },
    });
    // Then a market buy from the house's ask: 0.001 x 95900 = 95.9, fee 0.0959.
    const bought = orderOf(await market(t, alice, { side: 'buy', quantity: '0.001' }));
    expect(bought).toMatchObject({ status: 'filled', filledQuote: '95.9', fee: '0.0959' });
    expect(await balance(t, alice, 'USDT')).toEqual({ available: '943.0441', frozen: '0' });
    expect(await balance(t, alice, 'BTC')).toEqual({ available: '0.011', frozen: '0' });
    const trades = await t.get(`${API}/trading/pending-orders?symbol=BTC/USDT&limit=10`);
    expect(trades.body).toMatchObject({
      data: {
        symbol: 'BTC/USDT',
        trades: [
          { price: '95900', quantity: '0.001', takerSide: 'buy' },
          { price: '96000', quantity: '0.01', takerSide: 'sell' },
        ],
      },
    });
    await expectCleanLedger(t);
  });

  it('a transaction that fails after matching rebuilds the book from the database and answers 503', async () => {
    const bus = createMemoryBus({ error: () => undefined });
    await t.rebuild({ overrides: { bus } });
    await openMarkets(t);
    const alice = await fundedTrader(t, 'alice', { USDT: '1000' });
    const bob = await fundedTrader(t, 'bob', { BTC: '1' });
    const bid = orderOf(await limit(t, alice, { side: 'buy', price: '96000', quantity: '0.01' }));
    await t.app.spotService.quoteSink.replaceQuotes('BTC/USDT', [
      { side: 'sell', price: '97000', quantity: '0.5' },
    ]);
    // Every trade insert fails: the match happens in memory, the transaction cannot commit.
    await withInsertsRefused(t, 'spot_trades', async () => {
      const failed = await limit(t, bob, { side: 'sell', price: '96000', quantity: '0.01' });
      expect(failed.status).toBe(503);
      expect(failed.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      // Rebuilt from the database; the house's quotes, which live only in the engine, are put back next.
      let depth = await t.get(`${DEPTH}?symbol=BTC/USDT`);
      for (
        let tries = 0;
        tries < 40 && (depth.body.data as { asks: unknown[] }).asks.length === 0;
        tries += 1
      ) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        depth = await t.get(`${DEPTH}?symbol=BTC/USDT`);
      }
      expect(depth.body).toMatchObject({ data: { bids: [['96000', '0.01']], asks: [['97000', '0.5']] } });
      expect(await balance(t, bob, 'BTC')).toEqual({ available: '1', frozen: '0' });
      expect(await balance(t, alice, 'USDT')).toEqual({ available: '39.04', frozen: '960.96' });
    });
    // The rebuilt book still holds Alice's bid, which now fills once.
    const events: UserEventEnvelope[] = [];
    const unsubscribe = subscribeUserEvents(bus, (envelope) => events.push(envelope));
    orderOf(await limit(t, bob, { side: 'sell', price: '96000', quantity: '0.01' }));
    unsubscribe();
    const history = await t.get(`${SPOT}/orders/history`, { token: alice.token });
    expect(history.body).toMatchObject({ data: { items: [{ orderId: bid.orderId, status: 'filled' }] } });
    expect(await balance(t, alice, 'USDT')).toEqual({ available: '39.04', frozen: '0' });
    expect(await balance(t, alice, 'BTC')).toEqual({ available: '0.01', frozen: '0' });
    // After the commit: each order's new state, then the balances that moved.
    const aliceEvents = events
      .filter((envelope) => envelope.userId === alice.id)
      .map((envelope) => envelope.event);
    expect(aliceEvents).toEqual([
      {
        kind: 'order',
        order: expect.objectContaining({ orderId: bid.orderId, status: 'filled', fee: '0.96' }),
      },
      {
        kind: 'balance',
        balance: expect.objectContaining({ currency: 'USDT', available: '39.04', frozen: '0' }),
      },
      {
        kind: 'balance',
        balance: expect.objectContaining({ currency: 'BTC', available: '0.01', frozen: '0' }),
      },
    ]);
    await expectCleanLedger(t);
  });

  it('self-trade: an order meeting its owner’s resting order cancels that one and releases it exactly', async () => {
    await openMarkets(t);
    const alice = await fundedTrader(t, 'alice', { USDT: '1000', BTC: '0.05' });
    const bob = await fundedTrader(t, 'bob', { BTC: '1' });
    const ownAsk = orderOf(await limit(t, alice, { side: 'sell', price: '96000', quantity: '0.01' }));
    orderOf(await limit(t, bob, { side: 'sell', price: '96100', quantity: '0.002' }));
    // Alice's buy skips her own ask (cancelled) and takes Bob's 0.002 at 96100, the rest rests at 96200.
    const buy = orderOf(await limit(t, alice, { side: 'buy', price: '96200', quantity: '0.005' }));
    expect(buy).toMatchObject({ status: 'partially_filled', filledQuantity: '0.002', filledQuote: '192.2' });
    const history = await t.get(`${SPOT}/orders/history`, { token: alice.token });
    expect(history.body).toMatchObject({
      data: { items: [{ orderId: ownAsk.orderId, status: 'cancelled', filledQuantity: '0' }] },
    });
    expect(await balance(t, alice, 'BTC')).toEqual({ available: '0.052', frozen: '0' });
    // Frozen 481 + 0.481 for the buy; 192.2 + 0.1922 spent; 289.0888 still frozen for the 0.003 left.
    expect(await balance(t, alice, 'USDT')).toEqual({ available: '518.519', frozen: '289.0888' });
    const depth = await t.get(`${DEPTH}?symbol=BTC/USDT`);
    expect(depth.body).toMatchObject({ data: { bids: [['96200', '0.003']], asks: [] } });
    await expectCleanLedger(t);
  });
});
