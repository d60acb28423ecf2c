import { describe, expect, it } from 'vitest';
import { API, registerUser } from '../../../test/auth-helpers.ts';
import { type Reply, type TestApp, useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';

type Watchlist = { symbols: string[]; pairs: Array<{ symbol: string; price: string }> };

async function remove(t: TestApp, symbol: string, token?: string): Promise<Reply> {
  const response = await t.app.inject({
    method: 'DELETE',
    url: `${API}/trading/watchlist/${symbol}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

const list = async (t: TestApp, token: string) => {
  const reply = await t.get(`${API}/trading/watchlist`, { token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as Watchlist;
};

describe.each(backends)('watchlist ($name)', (backend) => {
  const t = useTestApp(backend);

  it('needs a login for every route', async () => {
    for (const reply of [
      await t.get(`${API}/trading/watchlist`),
      await t.post(`${API}/trading/watchlist`, { symbol: 'BTCUSDT' }),
      await remove(t, 'BTCUSDT'),
      await t.get(`${API}/trading/watchlist/check?symbol=BTCUSDT`),
    ]) {
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    }
  });

  it('adds and removes idempotently, in any spelling, keeping the order of adding', async () => {
    const { token } = await registerUser(t, 'watcher');
    expect(await list(t, token)).toEqual({ symbols: [], pairs: [] });

    const added = await t.post(`${API}/trading/watchlist`, { symbol: 'eth-usdt' }, { token });
    expect(added.body).toEqual({ success: true, data: { symbol: 'ETH/USDT', watched: true } });
    t.clock.advance(1_000);
    await t.post(`${API}/trading/watchlist`, { symbol: 'BTC/USDT' }, { token });
    t.clock.advance(1_000);
    const again = await t.post(`${API}/trading/watchlist`, { symbol: 'ETHUSDT' }, { token });
    expect(again.body).toEqual({ success: true, data: { symbol: 'ETH/USDT', watched: true } });

    const watched = await list(t, token);
    expect(watched.symbols).toEqual(['ETH/USDT', 'BTC/USDT']);
    expect(watched.pairs.map((pair) => pair.symbol)).toEqual(['ETH/USDT', 'BTC/USDT']);
    expect(watched.pairs[0]).toMatchObject({ name: 'Ethereum', price: '3250.00', session: { open: true } });

    const check = (symbol: string) => t.get(`${API}/trading/watchlist/check?symbol=${symbol}`, { token });
    expect((await check('ETHUSDT')).body).toEqual({
      success: true,
      data: { symbol: 'ETH/USDT', watched: true },
    });
    expect((await check('XAU-USDT')).body).toEqual({
      success: true,
      data: { symbol: 'XAU/USDT', watched: false },
    });

    const removed = await remove(t, 'ETH%2FUSDT', token);
    expect(removed.body).toEqual({ success: true, data: { symbol: 'ETH/USDT', watched: false } });
    expect((await remove(t, 'ethusdt', token)).body).toEqual({
      success: true,
      data: { symbol: 'ETH/USDT', watched: false },
    });
    expect((await check('ETH/USDT')).body).toMatchObject({ data: { watched: false } });
    expect((await list(t, token)).symbols).toEqual(['BTC/USDT']);
  });

  it("keeps each user's watchlist to that user", async () => {
    const alice = await registerUser(t, 'alice');
    const bob = await registerUser(t, 'bob');
    await t.post(`${API}/trading/watchlist`, { symbol: 'SOLUSDT' }, { token: alice.token });
    expect((await list(t, alice.token)).symbols).toEqual(['SOL/USDT']);
    expect(await list(t, bob.token)).toEqual({ symbols: [], pairs: [] });
    expect(
      (await t.get(`${API}/trading/watchlist/check?symbol=SOLUSDT`, { token: bob.token })).body,
    ).toMatchObject({
      data: { watched: false },
    });
    // Bob removing it changes nothing for Alice.
    await remove(t, 'SOLUSDT', bob.token);
    expect((await list(t, alice.token)).symbols).toEqual(['SOL/USDT']);
    const rows = await t.db.selectFrom('watchlist').select(['user_id', 'symbol']).execute();
    expect(rows).toEqual([{ user_id: alice.user.id, symbol: 'SOL/USDT' }]);
  });

  it('answers 404 for unknown pairs and 422 for malformed input', async () => {
    const { token } = await registerUser(t, 'typo');
    for (const reply of [
      await t.post(`${API}/trading/watchlist`, { symbol: 'NOPEUSDT' }, { token }),
      await remove(t, 'NOPEUSDT', token),
      await t.get(`${API}/trading/watchlist/check?symbol=NOPEUSDT`, { token }),
    ]) {
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({
        success: false,
        code: 'SYMBOL_NOT_FOUND',
        message: 'Trading pair NOPEUSDT does not exist',
      });
    }
    const missing = await t.post(`${API}/trading/watchlist`, {}, { token });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ errors: { symbol: ['This field is required'] } });
    const noQuery = await t.get(`${API}/trading/watchlist/check`, { token });
    expect(noQuery.status).toBe(422);
    expect(Object.keys(noQuery.body.errors as object)).toEqual(['symbol']);
    expect((await t.post(`${API}/trading/watchlist`, { symbol: 42 }, { token })).status).toBe(422);
  });
});
