import type { TradingPair } from '@halcyon/api';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok, pathOf, queryOf, type RecordedCall } from '../../../test/fetch-mock.ts';
import { session } from '../../../test/fixtures.ts';
import { categories, pageOf, pair, tickerOf } from '../../../test/market-fixtures.ts';
import { configChanged } from '../../../test/realtime.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { setUpMarketScreens } from '../../../test/screen-test.ts';
import { forgetLoadedList } from '../../features/markets/components/category-list.tsx';
import { getTradingState } from '../../shared/markets/trading-store.ts';
import { getSession } from '../../shared/session/session-store.ts';

const BTC = pair('BTC/USDT', { price: '64250.5', priceChangePercent: '2.5' });
const ETH = pair('ETH/USDT', { price: '3120.25', priceChangePercent: '-1.2' });
const SOL = pair('SOL/USDT', { price: '145.1', priceChangePercent: '0.4' });
const EUR = pair('EUR/USDT', {
  price: '1.0842',
  pricePrecision: 4,
  marketOpen: false,
  session: { open: false, nextChangeAt: 1_900_000_000_000, timeZone: 'America/New_York' },
});

let calls: RecordedCall[];
let pairsHandler: (query: Record<string, string>) => Response;
let watched: TradingPair[];
const realtime = setUpMarketScreens();

const pairCalls = () => calls.filter((call) => pathOf(call) === '/api/uniapp/trading/pairs').map(queryOf);

beforeEach(async () => {
  forgetLoadedList();
  watched = [];
  pairsHandler = (query) =>
    query.category === 'forex' ? ok(pageOf([EUR], 1, 1)) : ok(pageOf([BTC, ETH, SOL], 1, 1));
  ({ calls } = mockFetch((call) => {
    const path = pathOf(call);
    if (path === '/api/uniapp/trading/product-categories') return ok(categories);
    if (path === '/api/uniapp/trading/pairs') return pairsHandler(queryOf(call));
    if (path === '/api/uniapp/trading/watchlist' && call.method === 'GET') {
      return ok({ symbols: watched.map((p) => p.symbol), pairs: watched });
    }
    if (path === '/api/uniapp/trading/watchlist' && call.method === 'POST') {
      const symbol = (call.body as { symbol: string }).symbol;
      const added = [BTC, ETH, SOL].find((p) => p.symbol.replace('/', '') === symbol);
      if (added) watched.push(added);
      return ok({ symbol, watched: true });
    }
    if (path.startsWith('/api/uniapp/trading/watchlist/') && call.method === 'DELETE') {
      watched = watched.filter((p) => `/api/uniapp/trading/watchlist/${p.symbol.replace('/', '')}` !== path);
      return ok({ watched: false });
    }
    if (path === '/api/uniapp/auth/check' || path === '/api/uniapp/user/profile')
      return ok({ user: session().user });
    return fail(404, 'NOT_FOUND', 'Not found');
  }));
});

/** The symbols of the rows on screen, top to bottom. */
function rowSymbols(): string[] {
  return [...document.querySelectorAll('.hc-pair-row .hc-pair-symbol')].map((node) => node.textContent ?? '');
}

/**
 * Logged in, the market opens directly. Logged out, a person arrives from home through the tab bar:
 * opening a non-public page at start sends them home (spec section 2).
 */
async function openMarket(loggedIn = true) {
  if (loggedIn) getSession().setSession(session());
  const app = renderApp(loggedIn ? '/pages/market/market' : '/');
  if (!loggedIn) {
    await screen.findByText('Quick charge');
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByText('Market'));
  }
  await screen.findByRole('button', { name: /^BTC\/USDT/ });
  return app;
}

describe('market page', () => {
  it('shows the first category 20 a page, live from the tickers channel', async () => {
    await openMarket();
    expect(pairCalls()[0]).toMatchObject({ category: 'crypto', page: '1', limit: '20', status: 'active' });
    expect(rowSymbols()).toEqual(['BTC/USDT', 'ETH/USDT', 'SOL/USDT']);
    expect(screen.getByRole('tab', { name: 'Crypto' }).getAttribute('aria-selected')).toBe('true');
    expect(realtime().held.get('tickers')).toBe(1);
    expect(screen.getByText('64,250.50')).toBeTruthy();
    expect(screen.getByText('+2.50%')).toBeTruthy();
    expect(screen.getByText('-1.20%')).toBeTruthy();
  });

  it('loads the next page on scroll until page = totalPages', async () => {
    const many = Array.from({ length: 20 }, (_, i) => pair(`C${String(i).padStart(2, '0')}/USDT`));
    pairsHandler = (query) =>
      query.page === '1' ? ok(pageOf(many, 1, 2, 23)) : ok(pageOf([BTC, ETH, SOL], 2, 2, 23));
    getSession().setSession(session());
    // jsdom lays nothing out; antd-mobile's InfiniteScroll only checks elements that have an offsetParent.
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (this: HTMLElement) {
      return this.parentElement;
    });
    renderApp('/pages/market/market');
    await screen.findByText('No more pairs', {}, { timeout: 3_000 });
    expect(pairCalls().map((q) => q.page)).toEqual(['1', '2']);
    expect(getTradingState().tradingPairs).toHaveLength(23);
    expect(getTradingState().pagination).toMatchObject({ page: 2, hasMore: false, total: 23 });
  });

  it('switches category tabs and shows a closed market as closed', async () => {
    await openMarket();
    fireEvent.click(screen.getByRole('tab', { name: 'Forex' }));
    // The row around the pair's button (the button holds the name; price and change sit beside it).
    const row = (await screen.findByRole('button', { name: /^EUR\/USDT/ })).closest(
      '.hc-pair-open',
    ) as HTMLElement;
    expect(pairCalls().at(-1)).toMatchObject({ category: 'forex', page: '1' });
    expect(within(row).getByText('Closed')).toBeTruthy();
    expect(within(row).getByText('1.0842')).toBeTruthy();
  });

  it('sorts by each column in both directions', async () => {
    await openMarket();
    fireEvent.click(screen.getByRole('button', { name: /^Latest price/ }));
    await waitFor(() => expect(pairCalls().at(-1)).toMatchObject({ sort: 'price', order: 'desc' }));
    expect(screen.getByRole('button', { name: 'Latest price, sorted descending' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /^Latest price/ }));
    await waitFor(() => expect(pairCalls().at(-1)).toMatchObject({ sort: 'price', order: 'asc' }));
    expect(screen.getByRole('button', { name: 'Latest price, sorted ascending' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /^Change/ }));
    await waitFor(() => expect(pairCalls().at(-1)).toMatchObject({ sort: 'change', order: 'desc' }));
    fireEvent.click(screen.getByRole('button', { name: /^Change/ }));
    await waitFor(() => expect(pairCalls().at(-1)).toMatchObject({ sort: 'change', order: 'asc' }));

    fireEvent.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(pairCalls().at(-1)).toMatchObject({ sort: 'symbol', order: 'asc' }));
    fireEvent.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(pairCalls().at(-1)).toMatchObject({ sort: 'symbol', order: 'desc' }));
    // Every new order starts again at page 1.
    expect(pairCalls().every((q) => q.page === '1')).toBe(true);
  });

  it('searches by pair symbol across every category', async () => {
    pairsHandler = (query) => (query.search ? ok(pageOf([ETH], 1, 1)) : ok(pageOf([BTC, ETH, SOL], 1, 1)));
    await openMarket();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by pair symbol' }), {
      target: { value: 'eth' },
    });
    await waitFor(() => expect(rowSymbols()).toEqual(['ETH/USDT']));
    expect(pairCalls().at(-1)).toMatchObject({ search: 'eth', page: '1' });
    expect(pairCalls().at(-1)?.category).toBeUndefined();
    // While searching no tab is the list's source.
    expect(screen.queryByRole('tab', { selected: true })).toBeNull();

    pairsHandler = () => ok(pageOf([], 1, 0));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz' } });
    expect(await screen.findByText('No pairs match "zzz"')).toBeTruthy();

    pairsHandler = () => ok(pageOf([BTC, ETH, SOL], 1, 1));
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(rowSymbols()).toEqual(['BTC/USDT', 'ETH/USDT', 'SOL/USDT']));
  });

  it('a logged-out person tapping a star is asked to log in, then taken to login', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const app = await openMarket(false);
    fireEvent.click(screen.getByRole('button', { name: 'Add ETH/USDT to watchlist' }));
    expect(await screen.findByText('Please log in first')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1_600));
    await waitFor(() =>
      expect(app.location()).toBe(
        `/pages/login/login?redirect=${encodeURIComponent('/pages/market/market')}`,
      ),
    );
  });

  it('the watchlist tab asks a logged-out person to log in', async () => {
    await openMarket(false);
    fireEvent.click(screen.getByRole('tab', { name: 'Watchlist' }));
    expect(await screen.findByText('Log in to keep a watchlist')).toBeTruthy();
  });

  it('a logged-in person stars a pair, finds it under the watchlist tab and removes it', async () => {
    await openMarket();
    const star = screen.getByRole('button', { name: 'Add ETH/USDT to watchlist' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ symbol: 'ETHUSDT' }),
    );
    const on = await screen.findByRole('button', { name: 'Remove ETH/USDT from watchlist' });
    expect(on.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('tab', { name: 'Watchlist' }));
    await waitFor(() => expect(rowSymbols()).toEqual(['ETH/USDT']));

    fireEvent.click(screen.getByRole('button', { name: 'Remove ETH/USDT from watchlist' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(pathOf(calls.find((call) => call.method === 'DELETE') as RecordedCall)).toBe(
      '/api/uniapp/trading/watchlist/ETHUSDT',
    );
    expect(await screen.findByText(/Your watchlist is empty/)).toBeTruthy();
  });

  it('sorts the watchlist on the device by live values, both ways', async () => {
    watched = [BTC, ETH, SOL];
    await openMarket();
    fireEvent.click(screen.getByRole('tab', { name: 'Watchlist' }));
    await waitFor(() => expect(rowSymbols()).toEqual(['BTC/USDT', 'ETH/USDT', 'SOL/USDT']));
    fireEvent.click(screen.getByRole('button', { name: /^Change/ }));
    expect(rowSymbols()).toEqual(['BTC/USDT', 'SOL/USDT', 'ETH/USDT']);
    fireEvent.click(screen.getByRole('button', { name: /^Change/ }));
    expect(rowSymbols()).toEqual(['ETH/USDT', 'SOL/USDT', 'BTC/USDT']);
    fireEvent.click(screen.getByRole('button', { name: /^Latest price/ }));
    expect(rowSymbols()).toEqual(['BTC/USDT', 'ETH/USDT', 'SOL/USDT']);
    // A live tick reorders: SOL now tops the prices (compared as decimals, not as text).
    act(() => getTradingState().applyTickers([tickerOf(SOL, { price: '100000.5' })]));
    expect(rowSymbols()).toEqual(['SOL/USDT', 'BTC/USDT', 'ETH/USDT']);
    fireEvent.click(screen.getByRole('button', { name: /^Latest price/ }));
    expect(rowSymbols()).toEqual(['ETH/USDT', 'BTC/USDT', 'SOL/USDT']);
  });

  it('a watched pair an operator suspended says "Suspended" on its row, before "Closed"; an active one does not', async () => {
    const DOGE = pair('DOGE/USDT', { status: 'suspended' });
    const SHUT = pair('SHUT/USDT', {
      status: 'suspended',
      marketOpen: false,
      session: { open: false, nextChangeAt: 1_900_000_000_000, timeZone: 'America/New_York' },
    });
    watched = [BTC, DOGE, SHUT];
    await openMarket();
    fireEvent.click(screen.getByRole('tab', { name: 'Watchlist' }));
    const rowOf = async (name: RegExp) =>
      (await screen.findByRole('button', { name })).closest('.hc-pair-open') as HTMLElement;
    const doge = await rowOf(/^DOGE\/USDT, Suspended/);
    expect(within(doge).getByText('Suspended').className).toContain('hc-tag-suspended');
    const shut = await rowOf(/^SHUT\/USDT, Suspended/);
    expect(within(shut).getByText('Suspended')).toBeTruthy();
    expect(within(shut).queryByText('Closed')).toBeNull();
    const btc = await rowOf(/^BTC\/USDT/);
    expect(within(btc).queryByText('Suspended')).toBeNull();
  });

  it('a watched pair suspended while the watchlist is shown gets its tag at once (the config channel), and loses it resumed', async () => {
    const DOGE = pair('DOGE/USDT');
    watched = [DOGE];
    await openMarket();
    fireEvent.click(screen.getByRole('tab', { name: 'Watchlist' }));
    await screen.findByRole('button', { name: /^DOGE\/USDT, DOGE Corp/ });
    expect(realtime().held.has('config')).toBe(true);

    watched = [{ ...DOGE, status: 'suspended' }];
    act(() => configChanged('pairs'));
    await screen.findByRole('button', { name: /^DOGE\/USDT, Suspended,/ });

    watched = [DOGE];
    act(() => configChanged('pairs'));
    await screen.findByRole('button', { name: /^DOGE\/USDT, DOGE Corp/ });
    expect(screen.queryByText('Suspended')).toBeNull();
  });

  it('flashes a price green when it goes up and red when it goes down, comparing decimal strings', async () => {
    await openMarket();
    const price = () =>
      screen
        .getByRole('button', { name: /^BTC\/USDT/ })
        .closest('.hc-pair-open')
        ?.querySelector('.hc-live-price');
    expect(price()?.getAttribute('data-move')).toBe('none');

    act(() => getTradingState().applyTickers([tickerOf(BTC, { price: '64250.51' })]));
    expect(price()?.getAttribute('data-move')).toBe('up');
    expect(price()?.className).toContain('hc-flash-up-1');
    expect(price()?.textContent).toBe('64,250.51');

    act(() => getTradingState().applyTickers([tickerOf(BTC, { price: '64250.509', time: 5_000 })]));
    expect(price()?.getAttribute('data-move')).toBe('down');
    expect(price()?.className).toContain('hc-flash-down-0');

    // "64250.5090" is the same number: no new flash.
    act(() => getTradingState().applyTickers([tickerOf(BTC, { price: '64250.5090', time: 6_000 })]));
    expect(price()?.className).toContain('hc-flash-down-0');
  });

  it('says so when the market cannot be loaded, and retries', async () => {
    pairsHandler = () => fail(400, 'BAD_REQUEST', 'boom');
    getSession().setSession(session());
    renderApp('/pages/market/market');
    expect(await screen.findByText('Market load failure')).toBeTruthy();
    pairsHandler = () => ok(pageOf([BTC], 1, 1));
    fireEvent.click(screen.getByRole('button', { name: 'Tap to retry' }));
    expect(await screen.findByRole('button', { name: /^BTC\/USDT/ })).toBeTruthy();
  });

  it('opens the pair detail from a row', async () => {
    const app = await openMarket();
    fireEvent.click(screen.getByRole('button', { name: /^ETH\/USDT/ }));
    await waitFor(() => expect(app.location()).toBe('/pages/market/detail?symbol=ETHUSDT'));
  });
});
