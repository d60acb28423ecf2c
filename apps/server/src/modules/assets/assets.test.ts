import { describe, expect, it } from 'vitest';
import { API, registerUser } from '../../../test/auth-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { createLedger } from '../ledger/index.ts';

describe.each(backends)('assets endpoints ($name)', (backend) => {
  const t = useTestApp(backend);
  const ledger = () => createLedger({ db: t.db, clock: t.clock });

  it('require login', async () => {
    for (const url of ['/user/assets', '/user/assets/history']) {
      const reply = await t.get(`${API}${url}`);
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    }
  });

  it('a new user sees USDT at zero', async () => {
    const { token } = await registerUser(t, 'newcomer');
    const reply = await t.get(`${API}/user/assets`, { token });
    expect(reply.body).toEqual({
      success: true,
      data: {
        assets: [
          {
            currency: 'USDT',
            available: '0',
            frozen: '0',
            total: '0',
            balance: '0',
            usdtValue: '0.00',
            updatedAt: null,
          },
        ],
        totalUsdtValue: '0.00',
      },
    });
  });

  it('values each currency at the feed price; a currency without one shows null and stays out of the total', async () => {
    const { user, token } = await registerUser(t, 'holder');
    await t.app.ready();
    const cause = (id: string) => ({ type: 'test', id });
    await ledger().credit({ userId: user.id, currency: 'USDT', amount: '1000.5', cause: cause('1') });
    await ledger().credit({ userId: user.id, currency: 'BTC', amount: '0.5', cause: cause('2') });
    await ledger().freeze({ userId: user.id, currency: 'BTC', amount: '0.1', cause: cause('3') });
    await ledger().credit({ userId: user.id, currency: 'ETH', amount: '2', cause: cause('4') });
    await ledger().credit({ userId: user.id, currency: 'ZZZ', amount: '3', cause: cause('5') });
    await t.marketFeed.push({ symbol: 'BTC/USDT', price: '96000.5' });

    const first = await t.get(`${API}/user/assets`, { token });
    expect(first.body).toMatchObject({
      data: {
        assets: [
          { currency: 'USDT', available: '1000.5', frozen: '0', total: '1000.5', usdtValue: '1000.50' },
          {
            currency: 'BTC',
            available: '0.4',
            frozen: '0.1',
            total: '0.5',
            balance: '0.5',
            usdtValue: '48000.25',
          },
          { currency: 'ETH', total: '2', usdtValue: null },
          { currency: 'ZZZ', total: '3', usdtValue: null },
        ],
        totalUsdtValue: '49000.75',
      },
    });
    const btc = (first.body.data as { assets: { updatedAt: number }[] }).assets[1];
    expect(btc?.updatedAt).toBe(t.clock.now());

    await t.marketFeed.push({ symbol: 'ETH/USDT', price: '3333.33' });
    const second = await t.get(`${API}/user/assets`, { token });
    expect(second.body).toMatchObject({
      data: { assets: [{}, {}, { currency: 'ETH', usdtValue: '6666.66' }, {}], totalUsdtValue: '55667.41' },
    });
  });

  it('history: the caller’s own lines, newest first, paged and filtered by currency', async () => {
    const alice = await registerUser(t, 'alice');
    const bob = await registerUser(t, 'bob');
    await ledger().credit({
      userId: bob.user.id,
      currency: 'USDT',
      amount: '999',
      cause: { type: 'test', id: 'bob' },
    });
    for (let index = 1; index <= 3; index += 1) {
      await ledger().credit({
        userId: alice.user.id,
        currency: 'USDT',
        amount: String(index),
        cause: { type: 'deposit', id: `d${index}` },
      });
      t.clock.advance(1000);
    }
    await ledger().freeze({
      userId: alice.user.id,
      currency: 'USDT',
      amount: '1.5',
      cause: { type: 'order-freeze', id: 'o1' },
    });
    await ledger().credit({
      userId: alice.user.id,
      currency: 'BTC',
      amount: '0.01',
      cause: { type: 'deposit', id: 'b1' },
    });

    const page1 = await t.get(`${API}/user/assets/history?limit=2`, { token: alice.token });
    expect(page1.body).toEqual({
      success: true,
      data: {
        items: [
          expect.objectContaining({
            type: 'credit',
            referenceType: 'deposit',
            referenceId: 'b1',
            currency: 'BTC',
            account: 'available',
            amount: '0.01',
            balanceAfter: '0.01',
          }),
          expect.objectContaining({
            type: 'freeze',
            referenceId: 'o1',
            account: 'frozen',
            amount: '1.5',
            balanceAfter: '1.5',
          }),
        ],
        pagination: { total: 6, page: 1, limit: 2, totalPages: 3 },
      },
    });
    const page2 = await t.get(`${API}/user/assets/history?limit=2&page=2`, { token: alice.token });
    expect(page2.body).toMatchObject({
      data: {
        items: [
          { type: 'freeze', account: 'available', amount: '-1.5', balanceAfter: '4.5', memo: null },
          { type: 'credit', referenceId: 'd3', amount: '3', balanceAfter: '6', time: t.clock.now() - 1000 },
        ],
      },
    });
    const btcOnly = await t.get(`${API}/user/assets/history?currency=btc`, { token: alice.token });
    expect(btcOnly.body).toMatchObject({
      data: { items: [{ referenceId: 'b1' }], pagination: { total: 1, page: 1, limit: 20, totalPages: 1 } },
    });
    const bobs = await t.get(`${API}/user/assets/history`, { token: bob.token });
    expect(bobs.body).toMatchObject({ data: { items: [{ referenceId: 'bob' }], pagination: { total: 1 } } });
    const bobAssets = await t.get(`${API}/user/assets`, { token: bob.token });
    expect(bobAssets.body).toMatchObject({ data: { assets: [{ currency: 'USDT', total: '999' }] } });
  });

  it('history refuses a malformed currency or page', async () => {
    const { token } = await registerUser(t, 'curious');
    const reply = await t.get(`${API}/user/assets/history?currency=B-C&page=0`, { token });
    expect(reply.status).toBe(422);
    expect(Object.keys((reply.body as { errors: object }).errors).sort()).toEqual(['currency', 'page']);
  });
});
