import v8 from 'node:v8';
import vm from 'node:vm';
import {
  klineSnapshot,
  klineUpdate,
  singleTickerMessage,
  type Ticker,
  tickersSnapshot,
  tickerUpdate,
} from '@halcyon/api';
import { ALL_CATALOGS } from '@halcyon/i18n/all';
import { describe, expect, it } from 'vitest';
import { API } from '../../../test/auth-helpers.ts';
import { type TestApp, useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { errorOf, listenWs, ofType, TestSocket, valid } from '../../../test/ws-client.ts';

/** Wednesday 18 November 2026, 10:00 in New York: every market open. */
const WEDNESDAY = Date.UTC(2026, 10, 18, 15, 0, 0);
const MINUTE = 60_000;
const HEARTBEAT_MS = 150;

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/** The app listening, with the clock on WEDNESDAY. */
function listen(t: TestApp): Promise<string> {
  t.clock.advance(WEDNESDAY - t.clock.now());
  return listenWs(t);
}

describe.each(backends)('websocket /api/uniapp/ws ($name)', (backend) => {
  // The default heartbeat (25 s), not HEARTBEAT_MS: a process stalled right after a ping (a loaded machine)
  // runs the next beat before it reads the pong and drops the socket (1006), and only the heartbeat tests
  // may depend on that timing.
  const t = useTestApp(backend);
  const withShortHeartbeat = () => t.rebuild({ overrides: { realtime: { heartbeatMs: HEARTBEAT_MS } } });

  it('answers a subscription with a snapshot, then sequence-numbered updates', async () => {
    const socket = await TestSocket.open(await listen(t));
    socket.send({ op: 'subscribe', channels: ['ticker.btc-usdt'], id: 'a1' });
    expect(valid(await socket.next())).toEqual({
      type: 'subscribed',
      channels: ['ticker.BTCUSDT'],
      id: 'a1',
    });
    const snapshot = valid(await socket.next());
    expect(singleTickerMessage.parse(snapshot)).toMatchObject({
      type: 'snapshot',
      channel: 'ticker.BTCUSDT',
      seq: 1,
      time: WEDNESDAY,
      data: { symbol: 'BTC/USDT', price: '96500.00', stale: true, marketOpen: true },
    });

    await t.marketFeed.push({ symbol: 'BTCUSDT', price: '97000', quantity: '1' });
    const first = singleTickerMessage.parse(await socket.next(ofType('update', 'ticker.BTCUSDT')));
    expect(first).toMatchObject({ seq: 2, data: { price: '97000.00', stale: false, volume24h: '1.00000' } });
    await t.marketFeed.push({ symbol: 'BTCUSDT', price: '97100.5', quantity: '1' });
    const second = singleTickerMessage.parse(await socket.next(ofType('update', 'ticker.BTCUSDT')));
    expect(second).toMatchObject({ seq: 3, data: { price: '97100.50', high24h: '97100.50' } });
    expect(socket.isOpen).toBe(true);
  });

  it('streams `tickers` as a full snapshot, then only the pairs that changed', async () => {
    const socket = await TestSocket.open(await listen(t));
    socket.send({ op: 'subscribe', channels: ['tickers'] });
    const snapshot = tickersSnapshot.parse(await socket.next(ofType('snapshot', 'tickers')));
    expect(snapshot.seq).toBe(1);
    const all = (await t.get(`${API}/trading/pairs?status=all&limit=1`)).body.data as {
      pagination: { total: number };
    };
    expect(snapshot.data).toHaveLength(all.pagination.total);

    await t.marketFeed.push([
      { symbol: 'ETHUSDT', price: '3300' },
      { symbol: 'XAU/USDT', price: '4070.5' },
    ]);
    const update = tickerUpdate.parse(await socket.next(ofType('update', 'tickers')));
    expect(update.seq).toBe(2);
    expect(update.data.map((ticker) => [ticker.symbol, ticker.price]).sort()).toEqual([
      ['ETH/USDT', '3300.00'],
      ['XAU/USDT', '4070.50'],
    ]);
  });

  it('streams candles: the latest as a snapshot, then the forming candle', async () => {
    const url = await listen(t);
    for (let minute = 3; minute >= 1; minute -= 1) {
      await t.marketFeed.push({
        symbol: 'SOLUSDT',
        price: String(140 + minute),
        time: WEDNESDAY - minute * MINUTE,
      });
    }
    const socket = await TestSocket.open(url);
    socket.send({ op: 'subscribe', channels: ['kline.SOL/USDT.1m'] });
    const snapshot = klineSnapshot.parse(await socket.next(ofType('snapshot', 'kline.SOLUSDT.1m')));
    expect(snapshot.data.map((candle) => [candle.openTime, candle.close])).toEqual([
      [WEDNESDAY - 3 * MINUTE, '143.00'],
      [WEDNESDAY - 2 * MINUTE, '142.00'],
      [WEDNESDAY - MINUTE, '141.00'],
    ]);

    await t.marketFeed.push({
      symbol: 'SOLUSDT',
      price: '141.5',
      quantity: '2',
      time: WEDNESDAY - MINUTE + 1,
    });
    const same = klineUpdate.parse(await socket.next(ofType('update', 'kline.SOLUSDT.1m')));
    expect(same).toMatchObject({
      seq: 2,
      data: {
        openTime: WEDNESDAY - MINUTE,
        open: '141.00',
        high: '141.50',
        close: '141.50',
        volume: '2.000',
      },
    });
    await t.marketFeed.push({ symbol: 'SOLUSDT', price: '139', time: WEDNESDAY });
    const next = klineUpdate.parse(await socket.next(ofType('update', 'kline.SOLUSDT.1m')));
    expect(next).toMatchObject({ seq: 3, data: { openTime: WEDNESDAY, open: '139.00', close: '139.00' } });

    // A second subscriber gets the cached window, including what arrived since.
    const late = await TestSocket.open(url);
    late.send({ op: 'subscribe', channels: ['kline.solusdt.1m'] });
    const lateSnapshot = klineSnapshot.parse(await late.next(ofType('snapshot', 'kline.SOLUSDT.1m')));
    expect(lateSnapshot.data.at(-2)).toMatchObject({ openTime: WEDNESDAY - MINUTE, close: '141.50' });
    expect(lateSnapshot.data.at(-1)).toMatchObject({ openTime: WEDNESDAY, close: '139.00' });
  });

  it('stops updates on unsubscribe and restarts the sequence on resubscribe', async () => {
    const socket = await TestSocket.open(await listen(t));
    socket.send({ op: 'subscribe', channels: ['ticker.ETHUSDT', 'ticker.BTCUSDT'] });
    await socket.next(ofType('snapshot', 'ticker.ETHUSDT'));
    await socket.next(ofType('snapshot', 'ticker.BTCUSDT'));
    expect(t.app.realtimeHub.counts()).toEqual({ channels: 2, subscriptions: 2 });

    socket.send({ op: 'unsubscribe', channels: ['ticker.eth/usdt'], id: 'u' });
    expect(await socket.next(ofType('unsubscribed'))).toEqual({
      type: 'unsubscribed',
      channels: ['ticker.ETHUSDT'],
      id: 'u',
    });
    expect(t.app.realtimeHub.counts()).toEqual({ channels: 1, subscriptions: 1 });
    await t.marketFeed.push([
      { symbol: 'ETHUSDT', price: '3400' },
      { symbol: 'BTCUSDT', price: '98000' },
    ]);
    expect(await socket.next(ofType('update', 'ticker.BTCUSDT'))).toMatchObject({ seq: 2 });
    await socket.sync();
    expect(socket.take('ticker.ETHUSDT')).toEqual([]);

    socket.send({ op: 'subscribe', channels: ['ticker.ETHUSDT'] });
    expect(await socket.next(ofType('snapshot', 'ticker.ETHUSDT'))).toMatchObject({
      seq: 1,
      data: { price: '3400.00' },
    });
    socket.close();
    await socket.closed;
    await expect.poll(() => t.app.realtimeHub.counts()).toEqual({ channels: 0, subscriptions: 0 });
  });

  it('acknowledges a subscription to a channel it holds without a new snapshot; the sequence goes on', async () => {
    const url = await listen(t);
    const socket = await TestSocket.open(url);
    const held = ['ticker.BTCUSDT', 'kline.BTCUSDT.1m'];
    socket.send({ op: 'subscribe', channels: held });
    await socket.next(ofType('subscribed'));
    for (const channel of held)
      expect(await socket.next(ofType('snapshot', channel))).toMatchObject({ seq: 1 });
    for (let again = 0; again < 5; again += 1) {
      socket.send({
        op: 'subscribe',
        channels: ['ticker.btc/usdt', 'kline.BTCUSDT.1m'],
        id: `again-${again}`,
      });
    }
    for (let again = 0; again < 5; again += 1) {
      expect(await socket.next(ofType('subscribed'))).toEqual({
        type: 'subscribed',
        channels: held,
        id: `again-${again}`,
      });
    }
    await socket.sync();
    expect(socket.inbox.filter((message) => message.type === 'snapshot')).toEqual([]);
    expect(t.app.realtimeHub.counts()).toEqual({ channels: 2, subscriptions: 2 });
    await t.marketFeed.push({ symbol: 'BTCUSDT', price: '97000', quantity: '1' });
    expect(await socket.next(ofType('update', 'ticker.BTCUSDT'))).toMatchObject({ seq: 2 });
    expect(await socket.next(ofType('update', 'kline.BTCUSDT.1m'))).toMatchObject({ seq: 2 });

    // Unsubscribing first starts the channel over, as a client that saw a gap does.
    socket.send({ op: 'unsubscribe', channels: ['ticker.BTCUSDT'] });
    socket.send({ op: 'subscribe', channels: ['ticker.BTCUSDT'] });
    expect(await socket.next(ofType('snapshot', 'ticker.BTCUSDT'))).toMatchObject({
      seq: 1,
      data: { price: '97000.00' },
    });
    socket.close();
  });

  it('refuses new channels past its snapshot budget, each with SUBSCRIBE_RATE_LIMITED and nothing sent', async () => {
    // A burst of 3, then one every 100 s: nothing refills while the test runs.
    await t.rebuild({ overrides: { realtime: { snapshots: { burst: 3, perSecond: 0.01 } } } });
    const socket = await TestSocket.open(await listen(t));
    const names = ['ETH', 'BTC', 'SOL', 'XRP', 'DOGE'].map((base) => `kline.${base}USDT.1m`);
    socket.send({ op: 'subscribe', channels: names, id: 'five' });
    expect(await socket.next(ofType('subscribed'))).toEqual({
      type: 'subscribed',
      channels: names.slice(0, 3),
      id: 'five',
    });
    for (const channel of names.slice(3)) {
      expect(valid(await errorOf(socket, 'SUBSCRIBE_RATE_LIMITED'))).toEqual({
        type: 'error',
        code: 'SUBSCRIBE_RATE_LIMITED',
        message: `Subscribing too fast, at most 0.01 new channels per second: try ${channel} again shortly`,
        channel,
        id: 'five',
      });
    }
    for (const channel of names.slice(0, 3)) await socket.next(ofType('snapshot', channel));
    // Starting a held channel over takes from the budget too; holding it again does not.
    socket.send({ op: 'unsubscribe', channels: [names[0]] });
    socket.send({ op: 'subscribe', channels: [names[0], names[1]], id: 'over' });
    expect(await socket.next(ofType('subscribed'))).toMatchObject({ channels: [names[1]], id: 'over' });
    expect(await errorOf(socket, 'SUBSCRIBE_RATE_LIMITED')).toMatchObject({ channel: names[0] });
    expect(t.app.realtimeHub.counts()).toEqual({ channels: 2, subscriptions: 2 });
    await socket.sync();
    expect(socket.inbox.filter((message) => message.type === 'snapshot')).toEqual([]);
    expect(socket.isOpen).toBe(true);
  });

  it('refuses the 201st channel and keeps the first 200', async () => {
    const socket = await TestSocket.open(await listen(t));
    const pairs = (await t.get(`${API}/trading/pairs?status=all&limit=100`)).body.data as {
      pairs: Array<{ base: string }>;
    };
    const names = pairs.pairs.flatMap(({ base }) => [
      `ticker.${base}USDT`,
      ...['1m', '5m', '15m', '1d'].map((interval) => `kline.${base}USDT.${interval}`),
    ]);
    expect(names.length).toBeGreaterThan(201);
    socket.send({ op: 'subscribe', channels: names.slice(0, 200) });
    const ack = await socket.next(ofType('subscribed'));
    expect(ack.channels).toHaveLength(200);
    socket.send({ op: 'subscribe', channels: [names[200], names[0]], id: 'more' });
    expect(valid(await errorOf(socket, 'TOO_MANY_CHANNELS'))).toEqual({
      type: 'error',
      code: 'TOO_MANY_CHANNELS',
      message: 'At most 200 channels per connection',
      channel: names[200],
      id: 'more',
    });
    // Renewing a channel it already holds is not a new one.
    expect(await socket.next(ofType('subscribed'))).toEqual({
      type: 'subscribed',
      channels: [names[0]],
      id: 'more',
    });
    expect(t.app.realtimeHub.counts().subscriptions).toBe(200);
    expect(socket.isOpen).toBe(true);
  });

  it('answers the 11th message in a second with RATE_LIMITED and closes a client that keeps flooding', async () => {
    const socket = await TestSocket.open(await listen(t));
    for (let i = 0; i < 11; i += 1) socket.send({ op: 'ping', id: String(i) });
    const limited = valid(await errorOf(socket, 'RATE_LIMITED'));
    expect(limited.message).toBe('Too many messages, at most 10 per second');
    for (let i = 0; i < 10; i += 1) await socket.next(ofType('pong'));
    expect(socket.isOpen).toBe(true);

    for (let i = 0; i < 80; i += 1) socket.send({ op: 'ping' });
    expect(await socket.closed).toEqual({ code: 1008, reason: 'rate limit exceeded' });
  });

  it('answers bad input with an error and keeps the socket open', async () => {
    const socket = await TestSocket.open(await listen(t));
    socket.send('{"op": "subscribe", ');
    expect(valid(await errorOf(socket, 'BAD_JSON'))).toEqual({
      type: 'error',
      code: 'BAD_JSON',
      message: 'The message is not valid JSON',
    });
    socket.send({ op: 'publish', channels: ['tickers'], id: 'x1' });
    expect(await errorOf(socket, 'BAD_MESSAGE')).toEqual({
      type: 'error',
      code: 'BAD_MESSAGE',
      message: 'Unknown or malformed message',
      id: 'x1',
    });
    socket.send({ op: 'subscribe', channels: [] });
    await errorOf(socket, 'BAD_MESSAGE');
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    await errorOf(socket, 'BAD_MESSAGE');
    socket.send({ op: 'subscribe', channels: ['trades.BTCUSDT.1m', 'ticker.NOPEUSDT', 'tickers'], id: 's' });
    const unknown = [await errorOf(socket, 'UNKNOWN_CHANNEL'), await errorOf(socket, 'UNKNOWN_CHANNEL')];
    expect(unknown).toEqual([
      {
        type: 'error',
        code: 'UNKNOWN_CHANNEL',
        message: 'Unknown channel trades.BTCUSDT.1m',
        channel: 'trades.BTCUSDT.1m',
        id: 's',
      },
      {
        type: 'error',
        code: 'UNKNOWN_CHANNEL',
        message: 'Unknown channel ticker.NOPEUSDT',
        channel: 'ticker.NOPEUSDT',
        id: 's',
      },
    ]);
    expect(await socket.next(ofType('subscribed'))).toEqual({
      type: 'subscribed',
      channels: ['tickers'],
      id: 's',
    });
    await socket.next(ofType('snapshot', 'tickers'));
    socket.send({ op: 'ping', id: 'still-here' });
    expect(await socket.next(ofType('pong'))).toEqual({ type: 'pong', time: WEDNESDAY, id: 'still-here' });
    expect(socket.isOpen).toBe(true);
  });

  it('translates error messages by ?lang= or Accept-Language', async () => {
    const catalogs = {
      ...ALL_CATALOGS,
      de: { ...ALL_CATALOGS.de, realtime: { BAD_JSON: 'Die Nachricht ist kein gültiges JSON' } },
      fr: { ...ALL_CATALOGS.fr, realtime: { BAD_JSON: "Le message n'est pas du JSON valide" } },
    };
    await t.rebuild({ overrides: { catalogs } });
    const url = await listen(t);
    const byQuery = await TestSocket.open(`${url}?lang=de-DE`, { headers: { 'accept-language': 'fr' } });
    const byHeader = await TestSocket.open(url, { headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    const fallback = await TestSocket.open(`${url}?lang=xx`);
    for (const socket of [byQuery, byHeader, fallback]) socket.send('not json');
    expect((await errorOf(byQuery, 'BAD_JSON')).message).toBe('Die Nachricht ist kein gültiges JSON');
    expect((await errorOf(byHeader, 'BAD_JSON')).message).toBe("Le message n'est pas du JSON valide");
    expect((await errorOf(fallback, 'BAD_JSON')).message).toBe('The message is not valid JSON');
  });

  describe('a client that does not read', () => {
    /** Fills the socket buffers of a paused client while others keep reading: 1,500 full ticker lists. */
    async function flood(t: TestApp, tickers: unknown) {
      for (let i = 0; i < 1_500; i += 1) {
        t.app.realtimeHub.publishTickers(tickers as Ticker[]);
        await new Promise((resolve) => setImmediate(resolve));
      }
    }

    async function subscribeTickers(url: string) {
      const socket = await TestSocket.open(url);
      socket.send({ op: 'subscribe', channels: ['tickers'] });
      const snapshot = await socket.next(ofType('snapshot', 'tickers'));
      return { socket, tickers: snapshot.data };
    }

    it('misses updates instead of buffering them, and sees the gap', async () => {
      await t.rebuild({ overrides: { realtime: { slowConsumerBytes: 16 * 1024 } } });
      const url = await listen(t);
      const slow = await subscribeTickers(url);
      const fast = await subscribeTickers(url);
      slow.socket.ws.pause();
      await flood(t, fast.tickers);
      await fast.socket.sync();
      expect(fast.socket.take('tickers').map((m) => m.seq)).toEqual(
        Array.from({ length: 1_500 }, (_, i) => i + 2),
      );

      slow.socket.ws.resume();
      await slow.socket.sync();
      const seqs = slow.socket.take('tickers').map((m) => m.seq as number);
      expect(seqs.length).toBeLessThan(1_500);
      expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 2));
      // Caught up, it gets the next update, whose sequence number jumps over everything it missed.
      t.app.realtimeHub.publishTickers(fast.tickers as Ticker[]);
      expect(await slow.socket.next(ofType('update', 'tickers'))).toMatchObject({ seq: 1_502 });
      expect(slow.socket.isOpen).toBe(true);
    });

    it('is dropped when it stays behind', async () => {
      await t.rebuild({ overrides: { realtime: { slowConsumerBytes: 16 * 1024, slowConsumerMs: 100 } } });
      const url = await listen(t);
      const slow = await subscribeTickers(url);
      slow.socket.ws.pause();
      await flood(t, slow.tickers);
      await new Promise((resolve) => setTimeout(resolve, 150));
      t.app.realtimeHub.publishTickers(slow.tickers as Ticker[]);
      slow.socket.ws.resume();
      expect((await slow.socket.closed).code).toBe(1006);
      expect(t.app.realtimeHub.counts().subscriptions).toBe(0);
    });
  });

  it("keeps nothing of the upgrade's HTTP exchange once the socket is open", async () => {
    const url = await listen(t);
    let upgrade: WeakRef<object> | undefined;
    t.app.websocketServer.once('connection', (_socket, request) => {
      upgrade = new WeakRef(request);
    });
    const socket = await TestSocket.open(url);
    socket.send({ op: 'subscribe', channels: ['tickers'] });
    await socket.next(ofType('snapshot', 'tickers'));
    const [server] = t.app.websocketServer.clients;
    // The connection's own error listener only (the plugin's held the route's request and reply).
    expect(server?.listenerCount('error')).toBe(1);
    // A WeakRef made in this task holds its target until the task ends.
    await new Promise((resolve) => setImmediate(resolve));
    gc();
    expect(upgrade).toBeDefined();
    expect(upgrade?.deref()).toBeUndefined();
    socket.send({ op: 'ping', id: 'after' });
    expect(await socket.next(ofType('pong'))).toMatchObject({ id: 'after' });
  });

  it('closes the connection on an oversized frame', async () => {
    const socket = await TestSocket.open(await listen(t));
    socket.send({ op: 'ping', id: 'x'.repeat(17 * 1024) });
    expect((await socket.closed).code).toBe(1009);
  });

  it('pings clients and keeps those that answer', async () => {
    await withShortHeartbeat();
    const socket = await TestSocket.open(await listen(t));
    let pings = 0;
    socket.ws.on('ping', () => {
      pings += 1;
    });
    // Three beats whenever they come: on a loaded machine the server's timer runs late, and a fixed 5 beats'
    // sleep could end before the third ping.
    await expect.poll(() => pings, { timeout: HEARTBEAT_MS * 50 }).toBeGreaterThanOrEqual(3);
    expect(socket.isOpen).toBe(true);
    socket.send({ op: 'ping' });
    expect(await socket.next(ofType('pong'))).toEqual({ type: 'pong', time: WEDNESDAY });
  });

  it('drops a connection at the first beat after a ping it left unanswered', async () => {
    await withShortHeartbeat();
    const url = await listen(t);
    const dead = await TestSocket.open(url, { autoPong: false });
    dead.send({ op: 'subscribe', channels: ['tickers'] });
    await dead.next(ofType('snapshot', 'tickers'));
    expect((await dead.closed).code).toBe(1006);
    // Counted in beats, not in wall-clock time (once under 4 beats, 600 ms, which a loaded machine's late
    // timers overran): one ping left unanswered, and the next beat drops it.
    expect(dead.pings).toBe(1);
    await expect.poll(() => t.app.realtimeHub.counts().subscriptions).toBe(0);
  });
});
