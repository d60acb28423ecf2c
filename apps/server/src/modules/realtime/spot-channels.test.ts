import {
  type DepthLevel,
  type DepthSnapshot,
  depthDiff,
  depthSnapshot,
  type PublicTrade,
  publicTrade,
} from '@halcyon/api';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { listenWs, ofType, TestSocket, valid } from '../../../test/ws-client.ts';
import { createMemoryBus } from '../../platform/bus.ts';
import { SPOT_DEPTH_TOPIC, SPOT_TRADES_TOPIC, type SpotMarketView } from '../spot/index.ts';

const book = (lastUpdateId: number, bids: DepthLevel[], asks: DepthLevel[]): DepthSnapshot => ({
  symbol: 'BTC/USDT',
  lastUpdateId,
  bids,
  asks,
  time: 1_000 + lastUpdateId,
});

const trade = (n: number): PublicTrade => ({
  tradeId: `t${n}`,
  symbol: 'BTC/USDT',
  price: `9600${n}.5`,
  quantity: `0.00${n}`,
  takerSide: n % 2 === 0 ? 'buy' : 'sell',
  time: 2_000 + n,
});

/** What the spot engine would answer; a test replaces `depth` or `recentTrades` to hold or fail them. */
function fakeSpotMarket(): SpotMarketView & { book: DepthSnapshot; trades: PublicTrade[] } {
  const view = {
    book: book(10, [], []),
    trades: [] as PublicTrade[],
    depth: async (symbol: string, limit: number) => {
      expect([symbol, limit]).toEqual(['BTC/USDT', 50]);
      return view.book;
    },
    recentTrades: async (symbol: string, _limit: number) => {
      expect(symbol).toBe('BTC/USDT');
      return view.trades;
    },
  };
  return view;
}

const depthUpdate = z.object({
  type: z.literal('update'),
  channel: z.string(),
  seq: z.number(),
  time: z.number(),
  data: depthDiff,
});

/** Applies diffs the way a client does, to check that the diffs rebuild the engine's book. */
function apply(levels: Map<string, string>, changes: readonly DepthLevel[]) {
  for (const [price, quantity] of changes) {
    if (quantity === '0') levels.delete(price);
    else levels.set(price, quantity);
  }
}

describe.each(backends)('websocket spot channels ($name)', (backend) => {
  const bus = createMemoryBus({ error: () => undefined });
  const spot = fakeSpotMarket();
  const t = useTestApp(backend, { overrides: { bus, spotMarket: spot } });
  const recentTrades = spot.recentTrades;
  beforeEach(() => {
    spot.recentTrades = recentTrades;
  });

  it('depth: a snapshot, then diffs of the changed levels with "0" for removed ones and chained ids', async () => {
    spot.book = book(
      10,
      [
        ['96000.00', '1.5'],
        ['95990.00', '2'],
      ],
      [['96010.00', '0.5']],
    );
    const url = await listenWs(t);
    const socket = await TestSocket.open(url);
    socket.send({ op: 'subscribe', channels: ['depth.btc/usdt'] });
    expect(await socket.next(ofType('subscribed'))).toEqual({
      type: 'subscribed',
      channels: ['depth.BTCUSDT'],
    });
    const snapshot = valid(await socket.next(ofType('snapshot', 'depth.BTCUSDT')));
    expect(snapshot).toEqual({
      type: 'snapshot',
      channel: 'depth.BTCUSDT',
      seq: 1,
      time: t.clock.now(),
      data: spot.book,
    });
    expect(depthSnapshot.safeParse(snapshot.data).success).toBe(true);

    // Ids 11..13 happened in the engine; it published the book as of 13.
    await bus.publish(
      SPOT_DEPTH_TOPIC,
      book(
        13,
        [['96000.00', '1.25']],
        [
          ['96010.00', '0.5'],
          ['96020.00', '3'],
        ],
      ),
    );
    expect(depthUpdate.parse(await socket.next(ofType('update', 'depth.BTCUSDT')))).toEqual({
      type: 'update',
      channel: 'depth.BTCUSDT',
      seq: 2,
      time: t.clock.now(),
      data: {
        symbol: 'BTC/USDT',
        firstUpdateId: 11,
        lastUpdateId: 13,
        bids: [
          ['96000.00', '1.25'],
          ['95990.00', '0'],
        ],
        asks: [['96020.00', '3']],
        time: 1_013,
      },
    });

    // An older book arriving late is ignored; a newer one continues the chain at 14.
    await bus.publish(SPOT_DEPTH_TOPIC, book(12, [], []));
    await bus.publish(SPOT_DEPTH_TOPIC, book(20, [['96000.00', '1.25']], [['96020.00', '3']]));
    expect(depthUpdate.parse(await socket.next(ofType('update', 'depth.BTCUSDT'))).data).toEqual({
      symbol: 'BTC/USDT',
      firstUpdateId: 14,
      lastUpdateId: 20,
      bids: [],
      asks: [['96010.00', '0']],
      time: 1_020,
    });

    // A later subscriber starts from the book the others hold, not from an older engine read.
    const late = await TestSocket.open(url);
    late.send({ op: 'subscribe', channels: ['depth.BTCUSDT'] });
    expect((await late.next(ofType('snapshot', 'depth.BTCUSDT'))).data).toEqual(
      book(20, [['96000.00', '1.25']], [['96020.00', '3']]),
    );
  });

  it('depth: at most 10 diffs a second however often the book changes, and they rebuild the book', async () => {
    spot.book = book(1, [['100.00', '1']], [['101.00', '1']]);
    const socket = await TestSocket.open(await listenWs(t));
    socket.send({ op: 'subscribe', channels: ['depth.BTCUSDT'] });
    await socket.next(ofType('snapshot', 'depth.BTCUSDT'));

    const started = performance.now();
    let last = spot.book;
    for (let id = 2; id <= 101; id += 1) {
      // Every 5 ms a new best bid; the previous one shrinks; asks never change.
      last = book(
        id,
        [
          [`${100 + id}.00`, '1'],
          [`${99 + id}.00`, '0.5'],
        ],
        [['10000.00', '1']],
      );
      await bus.publish(SPOT_DEPTH_TOPIC, last);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
    const elapsedSeconds = (performance.now() - started) / 1_000;
    await socket.sync();
    const updates = socket.take('depth.BTCUSDT').map((message) => depthUpdate.parse(message));

    expect(updates.length).toBeGreaterThanOrEqual(2);
    expect(updates.length).toBeLessThanOrEqual(Math.ceil(elapsedSeconds * 10) + 1);
    const bids = new Map<string, string>([['100.00', '1']]);
    const asks = new Map<string, string>([['101.00', '1']]);
    let previousLast = 1;
    updates.forEach((update, index) => {
      expect(update.seq).toBe(index + 2);
      expect(update.data.firstUpdateId).toBe(previousLast + 1);
      previousLast = update.data.lastUpdateId;
      apply(bids, update.data.bids);
      apply(asks, update.data.asks);
    });
    expect(previousLast).toBe(101);
    expect(Object.fromEntries(bids)).toEqual(Object.fromEntries(last.bids));
    expect(Object.fromEntries(asks)).toEqual(Object.fromEntries(last.asks));
  });

  it('trades: recent trades newest first, then the trades of each match oldest first', async () => {
    spot.trades = [trade(3), trade(2), trade(1)];
    const socket = await TestSocket.open(await listenWs(t));
    socket.send({ op: 'subscribe', channels: ['trades.BTCUSDT'] });
    expect(valid(await socket.next(ofType('snapshot', 'trades.BTCUSDT')))).toEqual({
      type: 'snapshot',
      channel: 'trades.BTCUSDT',
      seq: 1,
      time: t.clock.now(),
      data: [trade(3), trade(2), trade(1)],
    });
    await bus.publish(SPOT_TRADES_TOPIC, { symbol: 'BTC/USDT', trades: [trade(4), trade(5)] });
    expect(valid(await socket.next(ofType('update', 'trades.BTCUSDT')))).toEqual({
      type: 'update',
      channel: 'trades.BTCUSDT',
      seq: 2,
      time: t.clock.now(),
      data: [trade(4), trade(5)],
    });
    // Another pair's trades and malformed messages go nowhere.
    await bus.publish(SPOT_TRADES_TOPIC, {
      symbol: 'ETH/USDT',
      trades: [{ ...trade(6), symbol: 'ETH/USDT' }],
    });
    await bus.publish(SPOT_TRADES_TOPIC, { symbol: 'BTC/USDT', trades: [{ tradeId: 'x' }] });
    await socket.sync();
    expect(socket.take('trades.BTCUSDT')).toEqual([]);
    expect(z.array(publicTrade).safeParse([trade(4)]).success).toBe(true);
  });

  it('trades: a match settled while the snapshot loads follows it, without repeating what it holds', async () => {
    let release: (trades: PublicTrade[]) => void = () => undefined;
    spot.recentTrades = () =>
      new Promise((resolve) => {
        release = resolve;
      });
    const socket = await TestSocket.open(await listenWs(t));
    socket.send({ op: 'subscribe', channels: ['trades.BTCUSDT'] });
    await socket.next(ofType('subscribed'));
    await expect.poll(() => t.app.realtimeHub.counts().subscriptions).toBe(1);
    await bus.publish(SPOT_TRADES_TOPIC, { symbol: 'BTC/USDT', trades: [trade(1), trade(2)] });
    await bus.publish(SPOT_TRADES_TOPIC, { symbol: 'BTC/USDT', trades: [trade(3)] });
    // The engine's read saw the first match but not the second.
    release([trade(2), trade(1)]);
    expect((await socket.next(ofType('snapshot', 'trades.BTCUSDT'))).data).toEqual([trade(2), trade(1)]);
    expect(await socket.next(ofType('update', 'trades.BTCUSDT'))).toMatchObject({ seq: 2, data: [trade(3)] });
    await socket.sync();
    expect(socket.take('trades.BTCUSDT')).toEqual([]);
  });

  it('trades: subscribers arriving while a snapshot loads share its one read', async () => {
    let reads = 0;
    let release: (trades: PublicTrade[]) => void = () => undefined;
    spot.recentTrades = () => {
      reads += 1;
      return new Promise((resolve) => {
        release = resolve;
      });
    };
    const url = await listenWs(t);
    const sockets = await Promise.all([1, 2, 3].map(() => TestSocket.open(url)));
    for (const socket of sockets) socket.send({ op: 'subscribe', channels: ['trades.BTCUSDT'] });
    await expect.poll(() => t.app.realtimeHub.counts().subscriptions).toBe(3);
    await bus.publish(SPOT_TRADES_TOPIC, { symbol: 'BTC/USDT', trades: [trade(2)] });
    release([trade(1)]);
    for (const socket of sockets) {
      expect((await socket.next(ofType('snapshot', 'trades.BTCUSDT'))).data).toEqual([trade(1)]);
      expect(await socket.next(ofType('update', 'trades.BTCUSDT'))).toMatchObject({
        seq: 2,
        data: [trade(2)],
      });
    }
    expect(reads).toBe(1);
    // Nothing is kept once it answered: a later subscriber reads anew.
    const late = await TestSocket.open(url);
    late.send({ op: 'subscribe', channels: ['trades.BTCUSDT'] });
    await expect.poll(() => reads).toBe(2);
    release([trade(2), trade(1)]);
    expect((await late.next(ofType('snapshot', 'trades.BTCUSDT'))).data).toEqual([trade(2), trade(1)]);
    for (const socket of [...sockets, late]) socket.close();
  });
});

describe.each(backends)('websocket spot channels on the spot engine ($name)', (backend) => {
  const t = useTestApp(backend);

  it("answer the engine's own book and recent trades", async () => {
    const socket = await TestSocket.open(await listenWs(t));
    socket.send({ op: 'subscribe', channels: ['depth.BTCUSDT', 'trades.BTCUSDT'] });
    const depth = valid(await socket.next(ofType('snapshot', 'depth.BTCUSDT')));
    expect(depthSnapshot.parse(depth.data)).toMatchObject({ symbol: 'BTC/USDT' });
    const trades = valid(await socket.next(ofType('snapshot', 'trades.BTCUSDT')));
    expect(z.array(publicTrade).parse(trades.data)).toEqual([]);
  });
});
