import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, mockFetch, ok, pathOf, queryOf } from '../../../test/fetch-mock.ts';
import { pageOf, pair, tickerOf } from '../../../test/market-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { setUpMarketScreens } from '../../../test/screen-test.ts';
import { getTradingState } from '../../shared/markets/trading-store.ts';

const changes = ['7.5', '-3.2', '0.4', '12.25', '-0.05', '2', '-8.75', '1.1', '-1.9', '3.3', '0'];
const cryptos = ['BTC', 'ETH', 'SOL', 'XRP', 'DOGE', 'ADA', 'BNB', 'TRX'].map((base, i) =>
  pair(`${base}/USDT`, { priceChangePercent: changes[i] ?? '0', price: `${100 + i}.5` }),
);
const EUR = pair('EUR/USDT', { categoryId: 'forex', priceChangePercent: changes[8], price: '1.0842' });
const GBP = pair('GBP/USDT', { categoryId: 'forex', priceChangePercent: changes[9], price: '1.2710' });
const AAPL = pair('AAPL/USDT', {
  categoryId: 'stocks',
  priceChangePercent: changes[10],
  price: '227.48',
  marketOpen: false,
});
const ALL = [...cryptos, EUR, GBP, AAPL];
const realtime = setUpMarketScreens();

beforeEach(async () => {
  mockFetch((call) => {
    const path = pathOf(call);
    if (path === '/api/uniapp/trading/popular-pairs') {
      // The server's popular list mixes categories; the popular coins tab keeps the coins.
      return ok({ pairs: [EUR, ...cryptos.slice(0, 5)].slice(0, Number(queryOf(call).limit)) });
    }
    if (path === '/api/uniapp/trading/pairs') return ok(pageOf(ALL, 1, 1));
    return fail(404, 'NOT_FOUND', 'Not found');
  });
});

const table = () => screen.getByRole('tabpanel');
const tableSymbols = () =>
  [...table().querySelectorAll('.hc-home-row .hc-pair-symbol')].map((node) => node.textContent);

describe('home markets', () => {
  it('shows popular coins, foreign currency and international tabs with name, price and change', async () => {
    renderApp('/');
    await waitFor(() => expect(tableSymbols()).toHaveLength(8));
    // The popular crypto pairs first, then the busiest other coins; no currency among the coins.
    expect(tableSymbols().slice(0, 5)).toEqual(['BTC/USDT', 'ETH/USDT', 'SOL/USDT', 'XRP/USDT', 'DOGE/USDT']);
    expect(tableSymbols()).not.toContain('EUR/USDT');
    expect(realtime().held.get('tickers')).toBe(1);
    expect(within(table()).getByText('100.50')).toBeTruthy();
    expect(within(table()).getByText('+7.50%')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Foreign currency' }));
    expect(tableSymbols()).toEqual(['EUR/USDT', 'GBP/USDT']);

    fireEvent.click(screen.getByRole('tab', { name: 'International' }));
    expect(tableSymbols()).toEqual(['AAPL/USDT']);
    expect(within(table()).getByText('Closed')).toBeTruthy();
  });

  it('updates a price live, without reloading', async () => {
    renderApp('/');
    await waitFor(() => expect(tableSymbols()).toHaveLength(8));
    act(() => getTradingState().applyTickers([tickerOf(cryptos[0] as never, { price: '99.25' })]));
    const price = within(table()).getByText('99.25');
    expect(price.getAttribute('data-move')).toBe('down');
  });

  it('lists the top 5 gainers and the top 5 losers, and follows live changes', async () => {
    renderApp('/');
    const gainers = await screen.findByRole('region', { name: 'Top gainers' });
    const losers = screen.getByRole('region', { name: 'Top losers' });
    const names = (list: HTMLElement) => [...list.querySelectorAll('strong')].map((node) => node.textContent);
    expect(names(gainers)).toEqual(['XRP', 'BTC', 'GBP', 'ADA', 'TRX']);
    expect(names(losers)).toEqual(['BNB', 'ETH', 'EUR', 'DOGE', 'AAPL']);

    act(() => getTradingState().applyTickers([tickerOf(EUR, { priceChangePercent: '20' })]));
    expect(names(gainers)[0]).toBe('EUR');
  });

  it('a row opens the pair detail', async () => {
    const app = renderApp('/');
    await waitFor(() => expect(tableSymbols()).toHaveLength(8));
    fireEvent.click(within(table()).getAllByRole('button')[1] as HTMLElement);
    await waitFor(() => expect(app.location()).toBe('/pages/market/detail?symbol=ETHUSDT'));
  });
});
