import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FINANCE_KEYS } from '@/pages/finance/finance-api.ts';

/** A WebSocket the test drives: it records what the console sends; the test opens and closes it. */
class FakeSocket {
  static readonly OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closedByClient = false;
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closedByClient = true;
    this.readyState = 2;
  }
  serverOpen() {
    this.readyState = 1;
    this.onopen?.();
  }
  serverClosed() {
    this.readyState = 3;
    this.onclose?.();
  }
  push(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const live = () => FakeSocket.all.filter((socket) => socket.readyState < 2);

// The console's socket is one per tab (module state): every test imports a fresh one.
let socketModule: typeof import('./admin-socket.ts');
let financeModule: typeof import('@/pages/finance/use-finance-queue.ts');
let shown: boolean[];
let received: unknown[];

beforeEach(async () => {
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeSocket);
  FakeSocket.all = [];
  shown = [];
  received = [];
  vi.resetModules();
  socketModule = await import('./admin-socket.ts');
  financeModule = await import('@/pages/finance/use-finance-queue.ts');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Dashboard() {
  socketModule.useAdminChannel('dashboard', () => {});
  return null;
}

function Support() {
  shown.push(socketModule.useAdminChannel('support', () => {}));
  return null;
}

function Page({ channel }: { channel: string }) {
  socketModule.useAdminChannel(channel, (data) => received.push(data));
  return null;
}

function WithdrawalQueue() {
  financeModule.useFinanceQueue('withdrawal');
  return null;
}

type PageName = 'dashboard' | 'support';
let setPage: (page: PageName) => void = () => {};

function TwoPages() {
  const [page, set] = useState<PageName>('dashboard');
  setPage = set;
  return page === 'dashboard' ? <Dashboard /> : <Support />;
}

/** Two live pages and a way to switch between them, as the console's router does. */
function twoPages() {
  render(<TwoPages />);
  return { go: (page: PageName) => act(() => setPage(page)) };
}

it('a page change keeps one socket: the old socket closing late does not orphan its successor', () => {
  const { go } = twoPages();
  const [first] = FakeSocket.all;
  act(() => first?.serverOpen());
  go('support');
  const second = FakeSocket.all[1];
  // The browser reports the first socket's close after the second one was made.
  act(() => first?.serverClosed());
  act(() => second?.serverOpen());
  act(() => vi.advanceTimersByTime(5_000));
  expect(FakeSocket.all).toHaveLength(2);
  expect(first?.closedByClient).toBe(true);
  expect(second?.sent).toEqual([JSON.stringify({ op: 'subscribe', channels: ['support'] })]);
  go('dashboard');
  go('support');
  act(() => vi.advanceTimersByTime(5_000));
  expect(live()).toHaveLength(1);
});

it('a message of a socket already closed reaches no page', () => {
  const view = render(<Page channel="dashboard" />);
  const [first] = FakeSocket.all;
  act(() => first?.serverOpen());
  view.rerender(<Page channel="support" />);
  act(() => first?.push({ type: 'update', channel: 'support', seq: 1, time: 1, data: 'late' }));
  expect(received).toEqual([]);
});

it('the next page is not told the socket is up until its own socket opens', () => {
  const { go } = twoPages();
  act(() => FakeSocket.all[0]?.serverOpen());
  go('support');
  expect(shown.at(-1)).toBe(false);
  act(() => FakeSocket.all[1]?.serverOpen());
  // Open, but a channel is live from its snapshot (the server may still refuse or drop it).
  expect(shown.at(-1)).toBe(false);
  act(() => FakeSocket.all[1]?.push({ type: 'snapshot', channel: 'support', seq: 1, time: 1, data: null }));
  expect(shown.at(-1)).toBe(true);
});

it('a finance-queue snapshot (null) re-reads the queue: after a reconnect, what changed meanwhile shows', () => {
  const client = new QueryClient();
  client.setQueryData(FINANCE_KEYS.withdrawals, []);
  const stale = () => client.getQueryState(FINANCE_KEYS.withdrawals)?.isInvalidated;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  render(<WithdrawalQueue />, { wrapper });
  act(() => FakeSocket.all[0]?.serverOpen());
  act(() => FakeSocket.all[0]?.serverClosed());
  act(() => vi.advanceTimersByTime(1_000));
  const second = FakeSocket.all[1];
  act(() => second?.serverOpen());
  expect(stale()).toBe(false);
  act(() => second?.push({ type: 'snapshot', channel: 'finance-queue', seq: 1, time: 1, data: null }));
  expect(stale()).toBe(true);
});

describe('a channel the server ends', () => {
  const frame = (type: 'snapshot' | 'update', data: unknown) => ({
    type,
    channel: 'dashboard',
    seq: 1,
    time: 0,
    data,
  });
  const subscribes = (socket: FakeSocket | undefined) =>
    (socket?.sent ?? [])
      .map((raw) => JSON.parse(raw) as { op: string; channels: string[] })
      .filter((message) => message.op === 'subscribe' && message.channels.includes('dashboard')).length;

  function watch(staleAfterMs?: number) {
    const hook = renderHook(() =>
      socketModule.useAdminChannel('dashboard', (data) => received.push(data), staleAfterMs),
    );
    const socket = FakeSocket.all[0];
    act(() => socket?.serverOpen());
    return { hook, socket };
  }

  it('is live from its snapshot, not from the socket being open', () => {
    const { hook, socket } = watch();
    expect(subscribes(socket)).toBe(1);
    expect(hook.result.current).toBe(false);
    act(() => socket?.push(frame('snapshot', { n: 1 })));
    expect(hook.result.current).toBe(true);
    expect(received).toEqual([{ n: 1 }]);
  });

  it('is not live once dropped (its snapshot read failed), and is asked for again with backoff', () => {
    const { hook, socket } = watch();
    act(() => socket?.push(frame('snapshot', { n: 1 })));
    act(() => socket?.push({ type: 'unsubscribed', channels: ['dashboard'] }));
    expect(hook.result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1_000));
    expect(subscribes(socket)).toBe(2);
    // Dropped again before a snapshot: the next attempt waits twice as long.
    act(() => socket?.push({ type: 'unsubscribed', channels: ['dashboard'] }));
    act(() => vi.advanceTimersByTime(1_000));
    expect(subscribes(socket)).toBe(2);
    act(() => vi.advanceTimersByTime(1_000));
    expect(subscribes(socket)).toBe(3);
    act(() => socket?.push(frame('snapshot', { n: 2 })));
    expect(hook.result.current).toBe(true);
  });

  it('is not live after the server refuses it, and is asked for again', () => {
    const { hook, socket } = watch();
    act(() =>
      socket?.push({ type: 'error', code: 'RATE_LIMITED', message: 'Slow down', channel: 'dashboard' }),
    );
    expect(hook.result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1_000));
    expect(subscribes(socket)).toBe(2);
  });

  it('leaves with an id, so the answer to its own unsubscribe is not taken for a drop', () => {
    const first = watch();
    act(() => first.socket?.push(frame('snapshot', null)));
    // Another page takes the channel while the first holds it, and leaves.
    const second = renderHook(() => socketModule.useAdminChannel('dashboard', () => {}));
    expect(second.result.current).toBe(true);
    second.unmount();
    first.hook.unmount();
    expect(JSON.parse(first.socket?.sent.at(-1) ?? 'null')).toEqual({
      op: 'unsubscribe',
      channels: ['dashboard'],
      id: 'leave',
    });
  });

  it('with a staleness limit, is not live once pushes stop coming, and live again when they resume', () => {
    const { hook, socket } = watch(15_000);
    act(() => socket?.push(frame('snapshot', { n: 1 })));
    act(() => vi.advanceTimersByTime(10_000));
    act(() => socket?.push(frame('update', { n: 2 })));
    act(() => vi.advanceTimersByTime(14_000));
    expect(hook.result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1_000));
    expect(hook.result.current).toBe(false);
    act(() => socket?.push(frame('update', { n: 3 })));
    expect(hook.result.current).toBe(true);
  });
});
