import type { AssetHistoryItem, AssetsResponse } from '@halcyon/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, mockFetch, ok, pathOf, queryOf, type RecordedCall } from '../../../test/fetch-mock.ts';
import { asset, session, user } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { setUpEnglishScreens } from '../../../test/screen-test.ts';
import { HIDE_BALANCES_KEY, useBalanceVisibility } from '../../features/assets/balance-visibility.ts';
import { getSession } from '../../shared/session/session-store.ts';

const ASSETS: AssetsResponse = {
  assets: [
    asset('USDT', '10000', { available: '9876.123456789', frozen: '123.876543211' }),
    asset('BTC', '0.5', { available: '0.4', frozen: '0.1', usdtValue: '32125.25' }),
    asset('XAU', '2', { usdtValue: null }),
  ],
  totalUsdtValue: '42125.25',
};

function line(n: number, overrides: Partial<AssetHistoryItem> = {}): AssetHistoryItem {
  return {
    entryId: `e${n}`,
    type: 'credit',
    referenceType: 'demo-grant',
    referenceId: `ref-${n}`,
    kind: 'demo-grant',
    subject: {},
    reference: `ref-${n}`,
    memo: null,
    currency: 'BTC',
    account: 'available',
    amount: '0.5',
    balanceAfter: '0.5',
    time: 1_700_000_000_000 + n,
    ...overrides,
  };
}

let calls: RecordedCall[];
let assetsReply: () => Response;

setUpEnglishScreens();
beforeEach(() => {
  assetsReply = () => ok(ASSETS);
  ({ calls } = mockFetch((call) => {
    const path = pathOf(call);
    if (path === '/api/uniapp/user/assets') return assetsReply();
    if (path === '/api/uniapp/user/assets/history') {
      const { page } = queryOf(call);
      if (page === '2') {
        return ok({
          items: [
            line(3, {
              type: 'swap',
              amount: '-0.25',
              balanceAfter: '0.25',
              referenceType: 'swap',
              kind: 'swap',
              subject: { from: 'BTC', to: 'USDT' },
            }),
          ],
          pagination: { total: 3, page: 2, limit: 20, totalPages: 2 },
        });
      }
      return ok({
        items: [
          line(2, {
            type: 'freeze',
            account: 'frozen',
            amount: '0.1',
            balanceAfter: '0.1',
            referenceType: 'order',
            referenceId: 'SO-77',
            kind: 'spot-order-hold',
            reference: 'SO-77',
          }),
          line(1, { memo: 'Demo account starting balance' }),
        ],
        pagination: { total: 3, page: 1, limit: 20, totalPages: 2 },
      });
    }
    return ok({ user });
  }));
  getSession().setSession(session());
});

// The row (list item) whose currency button is named "<currency> history".
const row = (currency: string) =>
  screen.getByRole('button', { name: `${currency} history` }).closest('li') as HTMLElement;
const cell = (currency: string, field: string) =>
  row(currency).querySelector(`[data-field="${field}"]`)?.textContent;
const total = () => screen.getByTestId('assets-total').textContent;

describe('assets page', () => {
  it('shows the total in USDT and every asset, USDT first, with exact amounts', async () => {
    renderApp('/pages/assets/assets');
    expect(await screen.findByRole('button', { name: 'USDT history' })).toBeTruthy();
    expect(total()).toBe('42,125.25');
    const order = screen
      .getAllByRole('button', { name: / history$/ })
      .map((node) => node.closest('li')?.textContent);
    expect(order.map((text) => text?.slice(0, 4))).toEqual(['USDT', 'BTC0', 'XAU2']);
    expect(within(row('USDT')).getByText('10,000')).toBeTruthy();
    // Summaries cut USDT to cents, never rounding up; the journal keeps every digit.
    expect(cell('USDT', 'available')).toBe('9,876.12');
    expect(cell('USDT', 'frozen')).toBe('123.87');
    expect(cell('USDT', 'usdtValue')).toBe('10,000.00');
    expect(cell('BTC', 'available')).toBe('0.4');
    expect(cell('BTC', 'frozen')).toBe('0.1');
    expect(cell('BTC', 'usdtValue')).toBe('32,125.25');
    expect(cell('XAU', 'usdtValue')).toBe('No price');
    expect(calls.filter((call) => pathOf(call) === '/api/uniapp/user/assets')[0]?.headers.Authorization).toBe(
      'Bearer access-1',
    );
  });

  it('hides every amount behind **** and remembers it', async () => {
    const first = renderApp('/pages/assets/assets');
    await screen.findByRole('button', { name: 'BTC history' });
    await userEvent.click(screen.getByRole('button', { name: 'Hide balances' }));
    expect(total()).toBe('****');
    expect(cell('BTC', 'available')).toBe('****');
    expect(cell('USDT', 'usdtValue')).toBe('****');
    expect(localStorage.getItem(HIDE_BALANCES_KEY)).toBe('1');
    expect(screen.getByRole('button', { name: 'Show balances' }).getAttribute('aria-pressed')).toBe('true');
    first.unmount();

    // A new visit reads the stored choice.
    useBalanceVisibility.setState({ hidden: false });
    renderApp('/pages/assets/assets');
    await screen.findByRole('button', { name: 'BTC history' });
    expect(total()).toBe('****');
    await userEvent.click(screen.getByRole('button', { name: 'Show balances' }));
    expect(total()).toBe('42,125.25');
    expect(localStorage.getItem(HIDE_BALANCES_KEY)).toBeNull();
  });

  it('refresh reloads the balances, and says "Refresh failed" when it fails', async () => {
    renderApp('/pages/assets/assets');
    await screen.findByRole('button', { name: 'BTC history' });
    assetsReply = () => ok({ ...ASSETS, totalUsdtValue: '50000.456' });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(total()).toBe('50,000.46'));

    assetsReply = () => fail(400, 'BAD_REQUEST', 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Refresh failed')).toBeTruthy();
    // The last good balances stay on screen.
    expect(total()).toBe('50,000.46');
  });

  it('a failed first load says "Asset load failed" and retries on tap', async () => {
    assetsReply = () => fail(400, 'BAD_REQUEST', 'nope');
    renderApp('/pages/assets/assets');
    expect(await screen.findByText('Asset load failed')).toBeTruthy();
    expect(total()).toBe('--');
    assetsReply = () => ok(ASSETS);
    await userEvent.click(screen.getByRole('button', { name: 'Tap to retry' }));
    expect(await screen.findByRole('button', { name: 'BTC history' })).toBeTruthy();
    expect(total()).toBe('42,125.25');
  });

  it('deposit, withdraw and convert go to their pages', async () => {
    const app = renderApp('/pages/assets/assets');
    await screen.findByRole('button', { name: 'BTC history' });
    await userEvent.click(screen.getByRole('button', { name: 'Convert' }));
    await waitFor(() => expect(app.location()).toBe('/pages/trade/trade?type=swap'));
  });

  it('tapping an asset shows its journal, a page at a time', async () => {
    renderApp('/pages/assets/assets');
    await userEvent.click(await screen.findByRole('button', { name: 'BTC history' }));
    const section = await screen.findByRole('region', { name: 'BTC history' });
    await within(section).findByText('Demo account starting balance');
    const historyCalls = calls.filter((call) => pathOf(call) === '/api/uniapp/user/assets/history');
    expect(historyCalls.map(queryOf)).toEqual([{ currency: 'BTC', page: '1', limit: '20' }]);

    const freeze = within(section).getByTestId('history-e2-frozen');
    expect(freeze.textContent).toContain('Freeze');
    expect(freeze.textContent).toContain('+0.1 BTC');
    expect(freeze.textContent).toContain('Frozen · Balance after: 0.1');
    expect(freeze.textContent).toContain('order SO-77');
    expect(within(section).getByTestId('history-e1-available').textContent).toContain('Credit+0.5 BTC');

    await userEvent.click(within(section).getByRole('button', { name: 'Load more' }));
    const swap = await within(section).findByTestId('history-e3-available');
    expect(swap.textContent).toContain('Convert-0.25 BTC');
    expect(swap.textContent).toContain('Balance after: 0.25');
    expect(within(section).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(
      calls.filter((call) => pathOf(call) === '/api/uniapp/user/assets/history').map((c) => queryOf(c).page),
    ).toEqual(['1', '2']);

    await userEvent.click(within(section).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'BTC history' })).toBeNull();
  });
});
