import { describe, expect, it } from 'vitest';
import { API, registerUser } from '../../../test/auth-helpers.ts';
import { type TestApp, useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { createLedger } from '../ledger/index.ts';

/** Polls until `check` passes: the maker quotes asynchronously after the ticker notice (at most 1 s later). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 4_000): Promise<T> {
  const deadline = performance.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value) || performance.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

type Depth = { bids: [string, string][]; asks: [string, string][] };

const depth = async (t: TestApp, symbol: string, limit = 3) =>
  (await t.get(`${API}/trading/market/depth?symbol=${symbol}&limit=${limit}`)).body.data as Depth;

describe.each(backends)('house liquidity maker ($name)', (backend) => {
  const t = useTestApp(backend, { overrides: { liquidityMaker: true } });

  it('puts layered house bids and asks around the feed price in the depth', async () => {
    await t.app.ready();
    await t.marketFeed.push({ symbol: 'BTC/USDT', price: '96500.00' });
    const book = await eventually(
      () => depth(t, 'BTCUSDT'),
      (d) => d.asks.length === 3,
    );
    // 2 ticks either side, then 1 bp of the price (965 ticks), then 1.5 times each gap; 200, 280, 392 USDT.
    expect(book.bids).toEqual([
      ['96499.98', '0.00208'],
      ['96490.33', '0.00291'],
      ['96475.85', '0.00407'],
    ]);
    expect(book.asks).toEqual([
      ['96500.02', '0.00208'],
      ['96509.67', '0.00291'],
      ['96524.15', '0.00407'],
    ]);
    // ETH has no feed price yet: the house stays out of its book.
    expect(await depth(t, 'ETHUSDT')).toMatchObject({ bids: [], asks: [] });
  });

  it('test apps leave the house out unless asked', async () => {
    await t.rebuild({ overrides: { liquidityMaker: false } });
    await t.app.ready();
    await t.marketFeed.push({ symbol: 'ETH/USDT', price: '3000.00' });
    // Once the price is what everyone sees, a maker would have had its notice and quoted within a second
    // (the first test's maker does): the book stays empty for longer than that.
    const shown = await eventually(
      async () => (await t.get(`${API}/trading/price/ETHUSDT`)).body.data as { price?: string } | undefined,
      (ticker) => ticker?.price === '3000.00',
    );
    expect(shown?.price).toBe('3000.00');
    const book = await eventually(
      () => depth(t, 'ETHUSDT'),
      (quoted) => quoted.bids.length > 0 || quoted.asks.length > 0,
      1_500,
    );
    expect(book).toMatchObject({ bids: [], asks: [] });
  });

  it("fills a person's resting buy when the price moves down through it, at the person's price", async () => {
    const { user, token } = await registerUser(t, 'buyer');
    await t.app.ready();
    await createLedger({ db: t.db, clock: t.clock }).credit({
      userId: user.id,
      currency: 'USDT',
      amount: '1000',
      cause: { type: 'test', id: 'funding' },
    });
    await t.marketFeed.push({ symbol: 'BTC/USDT', price: '96500.00' });
    await eventually(
      () => depth(t, 'BTCUSDT'),
      (d) => d.asks.length > 0,
    );

    const placed = await t.post(
      `${API}/trading/spot/orders/limit`,
      { symbol: 'BTC/USDT', side: 'buy', price: '96400.00', quantity: '0.001' },
      { token },
    );
    expect(placed.status).toBe(200);
    const order = placed.body.data as { orderId: string; status: string };
    expect(order.status).toBe('pending');

    // A second later the feed is at 96300: the house's new best ask (96300.02) is below the person's bid.
    t.clock.advance(1_000);
    await t.marketFeed.push({ symbol: 'BTC/USDT', price: '96300.00' });
    const filled = await eventually(
      async () =>
        (
          (await t.get(`${API}/trading/spot/orders/history`, { token })).body.data as {
            items: Array<{
              orderId: string;
              status: string;
              filledQuantity: string;
              averagePrice: string;
              fee: string;
            }>;
          }
        ).items.find((item) => item.orderId === order.orderId),
      (item) => item?.status === 'filled',
    );
    // The resting order made the market: it trades at its own price and pays the maker fee (0.1 %).
    expect(filled).toMatchObject({
      status: 'filled',
      filledQuantity: '0.001',
      averagePrice: '96400',
      fee: '0.0964',
    });
    const balances = await t.get(`${API}/trading/spot/account/balance?assets=USDT,BTC`, { token });
    // 1000 - 96400 x 0.001 - 0.0964 = 903.5036 USDT; 0.001 BTC.
    expect(balances.body.data).toEqual({
      balances: [
        { currency: 'USDT', available: '903.5036', frozen: '0', total: '903.5036' },
        { currency: 'BTC', available: '0.001', frozen: '0', total: '0.001' },
      ],
    });
    // The house is in the book around the new price, the person's level gone; the best ask is what the
    // person's 0.001 left of it (0.00208 - 0.001).
    const book = await depth(t, 'BTCUSDT', 1);
    expect(book.bids).toEqual([['96299.98', '0.00208']]);
    expect(book.asks).toEqual([['96300.02', '0.00108']]);
  });
});
