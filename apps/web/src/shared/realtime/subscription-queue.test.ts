import { type ClientMessage, MARKET_LIMITS } from '@halcyon/api';
import { beforeEach, describe, expect, it } from 'vitest';
import { chunks, SubscriptionQueue } from './subscription-queue.ts';

let sent: ClientMessage[];
let open: boolean;
let queue: SubscriptionQueue;
const tick = () => Promise.resolve();

beforeEach(() => {
  sent = [];
  open = true;
  queue = new SubscriptionQueue({ send: (message) => sent.push(message), isOpen: () => open });
});

describe('SubscriptionQueue', () => {
  it('gathers the requests of a tick into one message', async () => {
    queue.subscribe('tickers', false);
    queue.subscribe('kline.BTCUSDT.1m', false);
    expect(sent).toEqual([]);
    await tick();
    expect(sent).toEqual([{ op: 'subscribe', channels: ['tickers', 'kline.BTCUSDT.1m'] }]);
  });

  it('a restart unsubscribes first, marked as our own', async () => {
    queue.subscribe('tickers', true);
    await tick();
    expect(sent).toEqual([
      { op: 'unsubscribe', channels: ['tickers'], id: 'client' },
      { op: 'subscribe', channels: ['tickers'] },
    ]);
  });

  it('an unsubscribe takes back a subscribe of the same tick; a later subscribe keeps the unsubscribe', async () => {
    queue.subscribe('tickers', false);
    queue.unsubscribe('tickers');
    await tick();
    expect(sent).toEqual([{ op: 'unsubscribe', channels: ['tickers'], id: 'client' }]);
    sent = [];
    queue.unsubscribe('depth.BTCUSDT');
    queue.subscribe('depth.BTCUSDT', false);
    await tick();
    expect(sent).toEqual([
      { op: 'unsubscribe', channels: ['depth.BTCUSDT'], id: 'client' },
      { op: 'subscribe', channels: ['depth.BTCUSDT'] },
    ]);
  });

  it('keeps what is queued while the socket is not open, and sends it on the next flush', async () => {
    open = false;
    queue.subscribe('tickers', false);
    await tick();
    expect(sent).toEqual([]);
    open = true;
    queue.subscribe('ticker.BTCUSDT', false);
    await tick();
    expect(sent).toEqual([{ op: 'subscribe', channels: ['tickers', 'ticker.BTCUSDT'] }]);
  });

  it('forgets what is queued when cleared', async () => {
    queue.subscribe('tickers', true);
    queue.clear();
    await tick();
    expect(sent).toEqual([]);
  });

  it('splits more channels than the server takes in one message', async () => {
    const many = Array.from({ length: MARKET_LIMITS.wsMaxChannels + 1 }, (_, i) => `ticker.C${i}USDT`);
    for (const channel of many) queue.subscribe(channel, false);
    await tick();
    expect(sent.map((message) => ('channels' in message ? message.channels.length : 0))).toEqual([
      MARKET_LIMITS.wsMaxChannels,
      1,
    ]);
  });
});

describe('chunks', () => {
  it('slices in order, the last slice holding the rest', () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunks([], 2)).toEqual([]);
  });
});
