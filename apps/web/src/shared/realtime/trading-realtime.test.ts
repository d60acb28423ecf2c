import type { DepthSnapshot, PublicTrade } from '@halcyon/api';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../../test/realtime.ts';
import { accountKeys } from '../account/account-keys.ts';
import { marketKeys } from '../markets/market-keys.ts';
import type { BalanceUpdate } from '../session/session-store.ts';
import { supportKeys } from '../support/support-cache.ts';
import { createRealtimeClient, type RealtimeClient } from './realtime-client.ts';
import { depthSink, RECENT_TRADES_CAP, tradesSink } from './trading-sinks.ts';
import { userSink } from './user-sink.ts';

let token: string | null;
let tokenListeners: Array<() => void>;
let balances: BalanceUpdate[];
let queryClient: QueryClient;
let client: RealtimeClient;
const latest = () => FakeSocket.all.at(-1) as FakeSocket;
const flush = () => Promise.resolve();
const setToken = (next: string | null) => {
  token = next;
  for (const listener of tokenListeners) listener();
};

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
  token = null;
  tokenListeners = [];
  balances = [];
  queryClient = new QueryClient();
  client = createRealtimeClient({
    url: () => 'ws://test/ws',
    createSocket: (url) => new FakeSocket(url),
    auth: {
      token: () => token,
      onChange(listener) {
        tokenListeners.push(listener);
        return () => {
          tokenListeners = tokenListeners.filter((l) => l !== listener);
        };
      },
    },
    sinks: [
      depthSink(queryClient),
      tradesSink(queryClient),
      userSink(queryClient, (update) => balances.push(update)),
    ],
    random: () => 0.5,
    backoffBaseMs: 1_000,
    log: () => {},
  });
});

afterEach(() => {
  client.dispose();
  vi.useRealTimers();
});

async function openWith(...channels: string[]) {
  for (const channel of channels) client.subscribe(channel);
  latest().open();
  await flush();
}

const snapshot = (lastUpdateId: number, bids: [string, string][], asks: [string, string][]) => ({
  symbol: 'BTC/USDT',
  lastUpdateId,
  bids,
  asks,
  time: 1,
});
const diff = (first: number, last: number, bids: [string, string][], asks: [string, string][] = []) => ({
  symbol: 'BTC/USDT',
  firstUpdateId: first,
  lastUpdateId: last,
  bids,
  asks,
  time: last,
});
const book = () => queryClient.getQueryData<DepthSnapshot>(marketKeys.depth('BTCUSDT'));

describe('depth sink', () => {
  it('applies the snapshot, then diffs in update-id order: set, add, remove with "0"', async () => {
    await openWith('depth.BTCUSDT');
    const channel = 'depth.BTCUSDT';
    latest().push({
      type: 'snapshot',
      channel,
      seq: 1,
      time: 1,
      data: snapshot(
        10,
        [
          ['100.5', '2'],
          ['100', '1'],
        ],
        [
          ['101', '3'],
          ['102', '4'],
        ],
      ),
    });
    latest().push({
      type: 'update',
      channel,
      seq: 2,
      time: 2,
      data: diff(
        11,
        12,
        [
          ['100.7', '0.25'],
          ['100', '0'],
        ],
        [['101', '1.5']],
      ),
    });
    latest().push({
      type: 'update',
      channel,
      seq: 3,
      time: 3,
      data: diff(13, 13, [['99.9', '7']], [['102.0', '0']]),
    });
    expect(book()).toEqual({
      symbol: 'BTC/USDT',
      lastUpdateId: 13,
      bids: [
        ['100.7', '0.25'],
        ['100.5', '2'],
        ['99.9', '7'],
      ],
      asks: [['101', '1.5']],
      time: 13,
    });
    // An old diff (ids already covered) changes nothing and needs no resync.
    latest().push({ type: 'update', channel, seq: 4, time: 4, data: diff(12, 13, [['100.5', '9']]) });
    expect(book()?.bids[1]).toEqual(['100.5', '2']);
    await flush();
    expect(latest().sent.filter((m) => m.op === 'unsubscribe')).toEqual([]);
  });

  it('a gap in update ids resubscribes for a fresh snapshot and keeps the book as it was', async () => {
    await openWith('depth.BTCUSDT');
    const channel = 'depth.BTCUSDT';
    latest().push({ type: 'snapshot', channel, seq: 1, time: 1, data: snapshot(10, [['100', '1']], []) });
    latest().push({ type: 'update', channel, seq: 2, time: 2, data: diff(12, 14, [['100', '5']]) });
    await flush();
    expect(latest().sent.slice(1)).toEqual([
      { op: 'unsubscribe', channels: ['depth.BTCUSDT'], id: 'client' },
      { op: 'subscribe', channels: ['depth.BTCUSDT'] },
    ]);
    expect(book()?.bids).toEqual([['100', '1']]);
    // Until the new snapshot, the old stream's updates are not applied.
    latest().push({ type: 'update', channel, seq: 3, time: 3, data: diff(15, 15, [['100', '6']]) });
    expect(book()?.bids).toEqual([['100', '1']]);
    latest().push({ type: 'snapshot', channel, seq: 1, time: 4, data: snapshot(20, [['100', '8']], []) });
    latest().push({ type: 'update', channel, seq: 2, time: 5, data: diff(21, 21, [['99', '1']]) });
    expect(book()?.bids).toEqual([
      ['100', '8'],
      ['99', '1'],
    ]);
  });
});

const trade = (id: number, price: string): PublicTrade => ({
  tradeId: `t${id}`,
  symbol: 'BTC/USDT',
  price,
  quantity: '0.1',
  takerSide: id % 2 === 0 ? 'buy' : 'sell',
  time: id,
});

describe('trades sink', () => {
  it('keeps the newest first: a match (oldest first) goes on top, the list stops at the cap', async () => {
    await openWith('trades.BTCUSDT');
    const channel = 'trades.BTCUSDT';
    const initial = Array.from({ length: RECENT_TRADES_CAP }, (_, i) => trade(RECENT_TRADES_CAP - i, '100'));
    latest().push({ type: 'snapshot', channel, seq: 1, time: 1, data: initial });
    latest().push({
      type: 'update',
      channel,
      seq: 2,
      time: 2,
      data: [trade(1001, '101'), trade(1002, '102')],
    });
    const list = queryClient.getQueryData<PublicTrade[]>(marketKeys.trades('BTCUSDT')) ?? [];
    expect(list).toHaveLength(RECENT_TRADES_CAP);
    expect(list.slice(0, 3).map((t) => `${t.tradeId}@${t.price}`)).toEqual([
      't1002@102',
      't1001@101',
      't500@100',
    ]);
    expect(list.at(-1)?.tradeId).toBe('t3');
  });
});

describe('auth and the user channel', () => {
  it('authenticates on open before subscribing, again after a reconnect and when the token changes', async () => {
    token = 'access-1';
    await openWith('user');
    expect(latest().sent).toEqual([
      { op: 'auth', token: 'access-1' },
      { op: 'subscribe', channels: ['user'] },
    ]);
    setToken('access-2');
    expect(latest().sent.at(-1)).toEqual({ op: 'auth', token: 'access-2' });

    latest().serverClose();
    await vi.advanceTimersByTimeAsync(1_000);
    latest().open();
    await flush();
    expect(latest().sent).toEqual([
      { op: 'auth', token: 'access-2' },
      { op: 'subscribe', channels: ['user'] },
    ]);
  });

  it('a user channel refused before login is asked for again after the auth', async () => {
    await openWith('user');
    expect(latest().sent).toEqual([{ op: 'subscribe', channels: ['user'] }]);
    latest().push({ type: 'error', code: 'AUTH_REQUIRED', message: 'log in', channel: 'user' });
    setToken('access-9');
    await flush();
    expect(latest().sent.slice(1)).toEqual([
      { op: 'auth', token: 'access-9' },
      { op: 'subscribe', channels: ['user'] },
    ]);
  });

  it('a re-auth the server refuses (AUTH_FAILED, unsubscribed user) authenticates again, then resubscribes', async () => {
    token = 'access-1';
    await openWith('user', 'depth.BTCUSDT');
    latest().push({ type: 'snapshot', channel: 'user', seq: 1, time: 1, data: null });
    setToken('access-2');
    // The server refuses the new token (its check failed) and ends the private channel; a book load fails too.
    latest().push({ type: 'error', code: 'AUTH_FAILED', message: 'refused' });
    latest().push({ type: 'unsubscribed', channels: ['depth.BTCUSDT'] });
    latest().push({ type: 'unsubscribed', channels: ['user'] });
    const before = latest().sent.length;
    await vi.advanceTimersByTimeAsync(999);
    expect(latest().sent).toHaveLength(before);
    await vi.advanceTimersByTimeAsync(1);
    // One auth, ahead of both subscribes: the server answers in order.
    const retried = latest().sent.slice(before);
    expect(retried[0]).toEqual({ op: 'auth', token: 'access-2' });
    expect(retried.filter((message) => message.op === 'auth')).toHaveLength(1);
    expect(retried.slice(1).flatMap((message) => message.channels)).toEqual(['depth.BTCUSDT', 'user']);
    expect(latest().ops('unsubscribe')).toEqual([]);
  });

  it('a refused re-auth with no token left waits for the next login', async () => {
    token = 'access-1';
    await openWith('user');
    latest().push({ type: 'snapshot', channel: 'user', seq: 1, time: 1, data: null });
    token = null;
    latest().push({ type: 'error', code: 'AUTH_FAILED', message: 'refused' });
    latest().push({ type: 'unsubscribed', channels: ['user'] });
    // The client cannot tell a private channel from a public one: it asks once, and the refusal ends it.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(latest().sent.slice(2)).toEqual([{ op: 'subscribe', channels: ['user'] }]);
    latest().push({ type: 'error', code: 'AUTH_REQUIRED', message: 'log in', channel: 'user' });
    await vi.advanceTimersByTimeAsync(15_000);
    expect(latest().ops('subscribe')).toHaveLength(2);
    setToken('access-3');
    await flush();
    expect(latest().sent.slice(3, 5)).toEqual([
      { op: 'auth', token: 'access-3' },
      { op: 'subscribe', channels: ['user'] },
    ]);
  });

  it('sends no auth without a token', async () => {
    await openWith('depth.BTCUSDT');
    expect(latest().sent).toEqual([{ op: 'subscribe', channels: ['depth.BTCUSDT'] }]);
    setToken(null);
    expect(latest().sent).toHaveLength(1);
  });

  it('a balance lands in the session store with its total; pushes invalidate the account queries', async () => {
    token = 'access-1';
    await openWith('user');
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    latest().push({ type: 'snapshot', channel: 'user', seq: 1, time: 1, data: null });
    latest().push({
      type: 'update',
      channel: 'user',
      seq: 2,
      time: 2,
      data: {
        kind: 'balance',
        balance: { currency: 'USDT', available: '9357.25', frozen: '642.75', time: 2 },
      },
    });
    expect(balances).toEqual([{ currency: 'USDT', available: '9357.25', frozen: '642.75', total: '10000' }]);
    expect(spy.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      // The snapshot (also after a reconnect or a gap) re-reads all the account's queries.
      accountKeys.all,
      accountKeys.assets,
      accountKeys.spotBalance,
    ]);
    spy.mockClear();
    latest().push({
      type: 'update',
      channel: 'user',
      seq: 3,
      time: 3,
      data: { kind: 'contract-mark', mark: { orderNo: 'c1', symbol: 'BTC/USDT', price: '1', time: 3 } },
    });
    expect(spy).not.toHaveBeenCalled();
    latest().push({
      type: 'update',
      channel: 'user',
      seq: 4,
      time: 4,
      data: {
        kind: 'order',
        order: {
          orderId: 'o1',
          clientOrderId: null,
          symbol: 'BTC/USDT',
          side: 'buy',
          type: 'limit',
          price: '100',
          quantity: '1',
          quoteAmount: null,
          filledQuantity: '0',
          filledQuote: '0',
          averagePrice: null,
          fee: '0',
          status: 'pending',
          createdAt: 1,
          updatedAt: 1,
        },
      },
    });
    expect(spy.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([accountKeys.spot]);
  });

  /** One query under every key a push refreshes, and one that no push touches. */
  const pushedKeys = [
    accountKeys.assets,
    accountKeys.spotBalance,
    accountKeys.spotPending('BTCUSDT', 1),
    accountKeys.contractsOpen,
    accountKeys.contract('c1'),
    accountKeys.rechargeList('all', 1, 10),
    accountKeys.recharge('r1'),
    accountKeys.withdrawalList('all', 1, 10),
    accountKeys.withdrawal('w1'),
    ['account', 'kyc'],
    supportKeys.thread,
    supportKeys.unread,
  ];
  const seedQueries = () => {
    for (const key of [...pushedKeys, marketKeys.depth('BTCUSDT')]) queryClient.setQueryData(key, {});
  };
  const stale = () =>
    pushedKeys.filter((key) => queryClient.getQueryState(key)?.isInvalidated).map((key) => key.join('/'));
  const everyPushedKey = pushedKeys.map((key) => key.join('/'));

  it('a reconnect re-reads every query a push refreshes: balances, orders, finance, contracts, KYC, chat', async () => {
    token = 'access-1';
    await openWith('user');
    latest().push({ type: 'snapshot', channel: 'user', seq: 1, time: 1, data: null });
    seedQueries();
    latest().serverClose();
    await vi.advanceTimersByTimeAsync(1_000);
    latest().open();
    await flush();
    expect(stale()).toEqual([]);
    latest().push({ type: 'snapshot', channel: 'user', seq: 1, time: 2, data: null });
    expect(stale()).toEqual(everyPushedKey);
    expect(queryClient.getQueryState(marketKeys.depth('BTCUSDT'))?.isInvalidated).toBe(false);
  });

  it('a sequence gap resubscribes the user channel, and its new snapshot re-reads the same queries', async () => {
    token = 'access-1';
    await openWith('user');
    latest().push({ type: 'snapshot', channel: 'user', seq: 1, time: 1, data: null });
    seedQueries();
    latest().push({
      type: 'update',
      channel: 'user',
      seq: 3,
      time: 3,
      data: { kind: 'contract-mark', mark: { orderNo: 'c1', symbol: 'BTC/USDT', price: '1', time: 3 } },
    });
    await flush();
    expect(latest().sent.slice(2)).toEqual([
      { op: 'unsubscribe', channels: ['user'], id: 'client' },
      { op: 'subscribe', channels: ['user'] },
    ]);
    latest().push({ type: 'snapshot', channel: 'user', seq: 1, time: 4, data: null });
    expect(stale()).toEqual(everyPushedKey);
  });
});
