import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch, ok, pathOf, queryOf, type RecordedCall } from '../../../test/fetch-mock.ts';
import { withdrawalOrder } from '../../../test/finance-fixtures.ts';
import { session, user } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { setUpEnglishScreens } from '../../../test/screen-test.ts';
import { getSession } from '../../shared/session/session-store.ts';

let calls: RecordedCall[];

setUpEnglishScreens();
beforeEach(() => {
  ({ calls } = mockFetch((call) => {
    if (pathOf(call) === '/api/uniapp/withdrawal/orders') {
      const { page = '1', status = 'all' } = queryOf(call);
      const n = Number(page);
      const statusOf = status === 'all' ? (n === 1 ? 'pending' : 'completed') : status;
      return ok({
        items: [withdrawalOrder({ orderNo: `W-${status}-${n}`, status: statusOf as 'pending' })],
        pagination: { total: 2, page: n, limit: 10, totalPages: 2 },
      });
    }
    return ok({ user });
  }));
  getSession().setSession(session());
});

const listCalls = () =>
  calls.filter((call) => pathOf(call) === '/api/uniapp/withdrawal/orders').map((call) => queryOf(call));

describe('withdrawal history', () => {
  it('pages through the orders and filters by the spec statuses', async () => {
    renderApp('/pages/finance/withdrawal-history');
    expect(await screen.findByTestId('order-W-all-1')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'Pending',
      'Completed',
      'Cancelled',
      'Failed',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByTestId('order-W-all-2')).toBeTruthy();
    expect(screen.getByTestId('order-W-all-2').textContent).toContain('Completed');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Failed' }));
    expect(await screen.findByTestId('order-W-failed-1')).toBeTruthy();
    expect(screen.queryByTestId('order-W-all-1')).toBeNull();
    expect(listCalls().at(-1)).toMatchObject({ status: 'failed', page: '1', limit: '10' });
  });

  it('opens with the filter given in the page params and links each order to its page', async () => {
    const app = renderApp('/pages/finance/withdrawal-history?status=pending');
    await userEvent.click(await screen.findByTestId('order-W-pending-1'));
    await waitFor(() => expect(app.location()).toBe('/pages/finance/withdrawal-order?orderNo=W-pending-1'));
    expect(listCalls()[0]).toMatchObject({ status: 'pending' });
  });
});
