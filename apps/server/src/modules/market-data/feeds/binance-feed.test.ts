import { readFileSync } from 'node:fs';
import path from 'node:path';
import Decimal from 'decimal.js';
import { afterEach, describe, expect, it } from 'vitest';
import { type WebSocket, WebSocketServer } from 'ws';
import { FakeClock } from '../../../../test/fake-clock.ts';
import { pgliteBackend } from '../../../../test/test-database.ts';
import { catalogRows, toListedInstrument } from '../listed-instrument.ts';
import { eventually, manualMarketData, silentLog, WEEKDAY } from '../market-data-test-kit.ts';
import { BinanceFeed } from './binance-feed.ts';
import { binanceStreamUrl, parseTradeFrame } from './binance-frames.ts';
import type { FeedTick } from './price-feed.ts';

/**
 * Waits for what the feed does on its real-time timers and socket: a loaded machine stretched them past the
 * 5 s these waits once had. Bounds for a feed that never gets there, not for speed: what the feed's own
 * time allows (its fallback) is checked on the ticks' times. A test's bound covers several of them.
 */
const FEED_WAIT_MS = 30_000;
const FEED_TEST_MS = 120_000;
const until = (probe: () => boolean) => eventually(probe, FEED_WAIT_MS);

/** Trades recorded in Binance's combined-stream format (btcusdt, ethusdt and solusdt @trade). */
const FRAMES = readFileSync(path.join(import.meta.dirname, 'fixtures', 'binance-trades.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '');
const instruments = catalogRows().map(toListedInstrument);
const CRYPTO = instruments.filter((l) => l.instrument.categoryId === 'crypto');

type Replay = {
  url: string;
  /** The request path of every connection, in order. */
  paths: string[];
  /** Which symbols each connection (by index) replays; the first connection is dropped after `dropAfter` frames. */
  close(): Promise<void>;
};

/** A local stand-in for stream.binance.com: replays the fixture frames to every connection, in a loop. */
async function replayServer(options: {
  dropAfter: number;
  secondConnectionSymbols?: readonly string[];
}): Promise<Replay> {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const paths: string[] = [];
  const timers = new Set<NodeJS.Timeout>();
  server.on('connection', (socket: WebSocket, request) => {
    const index = paths.length;
    paths.push(request.url ?? '');
    // What a real server also sends: a reply to a (here unsent) subscribe request, and noise to ignore.
    socket.send('{"result":null,"id":1}');
    socket.send('not json');
    let sent = 0;
    const timer = setInterval(() => {
      const frame = FRAMES[sent % FRAMES.length] ?? '';
      sent += 1;
      const symbol = parseTradeFrame(frame)?.s ?? '';
      if (index > 0 && options.secondConnectionSymbols && !options.secondConnectionSymbols.includes(symbol))
        return;
      socket.send(frame);
      if (index === 0 && sent >= options.dropAfter) {
        clearInterval(timer);
        // A dropped connection: no close handshake.
        socket.terminate();
      }
    }, 5);
    timers.add(timer);
    socket.on('close', () => clearInterval(timer));
  });
  return {
    url: `ws://127.0.0.1:${port}`,
    paths,
    async close() {
      for (const timer of timers) clearInterval(timer);
      for (const client of server.clients) client.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const fixturePrices = (symbol: string) =>
  new Set(
    FRAMES.map((line) => parseTradeFrame(line))
      .filter((trade) => trade?.s === symbol)
      .map((trade) => new Decimal(trade?.p ?? 0).toFixed(2)),
  );

describe('binance feed', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('builds the combined-stream URL and reads only trade frames', () => {
    expect(binanceStreamUrl('wss://stream.binance.com:9443/', ['BTCUSDT', 'ETHUSDT'])).toBe(
      'wss://stream.binance.com:9443/stream?streams=btcusdt@trade/ethusdt@trade',
    );
    expect(parseTradeFrame(FRAMES[0] ?? '')).toMatchObject({ e: 'trade', s: 'BTCUSDT', p: '86299.65000000' });
    expect(parseTradeFrame('{"result":null,"id":1}')).toBeUndefined();
    expect(
      parseTradeFrame('{"stream":"btcusdt@trade","data":{"e":"trade","s":"BTCUSDT","p":1e5}}'),
    ).toBeUndefined();
    expect(parseTradeFrame('nope')).toBeUndefined();
  });

  it(
    'streams replayed trades, reconnects after a drop, and simulates what Binance does not serve',
    async () => {
      const replay = await replayServer({ dropAfter: 60, secondConnectionSymbols: ['ETHUSDT', 'SOLUSDT'] });
      cleanups.push(() => replay.close());
      // The feed's time stands still until the reconnection is seen, then runs with the wall clock: whether a
      // crypto pair is simulated yet depends on fallbackAfterMs of the feed's time, and a loaded machine took
      // longer than those 600 ms of real time to bring the first trades, so UNI was simulated before the check.
      let runningSince: number | undefined;
      const now = () => WEEKDAY + (runningSince === undefined ? 0 : Date.now() - runningSince);
      const ticks: FeedTick[] = [];
      const feed = new BinanceFeed({
        url: replay.url,
        seed: 1,
        fallbackAfterMs: 600,
        reconnectInitialMs: 50,
        cycleMs: 50,
      });
      cleanups.push(() => feed.stop());
      await feed.start({
        instruments,
        startPrice: () => undefined,
        emit: async (batch) => {
          ticks.push(...batch);
        },
        now,
        log: silentLog,
      });

      // Subscribed to every crypto pair's trade stream.
      await until(() => replay.paths.length >= 1);
      expect(replay.paths[0]).toBe(
        `/stream?streams=${CRYPTO.map((l) => `${l.instrument.compact.toLowerCase()}@trade`).join('/')}`,
      );
      await until(() => ticks.some((t) => t.symbol === 'SOL/USDT' && t.source === 'binance'));
      const btcPrices = fixturePrices('BTCUSDT');
      const fromBinance = ticks.filter((t) => t.source === 'binance');
      expect(fromBinance.length).toBeGreaterThan(0);
      for (const tick of fromBinance.filter((t) => t.symbol === 'BTC/USDT'))
        expect(btcPrices.has(tick.price)).toBe(true);
      // Not crypto: simulated from the start. Crypto Binance has not served yet: not simulated yet.
      expect(ticks.some((t) => t.symbol === 'EUR/USDT' && t.source === 'simulator')).toBe(true);
      expect(ticks.some((t) => t.symbol === 'UNI/USDT')).toBe(false);

      // The first connection drops; the feed reconnects with the same subscriptions and trades resume.
      await until(() => replay.paths.length >= 2 && feed.connections >= 2);
      expect(replay.paths[1]).toBe(replay.paths[0]);
      const reconnectedAt = ticks.length;
      await until(() =>
        ticks.slice(reconnectedAt).some((t) => t.symbol === 'ETH/USDT' && t.source === 'binance'),
      );
      runningSince = Date.now();

      // BTC has no trades on the new connection and UNI never had any: the simulator serves both, BTC from its
      // last real price.
      const lastBinanceBtc = fromBinance.filter((t) => t.symbol === 'BTC/USDT').at(-1);
      await until(() => ticks.some((t) => t.symbol === 'BTC/USDT' && t.source === 'simulator'));
      await until(() => ticks.some((t) => t.symbol === 'UNI/USDT' && t.source === 'simulator'));
      const firstSimulatedBtc = ticks.find((t) => t.symbol === 'BTC/USDT' && t.source === 'simulator');
      // Simulated only once the feed's time has run fallbackAfterMs past the last real trade.
      expect(firstSimulatedBtc?.time).toBeGreaterThanOrEqual(WEEKDAY + 600);
      const lastRealBtc =
        ticks.filter((t) => t.symbol === 'BTC/USDT' && t.source === 'binance').at(-1) ?? lastBinanceBtc;
      expect(
        new Decimal(firstSimulatedBtc?.price ?? 0)
          .div(lastRealBtc?.price ?? 1)
          .ln()
          .abs()
          .toNumber(),
      ).toBeLessThan(0.005);
      expect(feed.simulatedSymbols()).toContain('BTC/USDT');
      expect(feed.simulatedSymbols()).not.toContain('ETH/USDT');
    },
    FEED_TEST_MS,
  );

  it(
    'runs as MARKET_FEED=binance: ticks stored with their source',
    async () => {
      const replay = await replayServer({ dropAfter: 1_000_000 });
      cleanups.push(() => replay.close());
      // A copy of the run's migrated template: a new PGlite ran initdb and every migration inside the test
      // (5.2 s of CPU against 1.7).
      const database = await pgliteBackend.open();
      cleanups.push(() => database.dispose());
      const { handle } = database;
      const { marketData } = manualMarketData(handle, new FakeClock(WEEKDAY), {
        feed: 'binance',
        binanceWsUrl: replay.url,
        binance: { cycleMs: 50, fallbackAfterMs: 60_000 },
      });
      await marketData.start();
      cleanups.push(() => marketData.stop());
      await until(() => marketData.priceSource('ETHUSDT') === 'binance');
      expect(fixturePrices('ETHUSDT').has(marketData.ticker('ETHUSDT')?.price ?? '')).toBe(true);
      const stored = await handle.db.selectFrom('ticks').select(['source']).distinct().execute();
      expect(stored.map((r) => r.source).sort()).toEqual(['binance', 'simulator']);
    },
    FEED_TEST_MS,
  );
});
