import type { PublicTrade } from '@halcyon/api';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok, pathOf } from '../../../test/fetch-mock.ts';
import { session } from '../../../test/fixtures.ts';
import { pair } from '../../../test/market-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { setUpMarketScreens } from '../../../test/screen-test.ts';
import { queryClient } from '../../shared/api/query-client.ts';
import { tradesSink } from '../../shared/realtime/trading-sinks.ts';
import { getSession } from '../../shared/session/session-store.ts';

vi.mock('lightweight-charts', () => import('../../../test/chart-library.ts'));

const BTC = pair('BTC/USDT', { price: '64250.5' });
const trade = (id: string, price: string, takerSide: 'buy' | 'sell', time: number): PublicTrade => ({
  tradeId: id,
  symbol: 'BTC/USDT',
  price,
  quantity: '0.125',
  takerSide,
  time,
});
const realtime = setUpMarketScreens();

let activityDown = false;

beforeEach(() => {
  activityDown = false;
  mockFetch((call) => {
    const path = pathOf(call).replace('/api/uniapp', '');
    // No answer (offline): reads answered 5xx are retried first, which would only make this slower.
    if (activityDown && (path === '/trading/market/depth' || path === '/trading/trades'))
      throw new TypeError('Failed to fetch');
    if (path === '/trading/pair/BTCUSDT') return ok(BTC);
    if (path === '/trading/kline') return ok({ symbol: 'BTC/USDT', interval: '15m', candles: [] });
    if (path === '/trading/market/depth')
      return ok({
        symbol: 'BTC/USDT',
        lastUpdateId: 5,
        bids: [['64250', '1']],
        asks: [['64251', '2']],
        time: 1,
      });
    if (path === '/trading/trades')
      return ok({
        symbol: 'BTC/USDT',
        trades: [trade('t1', '64250', 'sell', Date.UTC(2026, 0, 1, 9, 30, 5))],
      });
    if (path === '/trading/watchlist') return ok({ symbols: [], pairs: [] });
    return ok({ user: session().user });
  });
  // Logged out, the app sends anyone starting on this page home (spec section 2).
  getSession().setSession(session());
});

describe('pair detail: order book, depth and trades', () => {
  it('shows the book first, the depth chart and the trades on their tabs, each holding only its channel', async () => {
    renderApp('/pages/market/detail?symbol=BTCUSDT');
    const bids = await screen.findByRole('list', { name: 'Bids' });
    await waitFor(() => expect(within(bids).getAllByRole('listitem')).toHaveLength(1));
    expect(bids.textContent).toBe('64,250.001.00001.0000');
    expect(realtime().held.has('depth.BTCUSDT')).toBe(true);

    fireEvent.click(screen.getByRole('tab', { name: 'Depth' }));
    const chart = screen.getByRole('img', { name: 'BTC/USDT depth chart: cumulative bids and asks' });
    expect(chart.querySelectorAll('path')).toHaveLength(2);

    fireEvent.click(screen.getByRole('tab', { name: 'Trades' }));
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(realtime().held.has('trades.BTCUSDT')).toBe(true);
    await waitFor(() => expect(realtime().held.has('depth.BTCUSDT')).toBe(false));

    act(() => {
      tradesSink(queryClient).apply({
        type: 'update',
        channel: 'trades.BTCUSDT',
        seq: 2,
        time: 2,
        data: [trade('t2', '64252.5', 'buy', 2), trade('t3', '64253', 'buy', 3)],
      });
    });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const prices = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelectorAll('td')[1]?.textContent);
    expect(prices).toEqual(['64,253.00', '64,252.50', '64,250.00']);
  });

  it('a book or trades list that could not be loaded says so and offers a retry, never "no orders yet"', async () => {
    activityDown = true;
    renderApp('/pages/market/detail?symbol=BTCUSDT');
    await screen.findByRole('button', { name: 'Could not load, tap to retry' });
    expect(screen.queryByText('No orders in the book yet')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Trades' }));
    const retry = await screen.findByRole('button', { name: 'Could not load, tap to retry' });
    expect(screen.queryByText('No trades yet')).toBeNull();

    activityDown = false;
    fireEvent.click(retry);
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    fireEvent.click(screen.getByRole('tab', { name: 'Order book' }));
    const bids = await screen.findByRole('list', { name: 'Bids' });
    await waitFor(() => expect(within(bids).getAllByRole('listitem')).toHaveLength(1));
  });
});
