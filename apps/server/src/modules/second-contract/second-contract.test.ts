import type { ContractOrder, UserEvent } from '@halcyon/api';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { API, registerUser } from '../../../test/auth-helpers.ts';
import { buildPeerApp, type TestApp, useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { createMemoryBus } from '../../platform/bus.ts';
import { subscribeUserEvents } from '../../platform/user-events.ts';
import { auditLedger, createLedger } from '../ledger/index.ts';
import { setPairEnabled } from './repo.ts';
import { createContractWorker } from './worker.ts';

/** Saturday 21 Nov 2026, 12:00 UTC: crypto trades, forex and stocks are closed. */
const SATURDAY = Date.UTC(2026, 10, 21, 12, 0, 0);
/** Friday 20 Nov 2026, 21:50 UTC: forex is open and closes at 22:00 UTC (17:00 New York). */
const FRIDAY_BEFORE_CLOSE = Date.UTC(2026, 10, 20, 21, 50, 0);

const setTime = (t: TestApp, at: number) => t.clock.advance(at - t.clock.now());

type Trader = { userId: string; token: string };

async function trader(t: TestApp, account: string, usdt = '1000'): Promise<Trader> {
  const { user, token } = await registerUser(t, account);
  await createLedger({ db: t.db, clock: t.clock }).credit({
    userId: user.id,
    currency: 'USDT',
    amount: usdt,
    cause: { type: 'test', id: `grant-${account}` },
  });
  return { userId: user.id, token };
}

async function balance(t: TestApp, userId: string) {
  const { available, frozen } = await createLedger({ db: t.db, clock: t.clock }).balance(userId, 'USDT');
  return { available, frozen };
}

const settle = (t: TestApp) => t.app.secondContracts.settler.settleDue();

async function open(
  t: TestApp,
  who: Trader,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown>; order: ContractOrder }> {
  const reply = await t.app.inject({
    method: 'POST',
    url: `${API}/second-contract/orders`,
    payload: body,
    headers: { authorization: `Bearer ${who.token}`, ...headers },
  });
  const parsed = reply.json() as Record<string, unknown>;
  return { status: reply.statusCode, body: parsed, order: parsed.data as ContractOrder };
}

async function detail(t: TestApp, who: Trader, orderNo: string) {
  const reply = await t.get(`${API}/second-contract/orders/${orderNo}`, { token: who.token });
  return { status: reply.status, body: reply.body, order: reply.body.data as ContractOrder };
}

async function expectAuditClean(t: TestApp) {
  const report = await auditLedger(t.db);
  expect(report.clean, JSON.stringify(report)).toBe(true);
}

async function settlementEntries(t: TestApp): Promise<Map<string, number>> {
  const rows = await t.db
    .selectFrom('ledger_entries')
    .select(['cause_id', sql<string>`count(*)::text`.as('n')])
    .where('cause_type', '=', 'contract-settlement')
    .groupBy('cause_id')
    .execute();
  return new Map(rows.map((row) => [row.cause_id, Number(row.n)]));
}

/** Saturday noon, a trader with 1000 USDT, BTC quoted at 96000 just now. */
async function start(t: TestApp, usdt = '1000'): Promise<Trader> {
  setTime(t, SATURDAY);
  const who = await trader(t, 'trader', usdt);
  await t.marketFeed.push({ symbol: 'BTC/USDT', price: '96000', time: SATURDAY });
  t.clock.advance(100);
  return who;
}

/** Opens a contract and gives it its entry tick 100 ms later; returns the running order. */
async function running(t: TestApp, who: Trader, direction: 'up' | 'down', amount: string, entry: string) {
  const opened = await open(t, who, { symbol: 'BTCUSDT', period: 30, direction, amount });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  t.clock.advance(100);
  await t.marketFeed.push({ symbol: 'BTC/USDT', price: entry });
  expect(await settle(t)).toMatchObject({ started: 1 });
  return opened.order;
}

describe.each(backends)('second contracts ($name)', (backend) => {
  const t = useTestApp(backend);

  it('serves the stored config: periods with payout rates, limits, USDT, refund on a draw, enabled pairs', async () => {
    setTime(t, SATURDAY);
    const reply = await t.get(`${API}/second-contract/public/config`);
    expect(reply.status).toBe(200);
    const config = reply.body.data as Record<string, unknown> & { symbols: string[] };
    expect(config).toMatchObject({
      currency: 'USDT',
      minAmount: '10',
      maxAmount: '50000',
      periods: [
        { seconds: 30, payoutRate: '0.8' },
        { seconds: 60, payoutRate: '0.85' },
        { seconds: 300, payoutRate: '0.9' },
        { seconds: 900, payoutRate: '0.95' },
      ],
      drawRule: 'refund',
    });
    expect(config.symbols).toEqual(expect.arrayContaining(['BTC/USDT', 'ETH/USDT', 'EUR/USDT']));
  });

  const matrix = [
    { direction: 'up', exit: '96000.51', result: 'profit', payout: '222.2222202', available: '1098.7654312' },
    { direction: 'up', exit: '96000.49', result: 'loss', payout: '0', available: '876.543211' },
    { direction: 'up', exit: '96000.5', result: 'draw', payout: '123.456789', available: '1000' },
    {
      direction: 'down',
      exit: '96000.49',
      result: 'profit',
      payout: '222.2222202',
      available: '1098.7654312',
    },
    { direction: 'down', exit: '96000.51', result: 'loss', payout: '0', available: '876.543211' },
    { direction: 'down', exit: '96000.5', result: 'draw', payout: '123.456789', available: '1000' },
  ] as const;

  it.each(matrix)(
    '$direction with exit $exit against entry 96000.5: $result, available $available',
    async (c) => {
      const who = await start(t);
      const opened = await running(t, who, c.direction, '123.456789', '96000.5');
      expect(await balance(t, who.userId)).toEqual({ available: '876.543211', frozen: '123.456789' });
      const entryAt = t.clock.now();

      setTime(t, entryAt + 30_000);
      await t.marketFeed.push({ symbol: 'BTC/USDT', price: c.exit });
      t.clock.advance(1_000);
      expect(await settle(t)).toEqual({ started: 0, expired: 0, settled: 1 });

      const { order } = await detail(t, who, opened.orderNo);
      expect(order).toMatchObject({
        status: 'completed',
        result: c.result,
        amount: '123.456789',
        payoutRate: '0.8',
        entryPrice: '96000.5',
        exitPrice: c.exit,
        payout: c.payout,
        startAt: entryAt,
        endAt: entryAt + 30_000,
        settledAt: entryAt + 31_000,
        remainingMs: 0,
      });
      const net = c.result === 'profit' ? '98.7654312' : c.result === 'loss' ? '-123.456789' : '0';
      expect(order.netAmount).toBe(net);
      expect(await balance(t, who.userId)).toEqual({ available: c.available, frozen: '0' });
      expect(await settle(t)).toEqual({ started: 0, expired: 0, settled: 0 });
      expect(await settlementEntries(t)).toEqual(new Map([[opened.orderNo, 1]]));
      await expectAuditClean(t);
    },
  );

  it('a tick exactly at the expiry instant is the exit; a later one is not, and settles nothing by itself', async () => {
    const who = await start(t);
    const opened = await running(t, who, 'up', '100', '96000');
    const endAt = t.clock.now() + 30_000;
    await t.marketFeed.push({ symbol: 'BTC/USDT', price: '95999.99', time: endAt - 1 });
    await t.marketFeed.push({ symbol: 'BTC/USDT', price: '96000.01', time: endAt });
    setTime(t, endAt + 500);
    // At the end, within the grace, with no later tick: another tick stamped at the end could be on its way.
    expect(await settle(t)).toMatchObject({ settled: 0 });
    await t.marketFeed.push({ symbol: 'BTC/USDT', price: '90000', time: endAt + 1 });
    expect(await settle(t)).toMatchObject({ settled: 1 });
    const { order } = await detail(t, who, opened.orderNo);
    expect(order).toMatchObject({ result: 'profit', exitPrice: '96000.01', payout: '180', netAmount: '80' });
    expect(order.exitTick).toMatchObject({ price: '96000.01', time: endAt, source: 'manual' });
    expect(await balance(t, who.userId)).toEqual({ available: '1080', frozen: '0' });
    await expectAuditClean(t);
  });

  it('returns the entry and exit evidence: tick ids, prices, times and the feed source', async () => {
    const who = await start(t);
    const opened = await open(t, who, { symbol: 'BTC/USDT', period: 60, direction: 'down', amount: '50' });
    expect(opened.order).toMatchObject({
      status: 'pending',
      result: null,
      period: 60,
      payoutRate: '0.85',
      entryTick: null,
      exitTick: null,
      startAt: null,
      expireAt: SATURDAY + 100 + 10_000,
      remainingMs: 10_000,
    });
    // A tick stamped at the very instant the order was accepted is not after it: not the entry.
    await t.marketFeed.push({ symbol: 'BTC/USDT', price: '96001', time: SATURDAY + 100 });
    expect(await settle(t)).toMatchObject({ started: 0 });
    t.clock.advance(250);
    await t.marketFeed.push({ symbol: 'BTC/USDT', price: '96002' });
    await settle(t);
    const runningNow = await detail(t, who, opened.order.orderNo);
    expect(runningNow.order).toMatchObject({
      status: 'running',
      entryPrice: '96002',
      startAt: SATURDAY + 350,
      endAt: SATURDAY + 60_350,
      expireAt: SATURDAY + 60_350,
      remainingMs: 60_000,
    });
    const open_ = await t.get(`${API}/second-contract/orders/open`, { token: who.token });
    expect(open_.body).toMatchObject({ data: { items: [{ orderNo: opened.order.orderNo }] } });

    setTime(t, SATURDAY + 61_350);
    await settle(t);
    const tickRows = await t.db
      .selectFrom('ticks')
      .select([sql<string>`id::text`.as('id'), 'price', 'time'])
      .orderBy('time')
      .execute();
    const entryRow = tickRows.find((row) => row.time.getTime() === SATURDAY + 350);
    const { order } = await detail(t, who, opened.order.orderNo);
    expect(order).toMatchObject({
      status: 'completed',
      result: 'draw',
      entryTick: { tickId: entryRow?.id, price: '96002', time: SATURDAY + 350, source: 'manual' },
      exitTick: { tickId: entryRow?.id, price: '96002', time: SATURDAY + 350, source: 'manual' },
      payout: '50',
      netAmount: '0',
    });
    const history = await t.get(`${API}/second-contract/orders/history?result=draw&symbol=btcusdt`, {
      token: who.token,
    });
    expect(history.body).toMatchObject({
      data: { items: [{ orderNo: opened.order.orderNo }], pagination: { total: 1, page: 1, totalPages: 1 } },
    });
    const none = await t.get(`${API}/second-contract/orders/history?result=profit`, { token: who.token });
    expect(none.body).toMatchObject({ data: { items: [], pagination: { total: 0 } } });
    await expectAuditClean(t);
  });

  it('refuses a closed market, a market closing before expiry and a stale price, moving nothing', async () => {
    const who = await start(t);
    const closed = await open(t, who, { symbol: 'EUR/USDT', period: 30, direction: 'up', amount: '10' });
    expect(closed.status).toBe(400);
    expect(closed.body).toMatchObject({
      code: 'MARKET_CLOSED',
      message: 'The EUR/USDT market is closed now',
    });

    setTime(t, SATURDAY + 10_101);
    const stale = await open(t, who, { symbol: 'BTC/USDT', period: 30, direction: 'up', amount: '10' });
    expect(stale.status).toBe(400);
    expect(stale.body).toMatchObject({
      code: 'PRICE_STALE',
      message: 'Price not available right now, please try again shortly',
    });

    setTime(t, FRIDAY_BEFORE_CLOSE);
    await t.marketFeed.push({ symbol: 'EUR/USDT', price: '1.158', time: FRIDAY_BEFORE_CLOSE });
    const late = await open(t, who, { symbol: 'EURUSDT', period: 900, direction: 'up', amount: '10' });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({
      code: 'MARKET_CLOSES_BEFORE_EXPIRY',
      message: 'The EUR/USDT market closes before this contract would end',
    });
    const inTime = await open(t, who, { symbol: 'EURUSDT', period: 30, direction: 'up', amount: '10' });
    expect(inTime.status, JSON.stringify(inTime.body)).toBe(200);

    expect(await balance(t, who.userId)).toEqual({ available: '990', frozen: '10' });
    const orders = await t.db.selectFrom('contract_orders').select('symbol').execute();
    expect(orders).toEqual([{ symbol: 'EUR/USDT' }]);
  });

  it('a pair an operator turned off is neither listed nor open for contracts', async () => {
    const who = await start(t);
    // Settings are not emptied between tests (they are seeded by the migration): turn it back on after.
    await setPairEnabled(t.db, 'ETH/USDT', false, new Date(t.clock.now()));
    try {
      const config = await t.get(`${API}/second-contract/public/config`);
      const symbols = (config.body.data as { symbols: string[] }).symbols;
      expect(symbols).toContain('BTC/USDT');
      expect(symbols).not.toContain('ETH/USDT');
      const refused = await open(t, who, { symbol: 'ETHUSDT', period: 30, direction: 'up', amount: '10' });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        code: 'CONTRACT_NOT_ENABLED',
        message: 'Contracts are not offered on ETH/USDT',
      });
      expect(await balance(t, who.userId)).toEqual({ available: '1000', frozen: '0' });
    } finally {
      await setPairEnabled(t.db, 'ETH/USDT', true, new Date(t.clock.now()));
    }
  });

  it('opens only at the payout rate the person confirmed, when they send it', async () => {
    const who = await start(t);
    const body = { symbol: 'BTCUSDT', period: 30, direction: 'up', amount: '100' };
    // The person confirmed 90 %; the period pays 80 % now (an operator changed it in between).
    const changed = await open(t, who, { ...body, payoutRate: '0.9' });
    expect(changed.status).toBe(409);
    expect(changed.body).toMatchObject({
      code: 'CONTRACT_RATE_CHANGED',
      message: 'The payout rate of this period is now 80%: check it and confirm again',
    });
    expect(await balance(t, who.userId)).toEqual({ available: '1000', frozen: '0' });
    const confirmed = await open(t, who, { ...body, payoutRate: '0.80' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.order).toMatchObject({ payoutRate: '0.8' });
  });

  it('names the minimum, the maximum and the offered periods', async () => {
    const who = await start(t);
    const small = await open(t, who, { symbol: 'BTCUSDT', period: 30, direction: 'up', amount: '9.99' });
    expect(small.status).toBe(400);
    expect(small.body).toMatchObject({
      code: 'AMOUNT_TOO_SMALL',
      message: 'Amount too small (minimum 10 USDT)',
    });
    const large = await open(t, who, { symbol: 'BTCUSDT', period: 30, direction: 'up', amount: '50000.01' });
    expect(large.status).toBe(400);
    expect(large.body).toMatchObject({
      code: 'AMOUNT_TOO_LARGE',
      message: 'Amount too large (maximum 50,000 USDT)',
    });
    const period = await open(t, who, { symbol: 'BTCUSDT', period: 45, direction: 'up', amount: '10' });
    expect(period.body).toMatchObject({
      code: 'CONTRACT_PERIOD_INVALID',
      message: 'A period of 45 s is not offered',
    });
    const noPrice = await open(t, who, {
      symbol: 'BTCUSDT',
      period: 30,
      direction: 'up',
      amount: '10',
      price: '1',
    });
    // A price from the client is not part of the request: it is ignored, never used.
    expect(noPrice.status).toBe(200);
    expect(noPrice.order.entryPrice).toBeNull();
  });

  it('insufficient balance: the spec message with what is available, and nothing changes', async () => {
    const who = await start(t, '50');
    const reply = await open(t, who, { symbol: 'BTCUSDT', period: 30, direction: 'up', amount: '50.01' });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: 'insufficient available balance, currently available 50 USDT',
    });
    expect(await balance(t, who.userId)).toEqual({ available: '50', frozen: '0' });
    expect(await t.db.selectFrom('contract_orders').selectAll().execute()).toEqual([]);
    await expectAuditClean(t);
  });

  it('parallel openings against one balance: exactly as many as the balance covers', async () => {
    const who = await start(t);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        open(t, who, { symbol: 'BTCUSDT', period: 30, direction: 'up', amount: '300' }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 400, 400]);
    expect(await balance(t, who.userId)).toEqual({ available: '100', frozen: '900' });
    expect(await t.db.selectFrom('contract_orders').select('id').execute()).toHaveLength(3);
    await expectAuditClean(t);
  });

  it('a pending contract can be cancelled (stake back, once); a running one cannot', async () => {
    const who = await start(t);
    const opened = await open(t, who, { symbol: 'BTCUSDT', period: 30, direction: 'up', amount: '100' });
    expect(await balance(t, who.userId)).toEqual({ available: '900', frozen: '100' });
    const url = `${API}/second-contract/orders/${opened.order.orderNo}/cancel`;
    const cancelled = await t.post(url, undefined, { token: who.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      data: { status: 'cancelled', result: 'cancelled', payout: '100', netAmount: '0', remainingMs: 0 },
    });
    expect(await balance(t, who.userId)).toEqual({ available: '1000', frozen: '0' });
    const again = await t.post(url, undefined, { token: who.token });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'CONTRACT_NOT_CANCELLABLE',
      message: 'Only a contract waiting for its entry price can be cancelled',
    });
    // A tick after the cancel does not revive it.
    t.clock.advance(100);
    await t.marketFeed.push({ symbol: 'BTC/USDT', price: '96000' });
    expect(await settle(t)).toEqual({ started: 0, expired: 0, settled: 0 });

    const started = await running(t, who, 'down', '10', '96000');
    const refused = await t.post(`${API}/second-contract/orders/${started.orderNo}/cancel`, undefined, {
      token: who.token,
    });
    expect(refused.status).toBe(409);
    expect(await balance(t, who.userId)).toEqual({ available: '990', frozen: '10' });
    await expectAuditClean(t);
  });

  it('a pending contract whose entry tick is stored cannot be cancelled before the worker starts it', async () => {
    const who = await start(t);
    const opened = await open(t, who, { symbol: 'BTCUSDT', period: 30, direction: 'up', amount: '100' });
    t.clock.advance(100);
    await t.marketFeed.push({ symbol: 'BTC/USDT', price: '96000' });
    t.clock.advance(100);
    // The price falls: an "up" contract is losing before the worker has started it.
    await t.marketFeed.push({ symbol: 'BTC/USDT', price: '90000' });
    const url = `${API}/second-contract/orders/${opened.order.orderNo}/cancel`;
    const refused = await t.post(url, undefined, { token: who.token });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'CONTRACT_NOT_CANCELLABLE' });
    expect(await balance(t, who.userId)).toEqual({ available: '900', frozen: '100' });
    expect(await settle(t)).toMatchObject({ started: 1 });
    const detail = await t.get(`${API}/second-contract/orders/${opened.order.orderNo}`, { token: who.token });
    expect(detail.body).toMatchObject({ data: { status: 'running', entryPrice: '96000' } });
    await expectAuditClean(t);
  });

  it('another user’s order number is a 404, for detail and for cancel', async () => {
    const who = await start(t);
    const other = await trader(t, 'other');
    const opened = await open(t, who, { symbol: 'BTCUSDT', period: 30, direction: 'up', amount: '10' });
    for (const reply of [
      await t.get(`${API}/second-contract/orders/${opened.order.orderNo}`, { token: other.token }),
      await t.post(`${API}/second-contract/orders/${opened.order.orderNo}/cancel`, undefined, {
        token: other.token,
      }),
      await t.get(`${API}/second-contract/orders/SC0000`, { token: who.token }),
    ]) {
      expect(reply.status).toBe(404);
      expect(reply.body).toMatchObject({ code: 'ORDER_NOT_FOUND', message: 'Order not found' });
    }
    expect(await balance(t, who.userId)).toEqual({ available: '990', frozen: '10' });
    const listed = await t.get(`${API}/second-contract/orders/open`, { token: other.token });
    expect(listed.body).toMatchObject({ data: { items: [] } });
  });

  it('no tick within 10 s: the contract expires and the stake comes back; a later tick changes nothing', async () => {
    const who = await start(t);
    const opened = await open(t, who, { symbol: 'BTCUSDT', period: 30, direction: 'up', amount: '25.5' });
    setTime(t, SATURDAY + 100 + 10_000);
    expect(await settle(t)).toEqual({ started: 0, expired: 0, settled: 0 });
    setTime(t, SATURDAY + 100 + 11_000);
    expect(await settle(t)).toEqual({ started: 0, expired: 1, settled: 0 });
    await t.marketFeed.push({ symbol: 'BTC/USDT', price: '96000' });
    expect(await settle(t)).toEqual({ started: 0, expired: 0, settled: 0 });
    const { order } = await detail(t, who, opened.order.orderNo);
    expect(order).toMatchObject({ status: 'expired', result: 'expired', payout: '25.5', entryTick: null });
    expect(await balance(t, who.userId)).toEqual({ available: '1000', frozen: '0' });
    await expectAuditClean(t);
  });

  it('a pass with nothing due opens no transaction: not before an order, nor while it runs', async () => {
    const who = await start(t);
    const transactions = vi.spyOn(t.db, 'transaction');
    expect(await settle(t)).toEqual({ started: 0, expired: 0, settled: 0 });
    expect(transactions).not.toHaveBeenCalled();
    const opened = await open(t, who, { symbol: 'BTCUSDT', period: 30, direction: 'up', amount: '10' });
    t.clock.advance(100);
    await t.marketFeed.push({ symbol: 'BTC/USDT', price: '96000' });
    transactions.mockClear();
    expect(await settle(t)).toEqual({ started: 1, expired: 0, settled: 0 });
    expect(transactions).toHaveBeenCalled();
    const endAt = t.clock.now() + 30_000;
    transactions.mockClear();
    setTime(t, endAt - 1);
    expect(await settle(t)).toEqual({ started: 0, expired: 0, settled: 0 });
    expect(transactions).not.toHaveBeenCalled();
    await t.marketFeed.push({ symbol: 'BTC/USDT', price: '96100', time: endAt });
    await t.marketFeed.push({ symbol: 'BTC/USDT', price: '96200', time: endAt + 1 });
    setTime(t, endAt + 1);
    expect(await settle(t)).toEqual({ started: 0, expired: 0, settled: 1 });
    expect((await detail(t, who, opened.order.orderNo)).order).toMatchObject({ result: 'profit' });
    await expectAuditClean(t);
  });

  it('an Idempotency-Key replay answers the first order and freezes once', async () => {
    const who = await start(t);
    const body = { symbol: 'BTCUSDT', period: 30, direction: 'up', amount: '10' };
    const first = await open(t, who, body, { 'idempotency-key': 'k-1' });
    const replay = await open(t, who, body, { 'idempotency-key': 'k-1' });
    expect(replay.order).toEqual(first.order);
    const reused = await open(t, who, { ...body, amount: '11' }, { 'idempotency-key': 'k-1' });
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await balance(t, who.userId)).toEqual({ available: '990', frozen: '10' });
  });

  it('restart with contracts running: everything overdue settles once from the stored ticks', async () => {
    const who = await start(t);
    const orders: ContractOrder[] = [];
    for (const direction of ['up', 'down', 'up'] as const) {
      orders.push(await running(t, who, direction, '100', '96000'));
    }
    const lastEnd = t.clock.now() + 30_000;
    await t.marketFeed.push({ symbol: 'BTC/USDT', price: '96100', time: lastEnd - 5_000 });
    // The server goes down; while it is down the contracts fall due. It comes back much later.
    await t.rebuild({});
    setTime(t, lastEnd + 600_000);
    expect(await settle(t)).toEqual({ started: 0, expired: 0, settled: 3 });
    expect(await settle(t)).toEqual({ started: 0, expired: 0, settled: 0 });
    const results = await Promise.all(orders.map(async (o) => (await detail(t, who, o.orderNo)).order));
    expect(results.map((o) => [o.result, o.exitPrice])).toEqual([
      ['profit', '96100'],
      ['loss', '96100'],
      ['profit', '96100'],
    ]);
    // 1000 - 300 + 180 + 0 + 180
    expect(await balance(t, who.userId)).toEqual({ available: '1060', frozen: '0' });
    expect([...(await settlementEntries(t)).values()]).toEqual([1, 1, 1]);
    await expectAuditClean(t);
  });

  it('the worker of a restarted server settles overdue contracts by itself, once', async () => {
    const who = await start(t);
    const opened = await running(t, who, 'down', '40', '96000');
    await t.marketFeed.push({ symbol: 'BTC/USDT', price: '95000', time: t.clock.now() + 20_000 });
    t.clock.advance(120_000);
    await t.rebuild({ overrides: { contractWorker: true } });
    await t.app.ready();
    await vi.waitFor(
      async () => expect((await detail(t, who, opened.orderNo)).order.status).toBe('completed'),
      { timeout: 5_000, interval: 50 },
    );
    expect((await detail(t, who, opened.orderNo)).order).toMatchObject({ result: 'profit', payout: '72' });
    expect(await balance(t, who.userId)).toEqual({ available: '1032', frozen: '0' });
    expect(await settlementEntries(t)).toEqual(new Map([[opened.orderNo, 1]]));
    await expectAuditClean(t);
  });

  it('a worker is woken by stored ticks: a contract starts and settles at once, not at the next interval', async () => {
    const who = await start(t);
    // An interval far beyond the waits below: only the stored ticks can make these passes happen.
    const worker = createContractWorker({
      settler: t.app.secondContracts.settler,
      log: t.app.log,
      intervalMs: 600_000,
      onTicksStored: t.app.secondContracts.onTicksStored,
    });
    const status = async (orderNo: string) => (await detail(t, who, orderNo)).order.status;
    worker.start();
    try {
      const opened = await open(t, who, { symbol: 'BTCUSDT', period: 30, direction: 'up', amount: '10' });
      t.clock.advance(100);
      await t.marketFeed.push({ symbol: 'BTC/USDT', price: '96000' });
      await vi.waitFor(async () => expect(await status(opened.order.orderNo)).toBe('running'), {
        timeout: 5_000,
        interval: 20,
      });
      // The exit: the last tick at or before the end. The tick after the end makes it final.
      await t.marketFeed.push({ symbol: 'BTC/USDT', price: '96001', time: t.clock.now() + 29_000 });
      t.clock.advance(30_100);
      await t.marketFeed.push({ symbol: 'BTC/USDT', price: '95000' });
      await vi.waitFor(async () => expect(await status(opened.order.orderNo)).toBe('completed'), {
        timeout: 5_000,
        interval: 20,
      });
    } finally {
      await worker.stop();
    }
    expect(await balance(t, who.userId)).toEqual({ available: '1008', frozen: '0' });
    await expectAuditClean(t);
  });

  it('two server instances settling side by side never settle one contract twice', async () => {
    const who = await start(t, '100000');
    const count = 60;
    for (let i = 0; i < count; i += 1) {
      const opened = await open(t, who, {
        symbol: 'BTCUSDT',
        period: 30,
        direction: i % 2 === 0 ? 'up' : 'down',
        amount: '10',
      });
      expect(opened.status).toBe(200);
    }
    t.clock.advance(100);
    await t.marketFeed.push({ symbol: 'BTC/USDT', price: '96000' });
    await t.marketFeed.push({ symbol: 'BTC/USDT', price: '96000.01', time: t.clock.now() + 30_000 });
    const second = await buildPeerApp(t, backend.name);
    try {
      const pass = () =>
        Promise.all([t.app.secondContracts.settler.settleDue(), second.secondContracts.settler.settleDue()]);
      const starts = await pass();
      expect(starts.reduce((sum, r) => sum + r.started, 0)).toBe(count);
      t.clock.advance(31_000);
      const reports = [...(await pass()), ...(await pass())];
      expect(reports.reduce((sum, r) => sum + r.settled, 0)).toBe(count);
    } finally {
      await second.close();
    }
    const entries = await settlementEntries(t);
    expect(entries.size).toBe(count);
    expect([...entries.values()].every((n) => n === 1)).toBe(true);
    // 30 up contracts won 8 each, 30 down lost 10 each.
    expect(await balance(t, who.userId)).toEqual({ available: '99940', frozen: '0' });
    await expectAuditClean(t);
  });

  it('tells the owner’s user channel: opened, started, settled, and the balances', async () => {
    const bus = createMemoryBus({ error: () => undefined });
    await t.rebuild({ overrides: { bus } });
    const events: { userId: string; event: UserEvent }[] = [];
    const stop = subscribeUserEvents(bus, (envelope) => events.push(envelope));
    try {
      const who = await start(t);
      const opened = await running(t, who, 'up', '10', '96000');
      const startedAt = t.clock.now();
      const kinds = () =>
        events.map((e) => [e.event.kind, e.event.kind === 'contract' ? e.event.order.status : null]);
      expect(events.every((e) => e.userId === who.userId)).toBe(true);
      expect(kinds()).toEqual([
        ['contract', 'pending'],
        ['balance', null],
        ['contract', 'running'],
      ]);
      expect(events[1]?.event).toMatchObject({
        balance: { currency: 'USDT', available: '990', frozen: '10' },
      });
      events.length = 0;

      t.clock.advance(31_000);
      await t.marketFeed.push({ symbol: 'BTC/USDT', price: '96000.5', time: startedAt + 30_000 });
      await settle(t);
      expect(kinds()).toEqual([
        ['contract', 'completed'],
        ['balance', null],
      ]);
      expect(events[0]?.event).toMatchObject({
        order: { orderNo: opened.orderNo, result: 'profit', payout: '18' },
      });
      expect(events[1]?.event).toMatchObject({
        balance: { currency: 'USDT', available: '1008', frozen: '0' },
      });
    } finally {
      stop();
    }
  });

  it('with the worker running, a running contract gets live marks of new ticks on its owner’s channel', async () => {
    const bus = createMemoryBus({ error: () => undefined });
    await t.rebuild({ overrides: { bus, contractWorker: true } });
    const marks: UserEvent[] = [];
    const stop = subscribeUserEvents(bus, ({ event }) => {
      if (event.kind === 'contract-mark') marks.push(event);
    });
    try {
      const who = await start(t);
      const opened = await open(t, who, { symbol: 'BTCUSDT', period: 60, direction: 'up', amount: '10' });
      t.clock.advance(100);
      await t.marketFeed.push({ symbol: 'BTC/USDT', price: '96000' });
      await vi.waitFor(
        async () => expect((await detail(t, who, opened.order.orderNo)).order.status).toBe('running'),
        { timeout: 5_000, interval: 50 },
      );
      t.clock.advance(1_000);
      await t.marketFeed.push({ symbol: 'BTC/USDT', price: '96123.45' });
      // The first tick's mark may come once the contract runs, before the second's: wait for the second's.
      const secondTickMark = {
        kind: 'contract-mark',
        mark: { orderNo: opened.order.orderNo, symbol: 'BTC/USDT', price: '96123.45', time: t.clock.now() },
      };
      await vi.waitFor(() => expect(marks.at(-1)).toEqual(secondTickMark), { timeout: 5_000, interval: 50 });
    } finally {
      stop();
    }
  });

  it('price and kline of a pair from the feed', async () => {
    await start(t);
    const price = await t.get(`${API}/second-contract/price?symbol=btcusdt`);
    expect(price.body).toMatchObject({
      data: {
        symbol: 'BTC/USDT',
        price: '96000.00',
        time: SATURDAY,
        source: 'manual',
        stale: false,
        marketOpen: true,
      },
    });
    const kline = await t.get(`${API}/second-contract/kline?symbol=BTC-USDT&interval=1m&limit=5`);
    expect(kline.body).toMatchObject({ data: { symbol: 'BTC/USDT', interval: '1m' } });
    const unknown = await t.get(`${API}/second-contract/price?symbol=NOPEUSDT`);
    expect(unknown.status).toBe(404);
  });
});
