import type { Candle, Ticker } from '@halcyon/api';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../../test/realtime.ts';
import { marketKeys } from '../markets/market-keys.ts';
import { klineSink, tickerSink } from './market-sinks.ts';
import { type ConnectionStatus, createRealtimeClient, type RealtimeClient } from './realtime-client.ts';

const ticker = (symbol: string, price: string): Ticker => ({
  symbol,
  price,
  open24h: '100',
  high24h: '110',
  low24h: '90',
  volume24h: '1000',
  quoteVolume24h: '100000',
  priceChange: '1',
  priceChangePercent: '1',
  time: 1,
  stale: false,
  marketOpen: true,
});

const candle = (openTime: number, close: string): Candle => ({
  openTime,
  open: '100',
  high: '110',
  low: '90',
  close,
  volume: '5',
});

let hidden = false;
let visibilityListener: (() => void) | null = null;
let received: Ticker[][];
let statuses: ConnectionStatus[];
let lostReports: string[][];
let refusedReports: string[][];
let queryClient: QueryClient;
let client: RealtimeClient;

const latest = () => FakeSocket.all.at(-1) as FakeSocket;
const flush = () => Promise.resolve();

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
  hidden = false;
  received = [];
  statuses = [];
  lostReports = [];
  refusedReports = [];
  queryClient = new QueryClient();
  client = createRealtimeClient({
    url: () => 'ws://test/api/uniapp/ws',
    createSocket: (url) => new FakeSocket(url),
    sinks: [tickerSink((tickers) => received.push([...tickers])), klineSink(queryClient)],
    visibility: {
      isHidden: () => hidden,
      onChange(listener) {
        visibilityListener = listener;
        return () => {
          visibilityListener = null;
        };
      },
    },
    random: () => 0.5,
    backoffBaseMs: 1_000,
    backoffMaxMs: 8_000,
    pingIntervalMs: 20_000,
    pongTimeoutMs: 5_000,
    lingerMs: 1_000,
    onStatus: (status) => statuses.push(status),
    onLost: (lost) => lostReports.push(lost),
    onRefused: (refused) => refusedReports.push(refused),
    log: () => {},
  });
});

afterEach(() => {
  client.dispose();
  vi.useRealTimers();
});

async function openWith(...channels: string[]) {
  const releases = channels.map((channel) => client.subscribe(channel));
  latest().open();
  await flush();
  return releases;
}

describe('realtime client', () => {
  it('connects on first subscription and subscribes every channel in one message', async () => {
    expect(FakeSocket.all).toHaveLength(0);
    await openWith('tickers', 'kline.BTCUSDT.1m');
    expect(FakeSocket.all).toHaveLength(1);
    expect(latest().url).toBe('ws://test/api/uniapp/ws');
    expect(latest().ops('subscribe')).toEqual([
      { op: 'subscribe', channels: ['tickers', 'kline.BTCUSDT.1m'] },
    ]);
    expect(statuses).toEqual(['connecting', 'open']);
  });

  it('applies the snapshot, then updates in sequence', async () => {
    await openWith('tickers');
    latest().push({ type: 'subscribed', channels: ['tickers'] });
    latest().push({
      type: 'snapshot',
      channel: 'tickers',
      seq: 1,
      time: 1,
      data: [ticker('BTC/USDT', '100')],
    });
    latest().push({
      type: 'update',
      channel: 'tickers',
      seq: 2,
      time: 2,
      data: [ticker('BTC/USDT', '101.5')],
    });
    latest().push({
      type: 'update',
      channel: 'tickers',
      seq: 3,
      time: 3,
      data: [ticker('ETH/USDT', '3000')],
    });
    expect(received.map((batch) => batch.map((t) => `${t.symbol}=${t.price}`))).toEqual([
      ['BTC/USDT=100'],
      ['BTC/USDT=101.5'],
      ['ETH/USDT=3000'],
    ]);
  });

  it('ignores updates that arrive before the snapshot, and repeated ones', async () => {
    await openWith('tickers');
    latest().push({ type: 'update', channel: 'tickers', seq: 7, time: 1, data: [ticker('BTC/USDT', '1')] });
    latest().push({ type: 'snapshot', channel: 'tickers', seq: 8, time: 2, data: [ticker('BTC/USDT', '2')] });
    latest().push({ type: 'update', channel: 'tickers', seq: 8, time: 2, data: [ticker('BTC/USDT', '3')] });
    expect(received.map((batch) => batch[0]?.price)).toEqual(['2']);
  });

  it('on a sequence gap drops the update and resubscribes for a fresh snapshot', async () => {
    await openWith('tickers');
    latest().push({ type: 'snapshot', channel: 'tickers', seq: 1, time: 1, data: [ticker('BTC/USDT', '1')] });
    latest().push({ type: 'update', channel: 'tickers', seq: 3, time: 3, data: [ticker('BTC/USDT', '3')] });
    await flush();
    expect(latest().sent.slice(1)).toEqual([
      { op: 'unsubscribe', channels: ['tickers'], id: 'client' },
      { op: 'subscribe', channels: ['tickers'] },
    ]);
    // Updates of the old stream are not applied until the new snapshot arrives.
    latest().push({ type: 'update', channel: 'tickers', seq: 4, time: 4, data: [ticker('BTC/USDT', '4')] });
    latest().push({ type: 'snapshot', channel: 'tickers', seq: 1, time: 5, data: [ticker('BTC/USDT', '5')] });
    latest().push({ type: 'update', channel: 'tickers', seq: 2, time: 6, data: [ticker('BTC/USDT', '6')] });
    expect(received.map((batch) => batch[0]?.price)).toEqual(['1', '5', '6']);
  });

  it('reconnects with exponential backoff and jitter, then resubscribes every channel', async () => {
    await openWith('tickers', 'ticker.BTCUSDT');
    latest().serverClose();
    expect(statuses.at(-1)).toBe('reconnecting');
    // attempt 0: 1000 ms capped, half fixed + half * 0.5 random = 750 ms
    await vi.advanceTimersByTimeAsync(749);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(2);
    // It fails again before opening: attempt 1 waits 1500 ms.
    latest().serverClose();
    await vi.advanceTimersByTimeAsync(1_499);
    expect(FakeSocket.all).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(3);
    latest().open();
    await flush();
    expect(latest().ops('subscribe')).toEqual([{ op: 'subscribe', channels: ['tickers', 'ticker.BTCUSDT'] }]);
    expect(statuses.at(-1)).toBe('open');
    // A snapshot is needed again after the reconnect: an update alone is not applied.
    latest().push({ type: 'update', channel: 'tickers', seq: 2, time: 1, data: [ticker('BTC/USDT', '9')] });
    expect(received).toEqual([]);
  });

  it('caps the backoff', async () => {
    await openWith('tickers');
    for (let i = 0; i < 6; i += 1) {
      latest().serverClose();
      await vi.advanceTimersByTimeAsync(8_000);
    }
    const count = FakeSocket.all.length;
    latest().serverClose();
    await vi.advanceTimersByTimeAsync(5_999);
    expect(FakeSocket.all).toHaveLength(count);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(count + 1);
  });

  it('pauses while the page is hidden and resumes with fresh snapshots when it is shown', async () => {
    await openWith('tickers');
    latest().push({ type: 'snapshot', channel: 'tickers', seq: 1, time: 1, data: [ticker('BTC/USDT', '1')] });
    hidden = true;
    visibilityListener?.();
    expect(latest().closed).toBe(true);
    expect(client.status()).toBe('paused');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(1);

    hidden = false;
    visibilityListener?.();
    expect(FakeSocket.all).toHaveLength(2);
    latest().open();
    await flush();
    expect(latest().ops('subscribe')).toEqual([{ op: 'subscribe', channels: ['tickers'] }]);
  });

  it('ignores bad messages: unreadable JSON, unknown shapes, invalid data', async () => {
    await openWith('tickers');
    latest().push('{not json');
    latest().push({ type: 'mystery', channel: 'tickers' });
    latest().push({
      type: 'snapshot',
      channel: 'tickers',
      seq: 1,
      time: 1,
      data: [{ symbol: 'BTC/USDT', price: 1 }],
    });
    expect(received).toEqual([]);
    // A float where a decimal string belongs is refused too; the stream goes on.
    latest().push({ type: 'snapshot', channel: 'tickers', seq: 2, time: 1, data: [ticker('BTC/USDT', '7')] });
    latest().push({
      type: 'update',
      channel: 'tickers',
      seq: 3,
      time: 1,
      data: [{ ...ticker('BTC/USDT', '8'), price: 8 }],
    });
    latest().push({ type: 'update', channel: 'tickers', seq: 4, time: 1, data: [ticker('BTC/USDT', '9')] });
    latest().push({ type: 'error', code: 'UNKNOWN_CHANNEL', message: 'no', channel: 'x' });
    expect(received.map((batch) => batch[0]?.price)).toEqual(['7', '9']);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('counts references: unsubscribes only when the last holder lets go, after a linger', async () => {
    const [first] = await openWith('tickers');
    const second = client.subscribe('tickers');
    first?.();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(latest().ops('unsubscribe')).toEqual([]);
    second();
    await vi.advanceTimersByTimeAsync(999);
    expect(latest().ops('unsubscribe')).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(latest().ops('unsubscribe')).toEqual([{ op: 'unsubscribe', channels: ['tickers'], id: 'client' }]);
    expect(client.channels()).toEqual([]);
  });

  it('holding a channel again during its linger sends nothing', async () => {
    const [release] = await openWith('tickers');
    release?.();
    await vi.advanceTimersByTimeAsync(500);
    client.subscribe('tickers');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(latest().sent).toEqual([{ op: 'subscribe', channels: ['tickers'] }]);
  });

  it('held again just as its linger runs out, the channel is unsubscribed then subscribed, for a snapshot', async () => {
    const [release] = await openWith('tickers');
    release?.();
    // The linger runs out and queues the unsubscribe; the channel is held again before that is sent.
    vi.advanceTimersByTime(1_000);
    client.subscribe('tickers');
    await flush();
    expect(latest().sent.slice(1)).toEqual([
      { op: 'unsubscribe', channels: ['tickers'], id: 'client' },
      { op: 'subscribe', channels: ['tickers'] },
    ]);
  });

  it('pings and reconnects when nothing answers', async () => {
    await openWith('tickers');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(latest().ops('ping')).toEqual([{ op: 'ping' }]);
    latest().push({ type: 'pong', time: 1 });
    await vi.advanceTimersByTimeAsync(19_999);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1 + 5_000);
    expect(statuses.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('writes kline pushes into the chart query: snapshot merged, forming candle replaced', async () => {
    const key = marketKeys.kline('BTCUSDT', '1m');
    queryClient.setQueryData<Candle[]>(key, [candle(0, '1'), candle(60_000, '2')]);
    await openWith('kline.BTCUSDT.1m');
    latest().push({
      type: 'snapshot',
      channel: 'kline.BTCUSDT.1m',
      seq: 1,
      time: 1,
      data: [candle(60_000, '2.5'), candle(120_000, '3')],
    });
    latest().push({
      type: 'update',
      channel: 'kline.BTCUSDT.1m',
      seq: 2,
      time: 2,
      data: candle(120_000, '3.25'),
    });
    latest().push({
      type: 'update',
      channel: 'kline.BTCUSDT.1m',
      seq: 3,
      time: 3,
      data: candle(180_000, '4'),
    });
    expect(queryClient.getQueryData<Candle[]>(key)?.map((c) => `${c.openTime}:${c.close}`)).toEqual([
      '0:1',
      '60000:2.5',
      '120000:3.25',
      '180000:4',
    ]);
  });
});

describe('channels the server drops', () => {
  const channel = 'kline.BTCUSDT.1m';
  const dropped = (name = channel) => latest().push({ type: 'unsubscribed', channels: [name] });
  const subscribes = () => latest().ops('subscribe').length;
  /** Advances a second at a time, answering pings, until the client subscribes again; the seconds taken. */
  async function secondsToResubscribe(): Promise<number> {
    const before = subscribes();
    for (let seconds = 1; seconds <= 60; seconds += 1) {
      await vi.advanceTimersByTimeAsync(1_000);
      latest().push({ type: 'pong', time: seconds });
      if (subscribes() > before) return seconds;
    }
    return Number.POSITIVE_INFINITY;
  }

  it('asks again for a channel the server dropped: 1 s, doubling to 30 s, from 1 s again after a snapshot', async () => {
    await openWith(channel);
    latest().push({ type: 'snapshot', channel, seq: 1, time: 1, data: [candle(0, '1')] });
    dropped();
    // Its screens poll meanwhile: the channel is reported lost until it is asked for again.
    expect(lostReports).toEqual([[channel]]);
    expect(client.status()).toBe('open');
    const delays = [await secondsToResubscribe()];
    expect(lostReports.at(-1)).toEqual([]);
    for (let i = 0; i < 6; i += 1) {
      dropped();
      delays.push(await secondsToResubscribe());
    }
    expect(delays).toEqual([1, 2, 4, 8, 16, 30, 30]);
    // A plain subscribe, never an unsubscribe first: the server no longer holds the channel.
    expect(latest().ops('unsubscribe')).toEqual([]);
    expect(latest().sent.at(-1)).toEqual({ op: 'subscribe', channels: [channel] });
    latest().push({ type: 'snapshot', channel, seq: 1, time: 2, data: [candle(0, '2')] });
    dropped();
    expect(await secondsToResubscribe()).toBe(1);
  });

  it('the answer to its own unsubscribe (a resync after a gap) is not a drop', async () => {
    await openWith('tickers');
    latest().push({ type: 'snapshot', channel: 'tickers', seq: 1, time: 1, data: [ticker('BTC/USDT', '1')] });
    latest().push({ type: 'update', channel: 'tickers', seq: 3, time: 3, data: [ticker('BTC/USDT', '3')] });
    await flush();
    latest().push({ type: 'unsubscribed', channels: ['tickers'], id: 'client' });
    latest().push({ type: 'subscribed', channels: ['tickers'] });
    expect(await secondsToResubscribe()).toBe(Number.POSITIVE_INFINITY);
    expect(latest().ops('subscribe')).toHaveLength(2);
    expect(lostReports).toEqual([]);
    latest().push({ type: 'snapshot', channel: 'tickers', seq: 1, time: 5, data: [ticker('BTC/USDT', '5')] });
    expect(received.map((batch) => batch[0]?.price)).toEqual(['1', '5']);
  });

  it('a dropped channel let go before its retry is not asked for again, nor reported lost', async () => {
    const [release] = await openWith(channel, 'tickers');
    dropped();
    expect(lostReports).toEqual([[channel]]);
    release?.();
    expect(lostReports.at(-1)).toEqual([]);
    expect(await secondsToResubscribe()).toBe(Number.POSITIVE_INFINITY);
    expect(latest().ops('subscribe')).toEqual([{ op: 'subscribe', channels: [channel, 'tickers'] }]);
  });

  it('a channel refused by the subscribe budget is asked for again after 1 s; one refused for holding too many is not', async () => {
    await openWith(channel, 'tickers');
    const refuse = (code: string, name: string) =>
      latest().push({ type: 'error', code, message: 'refused', channel: name });
    refuse('SUBSCRIBE_RATE_LIMITED', channel);
    expect(lostReports.at(-1)).toEqual([channel]);
    expect(await secondsToResubscribe()).toBe(1);
    expect(latest().sent.at(-1)).toEqual({ op: 'subscribe', channels: [channel] });
    refuse('TOO_MANY_CHANNELS', 'tickers');
    expect(lostReports.at(-1)).toEqual(['tickers']);
    expect(await secondsToResubscribe()).toBe(Number.POSITIVE_INFINITY);
  });

  it('a channel the server does not know is let go, its holders told, and never asked for again', async () => {
    const unknown = 'kline.NOPEUSDT.1m';
    const [holder] = await openWith(unknown, 'tickers');
    latest().push({ type: 'error', code: 'UNKNOWN_CHANNEL', message: 'Unknown channel', channel: unknown });
    // Not counted as subscribed any more, nor as lost (lost ones are asked for again): refused.
    expect(client.channels()).toEqual(['tickers']);
    expect(refusedReports).toEqual([[unknown]]);
    expect(lostReports).toEqual([]);
    expect(await secondsToResubscribe()).toBe(Number.POSITIVE_INFINITY);
    // A second screen holding it meanwhile is told the same, and nothing is asked.
    const second = client.subscribe(unknown);
    expect(latest().ops('subscribe')).toHaveLength(1);
    // A reconnect asks for the channels still wanted, not the refused one.
    latest().serverClose();
    await vi.advanceTimersByTimeAsync(1_000);
    latest().open();
    await flush();
    expect(latest().ops('subscribe')).toEqual([{ op: 'subscribe', channels: ['tickers'] }]);
    expect(refusedReports.at(-1)).toEqual([unknown]);
    // Its holders letting go send nothing (the server never had it) and end the refusal.
    holder?.();
    second();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(latest().ops('unsubscribe')).toEqual([]);
    expect(refusedReports.at(-1)).toEqual([]);
    expect(client.channels()).toEqual(['tickers']);
  });

  it('a reconnect ends the wait: the new connection asks for every channel at once', async () => {
    await openWith(channel);
    dropped();
    latest().serverClose();
    expect(lostReports.at(-1)).toEqual([]);
    await vi.advanceTimersByTimeAsync(750);
    latest().open();
    await flush();
    expect(latest().ops('subscribe')).toEqual([{ op: 'subscribe', channels: [channel] }]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(latest().ops('subscribe')).toHaveLength(1);
  });
});
