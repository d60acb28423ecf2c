import { swapHistoryResponse, swapOrder, swapQuote } from '@halcyon/api';
import { describe, expect, it } from 'vitest';
import { API, registerUser } from '../../../test/auth-helpers.ts';
import { type Reply, useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { createMemoryBus } from '../../platform/bus.ts';
import { subscribeUserEvents, type UserEventEnvelope } from '../../platform/user-events.ts';
import { auditLedger, createLedger } from '../ledger/index.ts';

const SECOND = 1_000;

describe.each(backends)('swap ($name)', (backend) => {
  const bus = createMemoryBus({ error: () => undefined });
  const t = useTestApp(backend, { overrides: { bus } });
  const ledger = () => createLedger({ db: t.db, clock: t.clock });

  let causes = 0;
  const fund = async (userId: string, currency: string, amount: string) => {
    causes += 1;
    await ledger().credit({ userId, currency, amount, cause: { type: 'test', id: `fund-${causes}` } });
  };
  const balance = async (userId: string, currency: string) =>
    (await ledger().balance(userId, currency)).available;
  const prices = () =>
    t.marketFeed.push([
      { symbol: 'BTC/USDT', price: '96500' },
      { symbol: 'ETH/USDT', price: '3300' },
    ]);

  const quote = (token: string, from: string, to: string, amount: string): Promise<Reply> =>
    t.get(`${API}/swap/quote?from=${from}&to=${to}&amount=${amount}`, { token });
  const quoteId = async (token: string, from: string, to: string, amount: string) => {
    const reply = await quote(token, from, to, amount);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return swapQuote.parse(reply.body.data).quoteId;
  };
  const execute = (token: string, id: string, key?: string): Promise<Reply> =>
    t.app
      .inject({
        method: 'POST',
        url: `${API}/swap/orders`,
        payload: { quoteId: id },
        headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
      })
      .then((response) => ({
        status: response.statusCode,
        body: response.json() as Record<string, unknown>,
        headers: response.headers,
      }));
  const expectClean = async () => expect((await auditLedger(t.db)).clean).toBe(true);
  const refused = (reply: Reply, status: number, code: string) => {
    expect(reply.status, JSON.stringify(reply.body)).toBe(status);
    expect(reply.body).toMatchObject({ success: false, code });
  };

  it('requires login', async () => {
    refused(await t.get(`${API}/swap/quote?from=USDT&to=ETH&amount=10`), 401, 'UNAUTHORIZED');
    refused(await t.post(`${API}/swap/orders`, { quoteId: 'x' }), 401, 'UNAUTHORIZED');
    refused(await t.get(`${API}/swap/orders`), 401, 'UNAUTHORIZED');
  });

  it('quotes exactly: USDT -> ETH, ETH -> USDT and BTC -> ETH through both prices', async () => {
    const { token } = await registerUser(t, 'alice');
    await prices();
    const now = t.clock.now();

    const buy = await quote(token, 'usdt', 'eth', '1000');
    expect(buy.status, JSON.stringify(buy.body)).toBe(200);
    expect(buy.body.data).toEqual({
      quoteId: expect.any(String),
      from: 'USDT',
      to: 'ETH',
      fromAmount: '1000',
      // 1000 / (3300 x 1.001) = 0.30272757545..., fee 0.1% rounded up, the rest rounded down.
      toAmount: '0.30242484',
      rate: '0.000302727575454848',
      feedRate: '0.000303030303030303',
      spreadRate: '0.001',
      feeRate: '0.001',
      fee: '0.00030273',
      createdAt: now,
      expiresAt: now + 10 * SECOND,
    });

    const sell = await quote(token, 'ETH', 'USDT', '0.5');
    expect(sell.body.data).toMatchObject({
      fromAmount: '0.5',
      // 0.5 x 3300 x 0.999 = 1648.35, less 1.64835 fee.
      toAmount: '1646.70165',
      rate: '3296.7',
      feedRate: '3300',
      fee: '1.64835',
    });

    const cross = await quote(token, 'BTC', 'ETH', '0.1');
    expect(cross.body.data).toMatchObject({
      fromAmount: '0.1',
      // 0.1 x 96500 x 0.999 / (3300 x 1.001) = 2.91839978203...
      toAmount: '2.91548138',
      rate: '29.183997820361456725',
      feedRate: '29.242424242424242424',
      fee: '0.0029184',
    });
  });

  it('executes a quote as one ledger entry: user -> swap desk -> user, fee -> fees; history shows it', async () => {
    const { user, token } = await registerUser(t, 'alice');
    await fund(user.id, 'USDT', '1000.5');
    await prices();
    const id = await quoteId(token, 'USDT', 'ETH', '1000');
    t.clock.advance(3 * SECOND);
    const events: UserEventEnvelope[] = [];
    const stop = subscribeUserEvents(bus, (envelope) => events.push(envelope));

    const done = await execute(token, id);
    stop();
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const order = swapOrder.parse(done.body.data);
    expect(order).toEqual({
      swapId: expect.any(String),
      from: 'USDT',
      to: 'ETH',
      fromAmount: '1000',
      toAmount: '0.30242484',
      rate: '0.000302727575454848',
      fee: '0.00030273',
      time: t.clock.now(),
    });
    expect(await balance(user.id, 'USDT')).toBe('0.5');
    expect(await balance(user.id, 'ETH')).toBe('0.30242484');
    // The user channel hears both new balances, after the commit.
    expect(events).toEqual([
      {
        userId: user.id,
        event: {
          kind: 'balance',
          balance: { currency: 'USDT', available: '0.5', frozen: '0', time: t.clock.now() },
        },
      },
      {
        userId: user.id,
        event: {
          kind: 'balance',
          balance: { currency: 'ETH', available: '0.30242484', frozen: '0', time: t.clock.now() },
        },
      },
    ]);

    const lines = await t.db
      .selectFrom('ledger_lines')
      .innerJoin('ledger_entries', 'ledger_entries.id', 'ledger_lines.entry_id')
      .select(['ledger_lines.account', 'ledger_lines.currency', 'ledger_lines.amount', 'ledger_entries.type'])
      .where('ledger_entries.cause_type', '=', 'swap')
      .where('ledger_entries.cause_id', '=', id)
      .execute();
    expect(
      lines.map((line) => [line.type, line.account, line.currency, Number(line.amount).toString()]).sort(),
    ).toEqual(
      [
        ['swap', 'available', 'USDT', '-1000'],
        ['swap', 'swap', 'USDT', '1000'],
        ['swap', 'swap', 'ETH', '-0.30242484'],
        ['swap', 'available', 'ETH', '0.30242484'],
        ['swap', 'swap', 'ETH', '-0.00030273'],
        ['swap', 'fees', 'ETH', '0.00030273'],
      ].sort(),
    );
    const audit = await auditLedger(t.db);
    expect(audit.clean).toBe(true);
    expect(audit.systemAccounts).toEqual(
      expect.arrayContaining([
        { account: 'swap', currency: 'ETH', balance: '-0.30272757' },
        { account: 'swap', currency: 'USDT', balance: '1000' },
        { account: 'fees', currency: 'ETH', balance: '0.00030273' },
      ]),
    );

    const history = swapHistoryResponse.parse((await t.get(`${API}/swap/orders`, { token })).body.data);
    expect(history).toEqual({ items: [order], pagination: { total: 1, page: 1, limit: 20, totalPages: 1 } });
  });

  it('a quote is valid for exactly 10 s; an expired one moves nothing', async () => {
    const { user, token } = await registerUser(t, 'alice');
    await fund(user.id, 'ETH', '2');
    await prices();
    const late = await quoteId(token, 'ETH', 'USDT', '1');
    const inTime = await quoteId(token, 'ETH', 'USDT', '0.5');
    t.clock.advance(10 * SECOND - 1);
    expect((await execute(token, inTime)).status).toBe(200);
    t.clock.advance(1);
    const expired = await execute(token, late);
    refused(expired, 409, 'QUOTE_EXPIRED');
    expect(expired.body.message).toBe('The quote has expired, please get a new one');
    expect(await balance(user.id, 'ETH')).toBe('1.5');
    expect(await balance(user.id, 'USDT')).toBe('1646.70165');
    await expectClean();
  });

  it('insufficient balance changes nothing and names what is available', async () => {
    const { user, token } = await registerUser(t, 'alice');
    await fund(user.id, 'USDT', '99.99');
    await prices();
    const id = await quoteId(token, 'USDT', 'BTC', '100');
    const reply = await execute(token, id, 'key-1');
    refused(reply, 400, 'INSUFFICIENT_BALANCE');
    expect(reply.body.message).toBe('insufficient available balance, currently available 99.99 USDT');
    expect(await balance(user.id, 'USDT')).toBe('99.99');
    expect(await balance(user.id, 'BTC')).toBe('0');
    const quoteRow = await t.db
      .selectFrom('swap_quotes')
      .select('used_at')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(quoteRow?.used_at).toBeNull();
    expect(await t.db.selectFrom('swap_orders').selectAll().execute()).toEqual([]);

    // Funded in time, the same quote (and key: refusals are not remembered) goes through.
    await fund(user.id, 'USDT', '0.01');
    expect((await execute(token, id, 'key-1')).status).toBe(200);
    expect(await balance(user.id, 'USDT')).toBe('0');
    await expectClean();
  });

  it('refuses amounts below 1 USDT or above 1,000,000 USDT in value, and more than 8 decimals', async () => {
    const { token } = await registerUser(t, 'alice');
    await prices();
    const small = await quote(token, 'USDT', 'ETH', '0.99999999');
    refused(small, 400, 'AMOUNT_TOO_SMALL');
    expect(small.body.message).toBe('Amount too small (minimum 1 USDT)');
    expect((await quote(token, 'USDT', 'ETH', '1')).status).toBe(200);
    // 0.00001036 BTC is 0.99974 USDT; 0.00001037 BTC is 1.000705.
    refused(await quote(token, 'BTC', 'USDT', '0.00001036'), 400, 'AMOUNT_TOO_SMALL');
    expect((await quote(token, 'BTC', 'USDT', '0.00001037')).status).toBe(200);

    const large = await quote(token, 'BTC', 'ETH', '10.3627');
    refused(large, 400, 'AMOUNT_TOO_LARGE');
    expect(large.body.message).toBe('Amount too large (maximum 1,000,000 USDT)');
    expect((await quote(token, 'USDT', 'BTC', '1000000')).status).toBe(200);
    refused(await quote(token, 'USDT', 'BTC', '1000000.00000001'), 400, 'AMOUNT_TOO_LARGE');

    const decimals = await quote(token, 'USDT', 'ETH', '10.123456789');
    refused(decimals, 422, 'VALIDATION_FAILED');
    expect(decimals.body.errors).toEqual({ amount: ['At most 8 decimals'] });
    refused(await quote(token, 'USDT', 'ETH', '0'), 422, 'VALIDATION_FAILED');
    expect(await t.db.selectFrom('swap_quotes').select('id').execute()).toHaveLength(3);
  });

  it('refuses the same currency, an unknown currency and a stale price', async () => {
    const { token } = await registerUser(t, 'alice');
    refused(await quote(token, 'ETH', 'eth', '1'), 400, 'SWAP_SAME_CURRENCY');
    const unknown = await quote(token, 'USDT', 'NOPE', '10');
    refused(unknown, 400, 'SWAP_PAIR_UNAVAILABLE');
    expect(unknown.body.message).toBe('NOPE cannot be converted right now');
    // No tick yet: the ticker shows a reference price, which is not a market price.
    refused(await quote(token, 'USDT', 'ETH', '10'), 400, 'PRICE_STALE');
    await prices();
    expect((await quote(token, 'ETH', 'BTC', '1')).status).toBe(200);
    t.clock.advance(5 * 60 * SECOND);
    refused(await quote(token, 'ETH', 'USDT', '1'), 400, 'PRICE_STALE');
    expect(await t.db.selectFrom('swap_quotes').select('id').execute()).toHaveLength(1);
  });

  it("another user's quote is not found, and executing twice moves the money once", async () => {
    const alice = await registerUser(t, 'alice');
    const bob = await registerUser(t, 'bob');
    await fund(alice.user.id, 'ETH', '1');
    await fund(bob.user.id, 'ETH', '1');
    await prices();
    const id = await quoteId(alice.token, 'ETH', 'USDT', '0.5');

    const stolen = await execute(bob.token, id);
    refused(stolen, 404, 'QUOTE_NOT_FOUND');
    expect(stolen.body.message).toBe('Quote not found, please get a new one');
    refused(await execute(alice.token, 'no-such-quote'), 404, 'QUOTE_NOT_FOUND');

    const first = await execute(alice.token, id, 'k1');
    expect(first.status).toBe(200);
    const replay = await execute(alice.token, id, 'k1');
    expect(replay.status).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(first.body);
    // Without the key, or under another one: the quote has executed, its order is the answer.
    const again = await execute(alice.token, id);
    expect(again.body).toEqual(first.body);
    expect((await execute(alice.token, id, 'k2')).body).toEqual(first.body);

    expect(await balance(alice.user.id, 'ETH')).toBe('0.5');
    expect(await balance(alice.user.id, 'USDT')).toBe('1646.70165');
    expect(await balance(bob.user.id, 'ETH')).toBe('1');
    const entries = await t.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('cause_type', '=', 'swap')
      .execute();
    expect(entries).toHaveLength(1);
    await expectClean();
  });

  it('20 parallel executions of distinct quotes against a balance that affords exactly 7', async () => {
    const { user, token } = await registerUser(t, 'alice');
    await fund(user.id, 'USDT', '700');
    await prices();
    const ids: string[] = [];
    for (let i = 0; i < 20; i += 1) ids.push(await quoteId(token, 'USDT', 'ETH', '100'));

    const replies = await Promise.all(ids.map((id, i) => execute(token, id, `parallel-${i}`)));
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(7);
    expect(statuses.filter((status) => status === 400)).toHaveLength(13);
    for (const reply of replies.filter((r) => r.status === 400)) {
      expect(reply.body).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    }
    expect(await balance(user.id, 'USDT')).toBe('0');
    // 7 x 0.03024247
    expect(await balance(user.id, 'ETH')).toBe('0.21169729');
    expect(await t.db.selectFrom('swap_orders').select('id').execute()).toHaveLength(7);
    await expectClean();
  });
});
