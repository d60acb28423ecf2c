import type { Candle, TradingPair } from '@halcyon/api';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataSetOn, resetChartLog, updatesOn } from '../../../test/chart-library.ts';
import {
  fail,
  hangingFetch,
  mockFetch,
  ok,
  pathOf,
  queryOf,
  type RecordedCall,
} from '../../../test/fetch-mock.ts';
import { page } from '../../../test/finance-fixtures.ts';
import { session } from '../../../test/fixtures.ts';
import { pair, tickerOf } from '../../../test/market-fixtures.ts';
import { configChanged } from '../../../test/realtime.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { setUpMarketScreens } from '../../../test/screen-test.ts';
import { queryClient } from '../../shared/api/query-client.ts';
import { marketKeys } from '../../shared/markets/market-keys.ts';
import { getTradingState } from '../../shared/markets/trading-store.ts';
import { useConnectionStore } from '../../shared/realtime/connection-store.ts';
import { getSession } from '../../shared/session/session-store.ts';

vi.mock('lightweight-charts', () => import('../../../test/chart-library.ts'));

const BTC = pair('BTC/USDT', { price: '64250.5', priceChange: '1570.5', priceChangePercent: '2.5' });
const AAPL = pair('AAPL/USDT', {
  price: '227.48',
  marketOpen: false,
  quotedInUsd: true,
  session: { open: false, nextChangeAt: Date.UTC(2030, 0, 7, 14, 30), timeZone: 'America/New_York' },
});

const DOGE = pair('DOGE/USDT', { price: '0.1234', pricePrecision: 5 });

const candles = (interval: string, count = 3): Candle[] =>
  Array.from({ length: count }, (_, i) => ({
    openTime: 1_700_000_000_000 + i * 60_000,
    open: '100',
    high: '110',
    low: '90',
    close: interval === '5m' ? '105' : '101',
    volume: '3',
  }));

let calls: RecordedCall[];
let klineFails: Set<string>;
/** DOGE/USDT as the server has it now: an operator may suspend or resume it during a test. */
let dogeStatus: TradingPair['status'];
const realtime = setUpMarketScreens();

const klineCalls = () => calls.filter((call) => pathOf(call) === '/api/uniapp/trading/kline').map(queryOf);

beforeEach(async () => {
  resetChartLog();
  klineFails = new Set();
  dogeStatus = 'suspended';
  ({ calls } = mockFetch((call, init) => {
    const path = pathOf(call);
    if (path === '/api/uniapp/trading/pair/BTCUSDT') return ok(BTC);
    if (path === '/api/uniapp/trading/pair/AAPLUSDT') return ok(AAPL);
    if (path === '/api/uniapp/trading/pair/DOGEUSDT') return ok({ ...DOGE, status: dogeStatus });
    if (path === '/api/uniapp/trading/pair/OLDUSDT') return hangingFetch(call, init);
    if (path.startsWith('/api/uniapp/trading/pair/'))
      return fail(404, 'SYMBOL_NOT_FOUND', 'Trading pair does not exist');
    if (path === '/api/uniapp/trading/kline') {
      const { symbol, interval = '1d' } = queryOf(call);
      if (klineFails.has(interval)) return fail(400, 'BAD_REQUEST', 'no');
      return ok({ symbol, interval, candles: candles(interval) });
    }
    if (path === '/api/uniapp/trading/watchlist') return ok({ symbols: ['BTC/USDT'], pairs: [BTC] });
    // The trade page a test goes on to lists the user's orders and trades and shows the book: none here.
    if (path.startsWith('/api/uniapp/trading/spot/')) return ok(page([]));
    if (path === '/api/uniapp/trading/market/depth') {
      return ok({ symbol: 'BTC/USDT', lastUpdateId: 1, bids: [], asks: [] });
    }
    return ok({ user: session().user });
  }));
});

afterEach(() => useConnectionStore.setState({ refused: [] }));

/** The notice over a suspended pair: a status that says so in the server's words, or null. */
function suspendedNotice(): HTMLElement | null {
  return (
    screen
      .queryAllByRole('status')
      .find((node) => node.textContent === 'Trading in DOGE/USDT is suspended') ?? null
  );
}

async function openDetail(symbol: string) {
  getSession().setSession(session());
  const app = renderApp(`/pages/market/detail?symbol=${symbol}`);
  await screen.findByRole('heading', { level: 2, name: /\/USDT/ });
  return app;
}

describe('pair detail page', () => {
  it('shows price, change, 24 h figures and live updates of its ticker channel', async () => {
    await openDetail('BTCUSDT');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Trading pair detail');
    expect(screen.getByText('64,250.50')).toBeTruthy();
    expect(screen.getByText('+1,570.50')).toBeTruthy();
    expect(screen.getByText('+2.50%')).toBeTruthy();
    expect(screen.getByText('24h high').nextSibling?.textContent).toBe('110.00');
    expect(screen.getByText('24h low').nextSibling?.textContent).toBe('90.00');
    expect(screen.getByText('24h volume (BTC)').nextSibling?.textContent).toBe('12.35K');
    expect(screen.getByText('Market open 24/7')).toBeTruthy();
    expect(screen.queryByText('Quoted in USD, shown as USDT 1:1')).toBeNull();
    expect(realtime().held.has('ticker.BTCUSDT')).toBe(true);
    // Watched already: the star says so.
    expect(
      (await screen.findByRole('button', { name: 'Remove BTC/USDT from watchlist' })).getAttribute(
        'aria-pressed',
      ),
    ).toBe('true');

    act(() =>
      getTradingState().applyTickers([tickerOf(BTC, { price: '64300', priceChangePercent: '2.58' })]),
    );
    expect(screen.getByText('64,300.00')).toBeTruthy();
    expect(screen.getByText('+2.58%')).toBeTruthy();
  });

  it('a closed USD-quoted market says closed until when, and that USD is shown as USDT', async () => {
    await openDetail('AAPL-USDT');
    expect(screen.getByText(/^Market closed until /)).toBeTruthy();
    expect(screen.getByText('Quoted in USD, shown as USDT 1:1')).toBeTruthy();
  });

  it('loads the chart for 15m, then switches interval with the right kline request and channel', async () => {
    await openDetail('BTCUSDT');
    await waitFor(() => expect(dataSetOn('candles')).toHaveLength(1));
    expect(klineCalls()).toEqual([{ symbol: 'BTCUSDT', interval: '15m', limit: '100' }]);
    expect(realtime().held.has('kline.BTCUSDT.15m')).toBe(true);
    expect(screen.getByRole('img', { name: 'BTC/USDT price chart, 15m candles' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '15m' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(screen.getByRole('tab', { name: '5m' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'BTC/USDT price chart, 5m candles' })).toBeTruthy(),
    );
    expect(klineCalls().at(-1)).toEqual({ symbol: 'BTCUSDT', interval: '5m', limit: '100' });
    expect(realtime().held.has('kline.BTCUSDT.5m')).toBe(true);
    expect(realtime().held.has('kline.BTCUSDT.15m')).toBe(false);
    expect(dataSetOn('candles')).toHaveLength(2);

    fireEvent.click(screen.getByRole('tab', { name: '1D' }));
    await waitFor(() => expect(klineCalls().at(-1)?.interval).toBe('1d'));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: '1D' }).getAttribute('aria-selected')).toBe('true'),
    );
  });

  it('draws a pushed forming candle with update, not by redrawing everything', async () => {
    await openDetail('BTCUSDT');
    await waitFor(() => expect(dataSetOn('candles')).toHaveLength(1));
    const key = marketKeys.kline('BTCUSDT', '15m');
    const [, , last] = candles('15m');
    act(() => {
      queryClient.setQueryData<Candle[]>(key, (old) => [
        ...(old ?? []).slice(0, -1),
        { ...(last as Candle), close: '120', high: '120' },
      ]);
    });
    await waitFor(() => expect(updatesOn('candles')).toHaveLength(1));
    expect(updatesOn('candles')[0]).toMatchObject({ close: 120 });
    expect(dataSetOn('candles')).toHaveLength(1);
  });

  it('a failed switch says "Failed to switch time period" and keeps the period that works', async () => {
    klineFails.add('1m');
    await openDetail('BTCUSDT');
    await waitFor(() => expect(dataSetOn('candles')).toHaveLength(1));
    fireEvent.click(screen.getByRole('tab', { name: '1m' }));
    expect(await screen.findByText('Failed to switch time period')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: '15m' }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(screen.getByRole('img', { name: 'BTC/USDT price chart, 15m candles' })).toBeTruthy();
  });

  it('buy and sell lead to the trade page with the pair and the side', async () => {
    const app = await openDetail('BTCUSDT');
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(app.location()).toBe('/pages/trade/trade?symbol=BTCUSDT&side=buy'));
    // The trade page has replaced this one (not only the URL) before going back to it.
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: /\/USDT/ })).toBeNull());
    app.router.navigate(-1);
    await screen.findByRole('button', { name: 'Sell' });
    await new Promise((resolve) => setTimeout(resolve, 350));
    fireEvent.click(screen.getByRole('button', { name: 'Sell' }));
    await waitFor(() => expect(app.location()).toBe('/pages/trade/trade?symbol=BTCUSDT&side=sell'));
  });

  it('a suspended pair says trading in it is suspended, and its buy and sell are disabled and say why', async () => {
    const app = await openDetail('DOGEUSDT');
    const notice = suspendedNotice();
    expect(notice).not.toBeNull();
    for (const name of ['Buy', 'Sell']) {
      const button = screen.getByRole('button', { name }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.getAttribute('aria-describedby')).toBe(notice?.id);
      fireEvent.click(button);
    }
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(app.location()).toBe('/pages/market/detail?symbol=DOGEUSDT');
    // Not the delisted market's message: the pair is still there, its figures and chart with it.
    expect(screen.queryByText('This market is not available', { exact: false })).toBeNull();
    expect(screen.getByText('24h high')).toBeTruthy();
  });

  it('a pair suspended while its page is open says so at once (the config channel), and resumed, trades again', async () => {
    dogeStatus = 'active';
    await openDetail('DOGEUSDT');
    expect(realtime().held.has('config')).toBe(true);
    expect(suspendedNotice()).toBeNull();
    expect((screen.getByRole('button', { name: 'Buy' }) as HTMLButtonElement).disabled).toBe(false);

    dogeStatus = 'suspended';
    act(() => configChanged('pairs'));
    await waitFor(() => expect(suspendedNotice()).not.toBeNull());
    expect((screen.getByRole('button', { name: 'Buy' }) as HTMLButtonElement).disabled).toBe(true);

    dogeStatus = 'active';
    act(() => configChanged('pairs'));
    await waitFor(() => expect(suspendedNotice()).toBeNull());
    expect((screen.getByRole('button', { name: 'Sell' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('an unknown pair says it does not exist', async () => {
    getSession().setSession(session());
    renderApp('/pages/market/detail?symbol=NOPEUSDT');
    expect(await screen.findByText('This trading pair does not exist.')).toBeTruthy();
  });

  it('a pair the socket refuses as unknown says the market is not available, with a way back to markets', async () => {
    getSession().setSession(session());
    const app = renderApp('/pages/market/detail?symbol=OLDUSDT');
    // Its data does not come (the pair was delisted); the socket refuses its ticker.
    await waitFor(() => expect(realtime().held.has('ticker.OLDUSDT')).toBe(true));
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => useConnectionStore.setState({ refused: ['ticker.OLDUSDT'] }));
    expect(
      (await screen.findByRole('alert')).textContent?.startsWith(
        'This market is not available. It may have been delisted.',
      ),
    ).toBe(true);
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to markets' }));
    await waitFor(() => expect(app.location()).toBe('/pages/market/market'));
  });

  it('a pair shown from data read before is replaced by the message once the socket refuses it', async () => {
    await openDetail('BTCUSDT');
    act(() => useConnectionStore.setState({ refused: ['ticker.BTCUSDT'] }));
    expect(await screen.findByText('This market is not available. It may have been delisted.')).toBeTruthy();
    expect(screen.queryByText('64,250.50')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Buy' })).toBeNull();
  });
});
