import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
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
