import type { AdminDashboard } from '@halcyon/api';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app.tsx';
import { formatTime } from '@/frame/format.ts';
import { fakeServer, ScriptedWebSocket, signedInAs } from '../../../test/fake-server.ts';

const READ_AT = Date.UTC(2026, 0, 5, 9, 30, 0);
const PUSHED_AT = READ_AT + 5_000;

function figures(generatedAt: number): AdminDashboard {
  return {
    users: { total: 3, newToday: 1, frozen: 0 },
    identity: { pending: 0 },
    deposits: { pending: 2, todaySums: { USDT: '150.00' } },
    withdrawals: { pending: 1, todaySums: { USDT: '40.00' } },
    house: {},
    fees: {},
    openSpotOrders: 0,
    runningContracts: 0,
    pairs: [],
    process: { feedLeader: true, hostsSpotBooks: true },
    lastLedgerAudit: null,
    generatedAt,
  };
}

beforeEach(() => {
  ScriptedWebSocket.all = [];
  vi.stubGlobal('WebSocket', ScriptedWebSocket);
  window.location.hash = '#/dashboard';
});

describe('the dashboard', { timeout: 60_000 }, () => {
  it('says Live only while its channel pushes, with the time of the figures; a dropped channel is asked for again', async () => {
    fakeServer({ 'GET /auth/me': signedInAs('owner'), 'GET /dashboard': () => ({ data: figures(READ_AT) }) });
    render(<App nonce={undefined} />);
    expect(await screen.findByText(`Updated ${formatTime(READ_AT)}`, {}, { timeout: 30_000 })).toBeTruthy();
    await waitFor(() => expect(ScriptedWebSocket.all.length).toBeGreaterThan(0));
    const socket = ScriptedWebSocket.latest();
    // The socket is open, but nothing came on the channel yet: not called live.
    act(() => socket.accept());
    expect(screen.queryByText('Live')).toBeNull();
    expect(screen.getByText('Not live: read every 10 s')).toBeTruthy();

    act(() =>
      socket.deliver({ type: 'snapshot', channel: 'dashboard', seq: 1, time: 0, data: figures(PUSHED_AT) }),
    );
    expect(await screen.findByText('Live')).toBeTruthy();
    expect(screen.getByText(`Updated ${formatTime(PUSHED_AT)}`)).toBeTruthy();

    // The server's read of the figures failed: it ended the subscription. No longer live; asked for again.
    act(() => socket.deliver({ type: 'unsubscribed', channels: ['dashboard'] }));
    expect(await screen.findByText('Not live: read every 10 s')).toBeTruthy();
    expect(screen.queryByText('Live')).toBeNull();
    await waitFor(() => expect(socket.subscribes('dashboard')).toBe(2), { timeout: 5_000 });
  });

  it("captions the money sums as today's completed ones, the day in UTC, apart from the pending counts", async () => {
    fakeServer({ 'GET /auth/me': signedInAs('owner'), 'GET /dashboard': () => ({ data: figures(READ_AT) }) });
    render(<App nonce={undefined} />);
    const deposits = (await screen.findByText('Deposits pending', {}, { timeout: 30_000 })).closest(
      '.ant-card',
    );
    const withdrawals = screen
      .getByText('Withdrawals to handle (pending or processing)')
      .closest('.ant-card');
    for (const [card, sum] of [
      [deposits, '150.00 USDT'],
      [withdrawals, '40.00 USDT'],
    ] as const) {
      const caption = within(card as HTMLElement).getByText('Completed today (UTC)');
      // The caption comes before the sum it names.
      const amount = within(card as HTMLElement).getByText(sum);
      expect(caption.compareDocumentPosition(amount) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('each waiting figure opens its queue on the filter that counts it', { timeout: 120_000 }, async () => {
    const figuresWaiting = { ...figures(READ_AT), identity: { pending: 3 } };
    figuresWaiting.withdrawals = { pending: 12, todaySums: {} };
    const server = fakeServer({
      'GET /auth/me': signedInAs('owner'),
      'GET /dashboard': () => ({ data: figuresWaiting }),
      'GET /withdrawal/orders': () => ({
        data: {
          items: [],
          pagination: { total: 0, page: 1, limit: 20, totalPages: 0 },
          awaitingSecondApproval: 0,
        },
      }),
      'GET /recharge/orders': () => ({
        data: { items: [], pagination: { total: 0, page: 1, limit: 20, totalPages: 0 } },
      }),
      'GET /kyc/submissions': () => ({ data: { items: [] } }),
    });
    render(<App nonce={undefined} />);
    const queues = [
      [
        'Withdrawals to handle (pending or processing)',
        '#/withdrawals?status=to-handle',
        '/withdrawal/orders',
        'to-handle',
      ],
      ['Deposits pending', '#/recharges?status=pending', '/recharge/orders', 'pending'],
      ['Identity reviews pending', '#/kyc?status=pending', '/kyc/submissions', 'pending'],
    ] as const;
    for (const [title, hash, path, status] of queues) {
      window.location.hash = '#/dashboard';
      const link = (await screen.findByText(title, {}, { timeout: 30_000 })).closest('a');
      expect(link?.getAttribute('href')).toBe(hash);
      await userEvent.click(link as HTMLElement);
      await waitFor(() => expect(window.location.hash).toBe(hash));
      // The queue asks the server for that filter, and its status picker shows it.
      await waitFor(
        () =>
          expect(server.calls.some((call) => call.path === path && call.query.status === status)).toBe(true),
        { timeout: 30_000 },
      );
      // The withdrawal queue's picker names the filter the dashboard counts by.
      if (status === 'to-handle')
        expect(await screen.findByText('To handle (pending or processing)')).toBeTruthy();
    }
  });

  it('the frozen-users figure opens the users list on frozen accounts; a category of the pairs table opens its pairs', {
    timeout: 120_000,
  }, async () => {
    const data = {
      ...figures(READ_AT),
      users: { total: 3, newToday: 1, frozen: 2 },
      pairs: [
        { category: 'crypto', total: 12, suspended: 1, closed: 0, stale: 0 },
        { category: 'forex', total: 8, suspended: 0, closed: 8, stale: 0 },
      ],
    };
    const emptyPage = { items: [], pagination: { total: 0, page: 1, limit: 20, totalPages: 0 } };
    const server = fakeServer({
      'GET /auth/me': signedInAs('viewer'),
      'GET /dashboard': () => ({ data }),
      'GET /users': () => ({ data: emptyPage }),
      'GET /config/pairs': () => ({ data: emptyPage }),
    });
    render(<App nonce={undefined} />);
    const asked = (path: string, query: Record<string, string>) =>
      waitFor(
        () =>
          expect(
            server.calls.some(
              (call) =>
                call.path === path &&
                Object.entries(query).every(([key, value]) => call.query[key] === value),
            ),
          ).toBe(true),
        { timeout: 30_000 },
      );

    const frozen = (await screen.findByText('Frozen users', {}, { timeout: 30_000 })).closest('a');
    expect(frozen?.getAttribute('href')).toBe('#/users?status=frozen');
    await userEvent.click(frozen as HTMLElement);
    await asked('/users', { status: 'frozen' });
    // The list's status picker shows the filter it opened on.
    expect(await screen.findByTitle('Frozen')).toBeTruthy();

    window.location.hash = '#/dashboard';
    // Each category by its name, as the member app names it, not by its id.
    const forex = await screen.findByRole('link', { name: 'Forex' }, { timeout: 30_000 });
    expect(forex.getAttribute('href')).toBe('#/configuration?tab=pairs&category=forex');
    expect(screen.getByRole('link', { name: 'Crypto' }).getAttribute('href')).toBe(
      '#/configuration?tab=pairs&category=crypto',
    );
    await userEvent.click(forex);
    await asked('/config/pairs', { category: 'forex' });
    expect(await screen.findByRole('tab', { name: 'Pairs', selected: true })).toBeTruthy();
    expect(await screen.findByTitle('Forex')).toBeTruthy();
  });

  it('shows the figures without links to an operator whose role may not open the queues', async () => {
    fakeServer({
      'GET /auth/me': signedInAs('support'),
      'GET /dashboard': () => ({
        data: {
          ...figures(READ_AT),
          pairs: [{ category: 'crypto', total: 1, suspended: 0, closed: 0, stale: 0 }],
        },
      }),
    });
    render(<App nonce={undefined} />);
    const title = await screen.findByText('Deposits pending', {}, { timeout: 30_000 });
    expect(title.closest('a')).toBeNull();
    expect(screen.getByText('Identity reviews pending').closest('a')).toBeNull();
    // Support looks people up (users.read) but not the pairs' configuration.
    expect(screen.getByText('Frozen users').closest('a')?.getAttribute('href')).toBe('#/users?status=frozen');
    expect(screen.queryByRole('link', { name: 'Crypto' })).toBeNull();
    expect(screen.getByText('Crypto')).toBeTruthy();
  });
});
