import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/frame/session.ts';
import { fakeServer, InertWebSocket, signedInAs } from '../../test/fake-server.ts';
import { withdrawal } from '../../test/finance-fixtures.ts';
import { App } from './app.tsx';

const DOWN = { status: 500, code: 'INTERNAL_ERROR', message: 'The server had a problem (ref 7f3a)' };
const emptyPage = { items: [], pagination: { total: 0, page: 1, limit: 20, totalPages: 0 } };

beforeEach(() => {
  vi.stubGlobal('WebSocket', InertWebSocket);
});

// antd renders a lot in jsdom, and a failed list is asked for twice (one retry) before it shows.
describe('server tables: a failed load is never shown as an empty list', { timeout: 60_000 }, () => {
  it.each([
    ['#/withdrawals', 'finance', 'GET /withdrawal/orders'],
    ['#/audit', 'owner', 'GET /audit'],
    ['#/users', 'support', 'GET /users'],
  ] as const)(
    '%s answering 500 shows the server message and a retry, not "No data"',
    async (hash, role, list) => {
      window.location.hash = hash;
      let up = false;
      fakeServer({
        'GET /auth/me': signedInAs(role),
        'GET /audit/verify': () => ({ data: { ok: true, rows: 0, firstBrokenSeq: null, checkedAt: 0 } }),
        [list]: () => (up ? { data: emptyPage } : DOWN),
      });
      render(<App nonce={undefined} />);
      expect(await screen.findByText(DOWN.message, undefined, { timeout: 20_000 })).toBeTruthy();
      expect(screen.getByText('Not loaded')).toBeTruthy();
      expect(screen.queryAllByText('No data')).toEqual([]);

      up = true;
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(screen.queryByText(DOWN.message)).toBeNull());
      // Now the server said so: the list is empty.
      expect(screen.getAllByText('No data').length).toBeGreaterThan(0);
    },
  );

  it('a failed refresh keeps the rows shown, marked as out of date with the server message', async () => {
    window.location.hash = '#/withdrawals';
    let up = true;
    fakeServer({
      'GET /auth/me': signedInAs('finance'),
      'GET /withdrawal/orders': () =>
        up
          ? { data: { items: [withdrawal], pagination: { total: 1, page: 1, limit: 20, totalPages: 1 } } }
          : DOWN,
    });
    render(<App nonce={undefined} />);
    expect(await screen.findByText(withdrawal.orderNo, undefined, { timeout: 20_000 })).toBeTruthy();

    // What a poll or a finance-queue push does: read the list again, this time failing.
    up = false;
    await act(() => queryClient.invalidateQueries({ queryKey: ['admin', 'finance', 'withdrawals'] }));
    expect(await screen.findByText(DOWN.message, undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(/Could not refresh: these rows are from/)).toBeTruthy();
    expect(screen.getByText(withdrawal.orderNo)).toBeTruthy();

    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText(/Could not refresh/)).toBeNull());
    expect(screen.getByText(withdrawal.orderNo)).toBeTruthy();
  });
});
