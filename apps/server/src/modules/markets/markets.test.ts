import { CATEGORY_IDS } from '@halcyon/api';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { API } from '../../../test/auth-helpers.ts';
import { type Reply, type TestApp, useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';

/** Wednesday 18 November 2026, 10:00 in New York: every market open. */
const WEDNESDAY = Date.UTC(2026, 10, 18, 15, 0, 0);
/** Saturday 21 November 2026, noon UTC: only crypto trades. */
const SATURDAY = Date.UTC(2026, 10, 21, 12, 0, 0);
const MINUTE = 60_000;

type Pair = Record<string, unknown> & {
  symbol: string;
  price: string;
  priceChangePercent: string;
  quoteVolume24h: string;
  categoryId: string;
  status: string;
};
type PairsData = {
  pairs: Pair[];
  pagination: { total: number; page: number; limit: number; totalPages: number };
};

const setTime = (t: TestApp, at: number) => t.clock.advance(at - t.clock.now());
/** Market data starts with the app (on ready): the feed takes pushes from then on. */
async function startAt(t: TestApp, at: number) {
  setTime(t, at);
  await t.app.ready();
}
const dataOf = <T>(reply: Reply): T => {
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  expect(reply.body.success).toBe(true);
  return reply.body.data as T;
};
const pairs = async (t: TestApp, query: string) =>
  dataOf<PairsData>(await t.get(`${API}/trading/pairs?${query}`));
const symbols = (data: { pairs: Pair[] }) => data.pairs.map((pair) => pair.symbol);

function expectNotFound(reply: Reply, symbol: string) {
  expect(reply.status).toBe(404);
  expect(reply.body).toEqual({
    success: false,
    code: 'SYMBOL_NOT_FOUND',
    message: `Trading pair ${symbol} does not exist`,
  });
}

describe.each(backends)('trading market reads ($name)', (backend) => {
  const t = useTestApp(backend);

  describe('GET /trading/product-categories', () => {
    it('lists the six categories in order, named in the request language, with their active pair counts', async () => {
      const categories = dataOf<Array<{ id: string; name: string; pairCount: number }>>(
        await t.get(`${API}/trading/product-categories`, { lang: 'en-US' }),
      );
      expect(categories.map((c) => c.id)).toEqual([...CATEGORY_IDS]);
      expect(categories.map((c) => c.name)).toEqual([
        'Crypto',
        'Forex',
        'Precious metals',
        'Futures',
        'Stocks',
        'Commodities',
      ]);
      const { pagination } = await pairs(t, '');
      expect(categories.reduce((sum, c) => sum + c.pairCount, 0)).toBe(pagination.total);
      for (const category of categories) {
        expect((await pairs(t, `category=${category.id}`)).pagination.total).toBe(category.pairCount);
      }
    });
  });

  describe('GET /trading/pairs', () => {
    it('pages 20 active pairs at a time by symbol, with total and totalPages', async () => {
      const first = await pairs(t, '');
      const total = first.pagination.total;
      expect(total).toBeGreaterThanOrEqual(40);
      expect(first.pagination).toEqual({ total, page: 1, limit: 20, totalPages: Math.ceil(total / 20) });
      expect(first.pairs).toHaveLength(20);
      const all = [first];
      for (let page = 2; page <= first.pagination.totalPages; page += 1)
        all.push(await pairs(t, `page=${page}`));
      const listed = all.flatMap(symbols);
      expect(listed).toHaveLength(total);
      expect(new Set(listed).size).toBe(total);
      expect(listed).toEqual([...listed].sort());
      expect(all.at(-1)?.pairs).toHaveLength(total - 20 * (all.length - 1));
      expect(all.flatMap((p) => p.pairs).every((pair) => pair.status === 'active')).toBe(true);

      const beyond = await pairs(t, `page=${first.pagination.totalPages + 1}`);
      expect(beyond).toEqual({
        pairs: [],
        pagination: { ...first.pagination, page: first.pagination.totalPages + 1 },
      });
      const seven = await pairs(t, 'limit=7&page=2');
      expect(seven.pagination).toEqual({ total, page: 2, limit: 7, totalPages: Math.ceil(total / 7) });
      expect(symbols(seven)).toEqual(listed.slice(7, 14));
    });

    it('answers the full pair shape', async () => {
      await startAt(t, WEDNESDAY);
      await t.marketFeed.push({ symbol: 'BTCUSDT', price: '97000', quantity: '2' });
      const btc = (await pairs(t, 'search=BTCUSDT')).pairs[0];
      expect(btc).toEqual({
        symbol: 'BTC/USDT',
        base: 'BTC',
        quote: 'USDT',
        name: 'Bitcoin',
        categoryId: 'crypto',
        status: 'active',
        price: '97000.00',
        open24h: '97000.00',
        high24h: '97000.00',
        low24h: '97000.00',
        volume24h: '2.00000',
        quoteVolume24h: '194000.00',
        priceChange: '0.00',
        priceChangePercent: '0.00',
        open: '97000.00',
        high: '97000.00',
        low: '97000.00',
        close: '97000.00',
        volume: '2.00000',
        time: WEDNESDAY,
        stale: false,
        marketOpen: true,
        session: { open: true, nextChangeAt: null, timeZone: 'UTC' },
        pricePrecision: 2,
        quantityPrecision: 5,
        tickSize: '0.01',
        minQuantity: '0.00001',
        minNotional: '5',
        quotedInUsd: false,
        source: 'manual',
      });
    });

    it('filters by status and category', async () => {
      const suspended = await pairs(t, 'status=suspended');
      expect(suspended.pagination.total).toBeGreaterThanOrEqual(1);
      expect(suspended.pairs.every((pair) => pair.status === 'suspended')).toBe(true);
      const all = await pairs(t, 'status=all&limit=100');
      const active = await pairs(t, 'limit=100');
      expect(all.pagination.total).toBe(active.pagination.total + suspended.pagination.total);

      const metals = await pairs(t, 'category=metals&status=all');
      expect(symbols(metals)).toEqual(['XAG/USDT', 'XAU/USDT', 'XPD/USDT', 'XPT/USDT']);
      expect(symbols(await pairs(t, 'category=metals'))).toEqual(['XAG/USDT', 'XAU/USDT', 'XPT/USDT']);
      const stocks = await pairs(t, 'category=stocks&limit=100');
      expect(stocks.pairs.every((pair) => pair.categoryId === 'stocks')).toBe(true);
      expect(symbols(stocks)).toContain('AAPL/USDT');
    });

    it('searches symbols in any spelling and names, case-insensitively', async () => {
      expect(symbols(await pairs(t, 'search=btc'))).toEqual(['BTC/USDT']);
      expect(symbols(await pairs(t, `search=${encodeURIComponent('btc/usdt')}`))).toEqual(['BTC/USDT']);
      expect(symbols(await pairs(t, 'search=btc-usdt'))).toEqual(['BTC/USDT']);
      expect(symbols(await pairs(t, 'search=BTCUSDT'))).toEqual(['BTC/USDT']);
      expect(symbols(await pairs(t, 'search=bitcoin'))).toEqual(['BCH/USDT', 'BTC/USDT']);
      expect(symbols(await pairs(t, 'search=apple'))).toEqual(['AAPL/USDT']);
      expect(symbols(await pairs(t, 'search=oil&category=commodities'))).toEqual([
        'UKOIL/USDT',
        'USOIL/USDT',
      ]);
      expect(await pairs(t, 'search=nothing-like-it')).toEqual({
        pairs: [],
        pagination: { total: 0, page: 1, limit: 20, totalPages: 0 },
      });
    });

    it('sorts by price, change, volume and symbol in both directions', async () => {
      await startAt(t, WEDNESDAY);
      // BTC gains 10 %, ETH loses 10 %, SOL trades the most (in USDT) within the last 24 h.
      await t.marketFeed.push([
        { symbol: 'BTC/USDT', price: '96000', quantity: '1' },
        { symbol: 'ETH/USDT', price: '3000', quantity: '1' },
        { symbol: 'SOL/USDT', price: '150', quantity: '100000' },
      ]);
      await t.marketFeed.push([
        { symbol: 'BTC/USDT', price: '105600', time: WEDNESDAY + MINUTE },
        { symbol: 'ETH/USDT', price: '2700', time: WEDNESDAY + MINUTE },
      ]);
      setTime(t, WEDNESDAY + MINUTE);

      const byChangeDesc = await pairs(t, 'sort=change&order=desc&limit=100');
      expect(byChangeDesc.pairs[0]).toMatchObject({ symbol: 'BTC/USDT', priceChangePercent: '10.00' });
      expect(byChangeDesc.pairs.at(-1)).toMatchObject({ symbol: 'ETH/USDT', priceChangePercent: '-10.00' });
      const byChangeAsc = await pairs(t, 'sort=change&order=asc&limit=100');
      expect(byChangeAsc.pairs[0]?.symbol).toBe('ETH/USDT');
      expect(byChangeAsc.pairs.at(-1)?.symbol).toBe('BTC/USDT');

      const byVolume = await pairs(t, 'sort=volume&order=desc&limit=3');
      expect(symbols(byVolume)).toEqual(['SOL/USDT', 'BTC/USDT', 'ETH/USDT']);

      for (const order of ['asc', 'desc'] as const) {
        const list = (await pairs(t, `sort=price&order=${order}&limit=100`)).pairs;
        const sign = order === 'asc' ? 1 : -1;
        for (let i = 1; i < list.length; i += 1) {
          const [a, b] = [list[i - 1] as Pair, list[i] as Pair];
          const cmp = sign * new Decimal(a.price).cmp(b.price);
          expect(cmp < 0 || (cmp === 0 && a.symbol < b.symbol), `${a.symbol} before ${b.symbol}`).toBe(true);
        }
        expect(list[order === 'asc' ? list.length - 1 : 0]?.symbol).toBe('BTC/USDT');
      }
      const bySymbolDesc = symbols(await pairs(t, 'sort=symbol&order=desc&limit=100'));
      expect(bySymbolDesc).toEqual([...bySymbolDesc].sort().reverse());
    });

    it.each([
      ['page=0', 'page'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['status=open', 'status'],
      ['category=bonds', 'category'],
      ['sort=name', 'sort'],
      ['order=up', 'order'],
      [`search=${'x'.repeat(33)}`, 'search'],
    ])('refuses %s with 422 naming the field', async (query, field) => {
      const reply = await t.get(`${API}/trading/pairs?${query}`);
      expect(reply.status).toBe(422);
      expect(reply.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(Object.keys(reply.body.errors as object)).toEqual([field]);
    });
  });

  describe('a closed market says so', () => {
    it('in every pair and rule: marketOpen false with the next opening', async () => {
      setTime(t, SATURDAY);
      const eur = dataOf<Pair>(await t.get(`${API}/trading/pair/EURUSDT`));
      expect(eur).toMatchObject({
        marketOpen: false,
        session: { open: false, nextChangeAt: Date.UTC(2026, 10, 22, 22, 0), timeZone: 'America/New_York' },
      });
      const aapl = dataOf<Pair>(await t.get(`${API}/trading/pair/AAPL-USDT`));
      expect(aapl).toMatchObject({
        marketOpen: false,
        session: { open: false, nextChangeAt: Date.UTC(2026, 10, 23, 14, 30) },
      });
      expect(dataOf<Pair>(await t.get(`${API}/trading/pair/BTCUSDT`))).toMatchObject({
        marketOpen: true,
        session: { open: true, nextChangeAt: null },
      });
      const rules = dataOf<{ rules: Array<{ session: { open: boolean } }> }>(
        await t.get(`${API}/trading/rules?symbol=EUR/USDT`),
      );
      expect(rules.rules[0]?.session.open).toBe(false);
      const listed = await pairs(t, 'category=forex');
      expect(listed.pairs.every((pair) => pair.marketOpen === false)).toBe(true);
    });

    it('and opens again when its session starts', async () => {
      setTime(t, WEDNESDAY);
      expect(dataOf<Pair>(await t.get(`${API}/trading/pair/AAPLUSDT`))).toMatchObject({
        marketOpen: true,
        session: { open: true, nextChangeAt: Date.UTC(2026, 10, 18, 21, 0) },
      });
    });
  });

  describe('GET /trading/popular-pairs', () => {
    it('lists the ranked popular pairs first, 10 by default', async () => {
      const popular = dataOf<{ pairs: Pair[] }>(await t.get(`${API}/trading/popular-pairs`));
      expect(popular.pairs).toHaveLength(10);
      expect(symbols(popular).slice(0, 3)).toEqual(['BTC/USDT', 'ETH/USDT', 'SOL/USDT']);
      expect(popular.pairs.every((pair) => pair.status === 'active')).toBe(true);
      const three = dataOf<{ pairs: Pair[] }>(await t.get(`${API}/trading/popular-pairs?limit=3`));
      expect(symbols(three)).toEqual(['BTC/USDT', 'ETH/USDT', 'SOL/USDT']);
      const many = dataOf<{ pairs: Pair[] }>(await t.get(`${API}/trading/popular-pairs?limit=50`));
      expect(new Set(symbols(many)).size).toBe(many.pairs.length);
    });

    it.each(['limit=0', 'limit=51', 'limit=ten'])('refuses %s', async (query) => {
      const reply = await t.get(`${API}/trading/popular-pairs?${query}`);
      expect(reply.status).toBe(422);
      expect(Object.keys(reply.body.errors as object)).toEqual(['limit']);
    });
  });

  describe('GET /trading/pair/:symbol and /trading/price/:symbol', () => {
    it.each(['BTC%2FUSDT', 'BTC-USDT', 'BTCUSDT', 'btc_usdt', 'btcusdt'])('accept %s', async (spelling) => {
      const pair = dataOf<Pair>(await t.get(`${API}/trading/pair/${spelling}`));
      expect(pair.symbol).toBe('BTC/USDT');
      const price = dataOf<Record<string, unknown>>(await t.get(`${API}/trading/price/${spelling}`));
      expect(price.symbol).toBe('BTC/USDT');
    });

    it('answer the price with its time, source and staleness', async () => {
      await startAt(t, WEDNESDAY);
      expect(dataOf(await t.get(`${API}/trading/price/ETHUSDT`))).toEqual({
        symbol: 'ETH/USDT',
        price: '3250.00',
        time: 0,
        stale: true,
        source: 'none',
      });
      await t.marketFeed.push({ symbol: 'ETH-USDT', price: '3301.5' });
      expect(dataOf(await t.get(`${API}/trading/price/ETHUSDT`))).toEqual({
        symbol: 'ETH/USDT',
        price: '3301.50',
        time: WEDNESDAY,
        stale: false,
        source: 'manual',
      });
    });

    it.each(['NOPEUSDT', 'BTC-EUR', 'DOGE%2FBTC'])(
      'answer 404 for %s, naming it in the message',
      async (raw) => {
        const symbol = decodeURIComponent(raw);
        expectNotFound(await t.get(`${API}/trading/pair/${raw}`), symbol);
        expectNotFound(await t.get(`${API}/trading/price/${raw}`), symbol);
      },
    );

    it('translates the 404', async () => {
      const reply = await t.get(`${API}/trading/pair/NOPEUSDT`, { lang: 'zh-CN' });
      expect(reply.body.code).toBe('SYMBOL_NOT_FOUND');
      expect(reply.body.message).toContain('NOPEUSDT');
      expect(reply.body.message).not.toBe('Trading pair NOPEUSDT does not exist');
    });
  });

  describe('POST /trading/real-time-prices', () => {
    it('answers known pairs by symbol in any spelling and leaves unknown ones out', async () => {
      await t.app.ready();
      await t.marketFeed.push({ symbol: 'BTCUSDT', price: '97000', quantity: '1' });
      const prices = dataOf(
        await t.post(`${API}/trading/real-time-prices`, {
          symbols: ['BTC-USDT', 'btcusdt', 'XAU/USDT', 'NOPE'],
        }),
      );
      expect(prices).toEqual({
        'BTC/USDT': {
          price: '97000.00',
          priceChange: '0.00',
          priceChangePercent: '0.00',
          volume24h: '1.00000',
        },
        'XAU/USDT': { price: '4065.00', priceChange: '0.00', priceChangePercent: '0.00', volume24h: '0.000' },
      });
    });

    it.each([[{}], [{ symbols: [] }], [{ symbols: 'BTCUSDT' }], [{ symbols: Array(201).fill('BTCUSDT') }]])(
      'refuses %j',
      async (body) => {
        const reply = await t.post(`${API}/trading/real-time-prices`, body);
        expect(reply.status).toBe(422);
        expect(Object.keys(reply.body.errors as object)).toEqual(['symbols']);
      },
    );
  });

  describe('GET /trading/kline', () => {
    const kline = async (query: string) =>
      dataOf<{ symbol: string; interval: string; candles: Array<Record<string, unknown>> }>(
        await t.get(`${API}/trading/kline?${query}`),
      );

    it('answers candles oldest first, live as ticks arrive, and pages back with endTime', async () => {
      await startAt(t, WEDNESDAY);
      const start = WEDNESDAY - 5 * MINUTE;
      for (let minute = 0; minute < 5; minute += 1) {
        await t.marketFeed.push({
          symbol: 'BTCUSDT',
          price: String(96000 + minute * 10),
          quantity: '1',
          time: start + minute * MINUTE,
        });
      }
      const five = await kline('symbol=BTC-USDT&interval=1m');
      expect(five.symbol).toBe('BTC/USDT');
      expect(five.interval).toBe('1m');
      expect(five.candles.map((c) => c.openTime)).toEqual([0, 1, 2, 3, 4].map((m) => start + m * MINUTE));
      expect(five.candles[4]).toEqual({
        openTime: start + 4 * MINUTE,
        open: '96040.00',
        high: '96040.00',
        low: '96040.00',
        close: '96040.00',
        volume: '1.00000',
      });

      // The cached chart (and its cached answer) follows new ticks: one more in the forming minute, then a
      // new minute.
      const before = await kline('symbol=BTCUSDT&interval=1m&limit=3');
      expect(before.candles.at(-1)).toMatchObject({ openTime: start + 4 * MINUTE, close: '96040.00' });
      await t.marketFeed.push({
        symbol: 'BTCUSDT',
        price: '96100',
        quantity: '2',
        time: start + 4 * MINUTE + 1,
      });
      await t.marketFeed.push({ symbol: 'BTCUSDT', price: '96200', quantity: '1', time: WEDNESDAY });
      const live = await kline('symbol=BTCUSDT&interval=1m&limit=3');
      expect(live.candles).toEqual([
        expect.objectContaining({ openTime: start + 3 * MINUTE, close: '96030.00' }),
        expect.objectContaining({
          openTime: start + 4 * MINUTE,
          close: '96100.00',
          high: '96100.00',
          volume: '3.00000',
        }),
        expect.objectContaining({ openTime: WEDNESDAY, open: '96200.00', close: '96200.00' }),
      ]);

      const older = await kline(`symbol=BTCUSDT&interval=1m&limit=2&endTime=${start + 3 * MINUTE}`);
      expect(older.candles.map((c) => c.openTime)).toEqual([start + MINUTE, start + 2 * MINUTE]);
      const daily = await kline('symbol=BTCUSDT');
      expect(daily.interval).toBe('1d');
      expect(daily.candles).toEqual([
        expect.objectContaining({ openTime: Date.UTC(2026, 10, 18), open: '96000.00', close: '96200.00' }),
      ]);
      const fifteen = await kline('symbol=BTCUSDT&interval=15m');
      expect(fifteen.candles.map((c) => c.openTime)).toEqual([WEDNESDAY - 15 * MINUTE, WEDNESDAY]);
    });

    it.each([
      ['symbol=BTCUSDT&interval=1h', ['interval']],
      ['symbol=BTCUSDT&limit=1001', ['limit']],
      ['symbol=BTCUSDT&limit=0', ['limit']],
      ['symbol=BTCUSDT&endTime=yesterday', ['endTime']],
      ['interval=1m', ['symbol']],
    ])('refuses %s with 422', async (query, fields) => {
      const reply = await t.get(`${API}/trading/kline?${query}`);
      expect(reply.status).toBe(422);
      expect(Object.keys(reply.body.errors as object)).toEqual(fields);
    });

    it('accepts the maximum of 1000 and answers 404 for an unknown pair', async () => {
      expect((await kline('symbol=ETHUSDT&interval=5m&limit=1000')).candles).toEqual([]);
      expectNotFound(await t.get(`${API}/trading/kline?symbol=NOPEUSDT`), 'NOPEUSDT');
    });
  });

  describe('statistics', () => {
    it('POST /trading/24h-stats answers the rolling day per known pair', async () => {
      await startAt(t, WEDNESDAY);
      await t.marketFeed.push({
        symbol: 'BTCUSDT',
        price: '96000',
        quantity: '1',
        time: WEDNESDAY - 2 * MINUTE,
      });
      await t.marketFeed.push({ symbol: 'BTCUSDT', price: '99000', quantity: '1', time: WEDNESDAY - MINUTE });
      await t.marketFeed.push({ symbol: 'BTCUSDT', price: '98000', quantity: '2', time: WEDNESDAY });
      const stats = dataOf<Record<string, Record<string, unknown>>>(
        await t.post(`${API}/trading/24h-stats`, { symbols: ['BTC/USDT', 'nope'] }),
      );
      expect(Object.keys(stats)).toEqual(['BTC/USDT']);
      expect(stats['BTC/USDT']).toEqual({
        symbol: 'BTC/USDT',
        open: '96000.00',
        high: '99000.00',
        low: '96000.00',
        close: '98000.00',
        volume: '4.00000',
        quoteVolume: '391000.00',
        priceChange: '2000.00',
        priceChangePercent: '2.08',
        openTime: WEDNESDAY - 2 * MINUTE,
        closeTime: WEDNESDAY + MINUTE,
      });
      const reply = await t.post(`${API}/trading/24h-stats`, { symbols: [] });
      expect(reply.status).toBe(422);
    });

    it('GET /trading/stats defaults to the day and takes the other periods', async () => {
      await startAt(t, WEDNESDAY);
      await t.marketFeed.push({
        symbol: 'XAUUSDT',
        price: '4000',
        quantity: '1',
        time: WEDNESDAY - 2 * MINUTE,
      });
      await t.marketFeed.push({ symbol: 'XAUUSDT', price: '4100', quantity: '1', time: WEDNESDAY });
      const day = dataOf<Record<string, unknown>>(await t.get(`${API}/trading/stats?symbol=XAU-USDT`));
      expect(day).toMatchObject({ symbol: 'XAU/USDT', period: '1d', open: '4000.00', close: '4100.00' });
      const hour = dataOf<Record<string, unknown>>(
        await t.get(`${API}/trading/stats?symbol=XAUUSDT&period=1h`),
      );
      expect(hour).toMatchObject({ period: '1h', open: '4000.00', high: '4100.00', close: '4100.00' });
      const week = dataOf<Record<string, unknown>>(
        await t.get(`${API}/trading/stats?symbol=XAUUSDT&period=7d`),
      );
      expect(week).toMatchObject({ period: '7d', close: '4100.00' });
      const bad = await t.get(`${API}/trading/stats?symbol=XAUUSDT&period=2d`);
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors as object)).toEqual(['period']);
      expectNotFound(await t.get(`${API}/trading/stats?symbol=GOLD`), 'GOLD');
    });
  });

  describe('GET /trading/fees and /trading/rules', () => {
    it('answer every pair, or the one asked for', async () => {
      const fees = dataOf<{ fees: Array<Record<string, string>> }>(await t.get(`${API}/trading/fees`));
      const { pagination } = await pairs(t, 'status=all');
      expect(fees.fees).toHaveLength(pagination.total);
      expect(dataOf(await t.get(`${API}/trading/fees?symbol=btc-usdt`))).toEqual({
        fees: [{ symbol: 'BTC/USDT', makerFeeRate: '0.001', takerFeeRate: '0.001' }],
      });
      const rules = dataOf<{ rules: unknown[] }>(await t.get(`${API}/trading/rules`));
      expect(rules.rules).toHaveLength(pagination.total);
      setTime(t, WEDNESDAY);
      expect(dataOf(await t.get(`${API}/trading/rules?symbol=BTCUSDT`))).toEqual({
        rules: [
          {
            symbol: 'BTC/USDT',
            status: 'active',
            pricePrecision: 2,
            quantityPrecision: 5,
            tickSize: '0.01',
            minQuantity: '0.00001',
            minNotional: '5',
            session: { open: true, nextChangeAt: null, timeZone: 'UTC' },
          },
        ],
      });
      expectNotFound(await t.get(`${API}/trading/fees?symbol=NOPE`), 'NOPE');
      expectNotFound(await t.get(`${API}/trading/rules?symbol=NOPE`), 'NOPE');
      expect((await t.get(`${API}/trading/rules?symbol=${'X'.repeat(33)}`)).status).toBe(422);
    });
  });
});
