import { CATEGORY_IDS, type Ticker } from '@halcyon/api';
import Decimal from 'decimal.js';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeClock } from '../../../test/fake-clock.ts';
import { backends, type TestDatabase } from '../../../test/test-database.ts';
import { AppError } from '../../platform/errors.ts';
import { INSTRUMENT_CATALOG } from './instrument-catalog.ts';
import type { CandleUpdate, MarketDataRuntime } from './market-data.ts';
import { eventually, manualMarketData, SATURDAY, silentLog, WEEKDAY } from './market-data-test-kit.ts';
import { MARKET_TICKS_TOPIC } from './market-messages.ts';
import { updateInstrument } from './store/instrument-repo.ts';
import { createMaintenance, DEFAULT_RETENTION } from './store/maintenance.ts';
import { pruneTicks } from './store/tick-repo.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe.each(backends)('market data on $name', (backend) => {
  let database: TestDatabase;
  const running: MarketDataRuntime[] = [];

  beforeAll(async () => {
    database = await backend.open();
  });
  afterAll(async () => {
    await database.dispose();
  });
  beforeEach(async () => {
    await database.reset();
  });
  afterEach(async () => {
    for (const runtime of running.splice(0)) await runtime.stop();
  });

  async function started(clock: FakeClock, options: Parameters<typeof manualMarketData>[2] = {}) {
    const built = manualMarketData(database.handle, clock, options);
    running.push(built.marketData);
    await built.marketData.start();
    return built;
  }

  describe('instruments', () => {
    it('lists at least 40 real instruments across the six categories, quoted in USDT', async () => {
      const { marketData } = await started(new FakeClock(WEEKDAY));
      const list = marketData.instruments();
      expect(list.length).toBeGreaterThanOrEqual(40);
      expect(new Set(list.map((i) => i.categoryId))).toEqual(new Set(CATEGORY_IDS));
      for (const category of CATEGORY_IDS) {
        expect(list.filter((i) => i.categoryId === category).length).toBeGreaterThanOrEqual(4);
      }
      expect(list.filter((i) => i.status === 'suspended').map((i) => i.symbol)).toEqual(['XPD/USDT']);
      const popular = list
        .filter((i) => i.popularRank !== null)
        .sort((a, b) => (a.popularRank ?? 0) - (b.popularRank ?? 0));
      expect(popular.length).toBeGreaterThanOrEqual(10);
      expect(popular[0]?.symbol).toBe('BTC/USDT');
      for (const instrument of list) {
        expect(instrument.symbol).toBe(`${instrument.base}/USDT`);
        expect(instrument.compact).toBe(`${instrument.base}USDT`);
        expect(instrument.quotedInUsd).toBe(instrument.categoryId !== 'crypto');
        expect(new Decimal(instrument.tickSize).decimalPlaces()).toBeLessThanOrEqual(
          instrument.pricePrecision,
        );
        expect(new Decimal(instrument.minQuantity).decimalPlaces()).toBeLessThanOrEqual(
          instrument.quantityPrecision,
        );
        expect(new Decimal(instrument.takerFeeRate).gte(instrument.makerFeeRate)).toBe(true);
        expect(instrument.calendar).toBe(
          {
            crypto: 'always',
            forex: 'forex',
            metals: 'metals',
            futures: 'cme-globex',
            stocks: 'us-equities',
            commodities: 'cme-globex',
          }[instrument.categoryId],
        );
      }
      for (const entry of INSTRUMENT_CATALOG) {
        expect(new Decimal(entry.referencePrice).mod(entry.tickSize).isZero()).toBe(true);
      }
      expect(marketData.instrument('JPY/USDT')).toMatchObject({ tickSize: '0.0000001', pricePrecision: 7 });
    });

    it('accepts every symbol spelling and knows unknown ones', async () => {
      const { marketData } = await started(new FakeClock(WEEKDAY));
      for (const spelling of ['BTC/USDT', 'btc-usdt', 'BTCUSDT', ' btc_usdt ', 'btcusdt']) {
        expect(marketData.instrument(spelling)?.symbol).toBe('BTC/USDT');
        expect(marketData.ticker(spelling)?.symbol).toBe('BTC/USDT');
      }
      expect(marketData.instrument('BTC/EUR')).toBeUndefined();
      expect(marketData.instrument('NOPE')).toBeUndefined();
      expect(marketData.ticker('NOPEUSDT')).toBeUndefined();
      await expect(marketData.candles('NOPEUSDT', '1m', 10)).rejects.toThrow(AppError);
      await expect(marketData.stats('NOPEUSDT', 3_600_000)).rejects.toMatchObject({
        code: 'SYMBOL_NOT_FOUND',
      });
    });

    it('keeps what operators changed across restarts and shows it after a reload', async () => {
      const clock = new FakeClock(WEEKDAY);
      const { marketData } = await started(clock);
      await updateInstrument(
        database.handle.db,
        'XAU/USDT',
        { status: 'suspended', taker_fee_rate: '0.0009' },
        new Date(),
      );
      expect(marketData.instrument('XAU/USDT')?.status).toBe('active');
      await marketData.reloadInstruments();
      expect(marketData.instrument('XAU/USDT')).toMatchObject({
        status: 'suspended',
        takerFeeRate: '0.0009',
      });
      await marketData.stop();
      const { marketData: again } = await started(clock);
      expect(again.instrument('XAU/USDT')).toMatchObject({ status: 'suspended', takerFeeRate: '0.0009' });
    });
  });

  describe('ticks, tickers and candles', () => {
    it('turns pushed ticks into stored evidence, a ticker with 24 h figures, and candles', async () => {
      const clock = new FakeClock(WEEKDAY + 5 * SECOND);
      const { marketData, feed } = await started(clock);
      await feed.push({ symbol: 'BTCUSDT', price: '96000', quantity: '0.5' });
      clock.advance(30 * SECOND);
      await feed.push({ symbol: 'BTC/USDT', price: '96500.5', quantity: '0.25' });
      clock.advance(31 * SECOND);
      await feed.push({ symbol: 'btc-usdt', price: '95800', quantity: '1' });

      expect(marketData.ticker('BTCUSDT')).toEqual({
        symbol: 'BTC/USDT',
        price: '95800.00',
        open24h: '96000.00',
        high24h: '96500.50',
        low24h: '95800.00',
        volume24h: '1.75000',
        quoteVolume24h: '167925.13',
        priceChange: '-200.00',
        priceChangePercent: '-0.21',
        time: WEEKDAY + 66 * SECOND,
        stale: false,
        marketOpen: true,
      });
      expect(marketData.priceSource('BTCUSDT')).toBe('manual');
      expect(marketData.priceSource('ETHUSDT')).toBe('none');

      const stored = await database.handle.db
        .selectFrom('ticks')
        .select(['symbol', 'price', 'source'])
        .orderBy('time')
        .execute();
      expect(stored.map((t) => [t.symbol, new Decimal(t.price).toString(), t.source])).toEqual([
        ['BTC/USDT', '96000', 'manual'],
        ['BTC/USDT', '96500.5', 'manual'],
        ['BTC/USDT', '95800', 'manual'],
      ]);
      const latest = marketData.latestTick('BTCUSDT');
      expect(latest).toMatchObject({ symbol: 'BTC/USDT', price: '95800.00', source: 'manual' });
      expect(latest?.id).toMatch(/^\d+$/);
      expect(await marketData.tickAt('BTCUSDT', WEEKDAY + 50 * SECOND)).toMatchObject({
        price: '96500.50',
        time: WEEKDAY + 35 * SECOND,
      });
      expect(await marketData.tickAt('BTCUSDT', WEEKDAY)).toBeUndefined();

      expect(await marketData.candles('BTCUSDT', '1m', 10)).toEqual([
        {
          openTime: WEEKDAY,
          open: '96000.00',
          high: '96500.50',
          low: '96000.00',
          close: '96500.50',
          volume: '0.75000',
        },
        {
          openTime: WEEKDAY + MINUTE,
          open: '95800.00',
          high: '95800.00',
          low: '95800.00',
          close: '95800.00',
          volume: '1.00000',
        },
      ]);
      expect(await marketData.candles('BTCUSDT', '1m', 1)).toHaveLength(1);
      expect(await marketData.candles('BTCUSDT', '1m', 10, WEEKDAY + MINUTE)).toHaveLength(1);
      expect(await marketData.candles('BTCUSDT', '1d', 10)).toEqual([
        {
          openTime: Date.parse('2026-11-25T00:00:00Z'),
          open: '96000.00',
          high: '96500.50',
          low: '95800.00',
          close: '95800.00',
          volume: '1.75000',
        },
      ]);
      const hour = await marketData.stats('BTCUSDT', 3_600_000);
      expect(hour).toMatchObject({ open: '96000.00', high: '96500.50', low: '95800.00', close: '95800.00' });
      const day = await marketData.stats('BTCUSDT', 86_400_000);
      expect(day).toMatchObject({
        open: '96000.00',
        priceChange: '-200.00',
        priceChangePercent: '-0.21',
        volume: '1.75000',
      });
      expect((await marketData.stats('BTCUSDT', 7 * 86_400_000)).volume).toBe('1.75000');
      expect((await marketData.stats('BTCUSDT', 30 * 86_400_000)).low).toBe('95800.00');
    });

    it('refuses prices off the tick size and unknown symbols at the manual feed', async () => {
      const { feed } = await started(new FakeClock(WEEKDAY));
      await expect(feed.push({ symbol: 'US500USDT', price: '6715.10' })).rejects.toThrow(/tick size/);
      await expect(feed.push({ symbol: 'BTCUSDT', price: '0' })).rejects.toThrow();
      await expect(feed.push({ symbol: 'ZZZUSDT', price: '1' })).rejects.toThrow(/unknown symbol/);
      await feed.push({ symbol: 'US500USDT', price: '6715.25' });
    });

    it('marks an open market stale when its last tick is too old, and a closed one closed, not stale', async () => {
      const clock = new FakeClock(SATURDAY);
      const { marketData, feed } = await started(clock);
      // Never ticked, market open: stale, showing the reference price.
      expect(marketData.ticker('ETHUSDT')).toMatchObject({ stale: true, marketOpen: true, time: 0 });
      await feed.push({ symbol: 'BTCUSDT', price: '96000' });
      expect(marketData.ticker('BTCUSDT')).toMatchObject({ stale: false, marketOpen: true });
      clock.advance(10 * SECOND);
      expect(marketData.ticker('BTCUSDT')?.stale).toBe(false);
      clock.advance(1);
      expect(marketData.ticker('BTCUSDT')?.stale).toBe(true);
      // A stock on a Saturday: closed, so not stale.
      expect(marketData.ticker('AAPLUSDT')).toMatchObject({ stale: false, marketOpen: false });
      expect(marketData.session('AAPLUSDT')).toEqual({
        open: false,
        nextChangeAt: Date.parse('2026-11-23T14:30:00Z'),
        timeZone: 'America/New_York',
      });
      expect(marketData.session('AAPLUSDT', Date.parse('2026-11-23T15:00:00Z')).open).toBe(true);
    });

    it('tells listeners when a pair turns stale, without a tick', async () => {
      const clock = new FakeClock(WEEKDAY);
      const { marketData, feed } = await started(clock, { timers: true });
      await feed.push({ symbol: 'BTCUSDT', price: '96000' });
      const batches: Ticker[][] = [];
      marketData.onTickers((changed) => batches.push(changed));
      clock.advance(10_001);
      await eventually(() => batches.some((b) => b.some((t) => t.symbol === 'BTC/USDT' && t.stale)), 3_000);
    });

    it('keeps a closed market showing the 24 h up to its last trade', async () => {
      // Friday 27 November 2026, 20:59 UTC: a minute before the New York close.
      const clock = new FakeClock(Date.parse('2026-11-27T20:58:00Z'));
      const { marketData, feed } = await started(clock);
      await feed.push({ symbol: 'AAPLUSDT', price: '270.00', quantity: '10' });
      clock.advance(MINUTE);
      await feed.push({ symbol: 'AAPLUSDT', price: '272.70', quantity: '5' });
      clock.advance(2 * 86_400_000);
      const weekend = {
        price: '272.70',
        open24h: '270.00',
        priceChangePercent: '1.00',
        volume24h: '15.00',
        marketOpen: false,
        stale: false,
      };
      expect(marketData.ticker('AAPLUSDT')).toMatchObject(weekend);
      // An instance starting on the weekend reads the same last trading day from the database.
      const { marketData: later } = await started(clock);
      expect(later.ticker('AAPLUSDT')).toMatchObject(weekend);
    });

    it('tells listeners about changed tickers at most once a second, and about every candle change', async () => {
      const clock = new FakeClock(WEEKDAY);
      const { marketData, feed } = await started(clock);
      const batches: Ticker[][] = [];
      const candles: CandleUpdate[] = [];
      marketData.onTickers((changed) => batches.push(changed));
      const stopCandles = marketData.onCandle((update) => candles.push(update));
      await feed.push([
        { symbol: 'BTCUSDT', price: '96000' },
        { symbol: 'ETHUSDT', price: '3200' },
      ]);
      // The first change after a quiet second goes out at once...
      expect(batches.map((b) => b.map((t) => t.symbol))).toEqual([['BTC/USDT', 'ETH/USDT']]);
      const afterFirst = batches.length;
      // ...later ones within the second are gathered into one notice with the latest state.
      await feed.push({ symbol: 'BTCUSDT', price: '96001' });
      await feed.push({ symbol: 'BTCUSDT', price: '96002' });
      expect(batches.length).toBe(afterFirst);
      await eventually(() => batches.length === afterFirst + 1, 2_000);
      expect(batches.at(-1)?.map((t) => [t.symbol, t.price])).toEqual([['BTC/USDT', '96002.00']]);
      expect(candles.filter((c) => c.symbol === 'BTC/USDT').map((c) => c.interval)).toEqual([
        '1m',
        '5m',
        '15m',
        '1d',
        '1m',
        '5m',
        '15m',
        '1d',
        '1m',
        '5m',
        '15m',
        '1d',
      ]);
      expect(candles.at(-1)).toEqual({
        symbol: 'BTC/USDT',
        interval: '1d',
        candle: {
          openTime: Date.parse('2026-11-25T00:00:00Z'),
          open: '96000.00',
          high: '96002.00',
          low: '96000.00',
          close: '96002.00',
          volume: '0.00000',
        },
      });
      stopCandles();
      await feed.push({ symbol: 'BTCUSDT', price: '96003' });
      expect(candles).toHaveLength(16);
    });

    it('applies valid bus messages from other instances and drops malformed ones', async () => {
      const clock = new FakeClock(WEEKDAY);
      const { marketData, bus } = await started(clock);
      await bus.publish(MARKET_TICKS_TOPIC, {
        ticks: [{ symbol: 'ETH/USDT', price: 'not a price' }],
        candles: [],
      });
      await bus.publish(MARKET_TICKS_TOPIC, 'garbage');
      expect(marketData.ticker('ETHUSDT')?.time).toBe(0);
      await bus.publish(MARKET_TICKS_TOPIC, {
        ticks: [
          {
            id: '77',
            symbol: 'ETH/USDT',
            price: '3210.55',
            quantity: '2',
            time: WEEKDAY,
            source: 'simulator',
          },
        ],
        candles: [
          {
            symbol: 'ETH/USDT',
            interval: '1m',
            openTime: WEEKDAY,
            open: '3210.55',
            high: '3210.55',
            low: '3210.55',
            close: '3210.55',
            volume: '2',
            quoteVolume: '6421.1',
          },
        ],
      });
      expect(marketData.ticker('ETHUSDT')).toMatchObject({
        price: '3210.55',
        volume24h: '2.0000',
        time: WEEKDAY,
      });
      expect(marketData.priceSource('ETHUSDT')).toBe('simulator');
    });
  });

  describe('storage', () => {
    it('prunes ticks and candles past retention and keeps the rest', async () => {
      const clock = new FakeClock(WEEKDAY);
      const { feed } = await started(clock);
      const HOUR = 3_600_000;
      await feed.push({ symbol: 'BTCUSDT', price: '1', time: WEEKDAY - 9 * 24 * HOUR });
      await feed.push({ symbol: 'BTCUSDT', price: '2', time: WEEKDAY - 50 * HOUR });
      await feed.push({ symbol: 'BTCUSDT', price: '3', time: WEEKDAY - 47 * HOUR });
      await feed.push({ symbol: 'BTCUSDT', price: '4', time: WEEKDAY });
      const maintenance = createMaintenance({
        db: database.handle.db,
        databaseKind: database.handle.kind,
        retention: DEFAULT_RETENTION,
        log: silentLog,
      });
      // Nine days ago: its tick and 1m candle go; its 5m, 15m and 1d candles stay. 50 h ago: only the tick.
      expect(await maintenance.prune(WEEKDAY)).toEqual({ ticks: 2, candles: 1 });
      const count = async (table: 'ticks' | 'candles') =>
        (
          await database.handle.db
            .selectFrom(table)
            .select(sql<string>`count(*)::text`.as('n'))
            .executeTakeFirst()
        )?.n;
      expect(await count('ticks')).toBe('2');
      // Four ticks make four 1m, 5m and 15m candles and three days (50 h and 47 h ago share one); one 1m went.
      expect(await count('candles')).toBe('14');
      expect(await pruneTicks(database.handle.db, WEEKDAY + 1)).toBe(2);
      expect(await maintenance.prune(WEEKDAY)).toEqual({ ticks: 0, candles: 0 });
    });
  });

  describe('feed leader', () => {
    it(
      backend.name === 'postgres'
        ? 'elects one leader among instances on one database, and fails over'
        : 'always leads on PGlite',
      async () => {
        const clock = new FakeClock(WEEKDAY);
        const first = await started(clock, { timers: true, leaderRetryMs: 100 });
        expect(first.marketData.isLeader()).toBe(true);
        expect(first.feed.running).toBe(true);
        if (backend.name !== 'postgres') return;

        const { openPostgres } = await import('../../platform/db.ts');
        if (!database.url) throw new Error('a PostgreSQL test database has a URL');
        const otherPool = openPostgres(database.url, { max: 3 });
        try {
          // A second process: its own connections, the same bus (Redis in production).
          const second = manualMarketData(otherPool, clock, {
            bus: first.bus,
            timers: true,
            leaderRetryMs: 100,
          });
          await second.marketData.start();
          try {
            expect(second.marketData.isLeader()).toBe(false);
            expect(second.feed.running).toBe(false);
            await expect(second.feed.push({ symbol: 'BTCUSDT', price: '1' })).rejects.toThrow(/not running/);

            // The leader's ticks reach the follower's view through the bus; only the leader wrote them.
            await first.feed.push({ symbol: 'BTCUSDT', price: '96100' });
            expect(second.marketData.ticker('BTCUSDT')?.price).toBe('96100.00');
            const count = async () =>
              Number(
                (
                  await database.handle.db
                    .selectFrom('ticks')
                    .select(sql<string>`count(*)::text`.as('n'))
                    .executeTakeFirst()
                )?.n,
              );
            expect(await count()).toBe(1);

            // The leader goes away: the follower takes over within its retry interval.
            await first.marketData.stop();
            await eventually(() => second.feed.running, 5_000);
            expect(second.marketData.isLeader()).toBe(true);
            clock.advance(SECOND);
            await second.feed.push({ symbol: 'BTCUSDT', price: '96200' });
            expect(await count()).toBe(2);
            expect(second.marketData.ticker('BTCUSDT')?.price).toBe('96200.00');
          } finally {
            await second.marketData.stop();
          }
        } finally {
          await otherPool.close();
        }
      },
    );
  });
});
