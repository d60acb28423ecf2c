import type { DepthSnapshot, Position, SpotOrder, TradingPair } from '@halcyon/api';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { doubleTapAsksOnce } from '../../../test/double-tap.ts';
import {
  fail,
  hangingFetch,
  mockFetch,
  ok,
  pathOf,
  queryOf,
  type RecordedCall,
} from '../../../test/fetch-mock.ts';
import { asset, session } from '../../../test/fixtures.ts';
import { pair } from '../../../test/market-fixtures.ts';
import { configChanged } from '../../../test/realtime.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { setUpMarketScreens } from '../../../test/screen-test.ts';
import { queryClient } from '../../shared/api/query-client.ts';
import { navigateTo } from '../../shared/navigation/navigation.ts';
import { PATHS } from '../../shared/navigation/paths.ts';
import { useConnectionStore } from '../../shared/realtime/connection-store.ts';
import { depthSink } from '../../shared/realtime/trading-sinks.ts';
import { getSession } from '../../shared/session/session-store.ts';

vi.mock('lightweight-charts', () => import('../../../test/chart-library.ts'));

const BTC = pair('BTC/USDT', { price: '64250.5', priceChangePercent: '2.5', minQuantity: '0.0001' });
const DEPTH: DepthSnapshot = {
  symbol: 'BTC/USDT',
  lastUpdateId: 100,
  bids: [
    ['64250', '0.5'],
    ['64249.5', '1.25'],
  ],
  asks: [
    ['64251', '0.3'],
    ['64252.25', '2'],
  ],
  time: 1,
};
const ORDER: SpotOrder = {
  orderId: 'o-1',
  clientOrderId: null,
  symbol: 'BTC/USDT',
  side: 'buy',
  type: 'limit',
  price: '60000',
  quantity: '0.01',
  quoteAmount: null,
  filledQuantity: '0',
  filledQuote: '0',
  averagePrice: null,
  fee: '0',
  status: 'pending',
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_000_000,
};
/** The history, newest first as the server sends it: two pages of two. */
/** This year's dates: the one date-time format leaves the year out for them. */
const at = (month: number, day: number, hours: number, minutes: number, seconds: number) =>
  new Date(new Date().getFullYear(), month - 1, day, hours, minutes, seconds).getTime();
const HISTORY: SpotOrder[][] = [
  [
    {
      ...ORDER,
      orderId: 'h-4',
      side: 'sell',
      price: '65000.5',
      quantity: '0.02',
      filledQuantity: '0.02',
      filledQuote: '1300.01',
      averagePrice: '65000.5',
      fee: '1.30001',
      status: 'filled',
      createdAt: at(3, 5, 9, 7, 3),
    },
    {
      ...ORDER,
      orderId: 'h-3',
      type: 'market',
      price: null,
      quantity: null,
      quoteAmount: '250.5',
      filledQuantity: '0.0039',
      filledQuote: '250.4999',
      averagePrice: '64230.74358974',
      fee: '0.2504999',
      status: 'cancelled',
      createdAt: at(3, 4, 18, 30, 0),
    },
  ],
  [
    {
      ...ORDER,
      orderId: 'h-2',
      price: '60000',
      quantity: '0.05',
      filledQuantity: '0.01',
      filledQuote: '600',
      averagePrice: '60000',
      fee: '0.6',
      status: 'partially_filled',
      createdAt: at(3, 3, 8, 0, 59),
    },
    { ...ORDER, orderId: 'h-1', status: 'pending', createdAt: at(3, 2, 23, 59, 1) },
  ],
];
const POSITION: Position = {
  symbol: 'BTC/USDT',
  currency: 'BTC',
  quantity: '0.5',
  costQuantity: '0.5',
  averageCost: '60000',
  currentValue: '32125.25',
  profitLoss: '2125.25',
  profitLossPercent: '7.08',
  buyableQuantity: '0.1554',
  sellableQuantity: '0.5',
};

let calls: RecordedCall[];
let minQuantity: string;
/** The pair's and its rules' lot: 4 decimals, or 0 for a pair traded in whole units. */
let quantityPrecision: number;
let usdtAvailable: string;
let limitReply: () => Response;
let pendingPages: number;
/** While set, the open orders answer only once it resolves. */
let pendingGate: Promise<void> | null;
let pendingOrder: SpotOrder;
let makerFeeRate: string;
let feesFail: boolean;
let depth: DepthSnapshot;
/** BTC/USDT as the server has it now: an operator may suspend or resume it during a test. */
let btcStatus: TradingPair['status'];
const realtime = setUpMarketScreens();

const posts = (path: string) =>
  calls.filter((call) => call.method === 'POST' && pathOf(call) === `/api/uniapp${path}`);

beforeEach(() => {
  minQuantity = '0.0001';
  quantityPrecision = 4;
  usdtAvailable = '10000';
  limitReply = () => ok({ ...ORDER, orderId: 'o-2' });
  pendingPages = 1;
  pendingGate = null;
  pendingOrder = ORDER;
  makerFeeRate = '0.001';
  feesFail = false;
  depth = DEPTH;
  btcStatus = 'active';
  ({ calls } = mockFetch((call) => {
    const path = pathOf(call).replace('/api/uniapp', '');
    switch (path) {
      case '/trading/pair/BTCUSDT':
        return ok({ ...BTC, quantityPrecision, status: btcStatus });
      case '/trading/kline':
        return ok({ symbol: 'BTC/USDT', interval: queryOf(call).interval, candles: [] });
      case '/trading/market/depth':
        return ok(depth);
      case '/trading/trades':
        return ok({ symbol: 'BTC/USDT', trades: [] });
      case '/trading/fees':
        return feesFail
          ? fail(400, 'BAD_REQUEST', 'The request could not be understood')
          : ok({ fees: [{ symbol: 'BTC/USDT', makerFeeRate, takerFeeRate: '0.001' }] });
      case '/trading/rules':
        return ok({
          rules: [
            {
              symbol: 'BTC/USDT',
              status: 'active',
              pricePrecision: 2,
              quantityPrecision,
              tickSize: '0.01',
              minQuantity,
              minNotional: '5',
              session: BTC.session,
            },
          ],
        });
      case '/trading/spot/account/balance':
        return ok({
          balances: [
            { currency: 'USDT', available: usdtAvailable, frozen: '0', total: usdtAvailable },
            { currency: 'BTC', available: '0.5', frozen: '0', total: '0.5' },
          ],
        });
      case '/trading/spot/orders/pending': {
        const page = Number(queryOf(call).page);
        const reply = () =>
          ok({
            items: page <= pendingPages ? [{ ...pendingOrder, orderId: `o-${page}` }] : [],
            pagination: { total: pendingPages, page, limit: 10, totalPages: pendingPages },
          });
        return pendingGate ? pendingGate.then(reply) : reply();
      }
      case '/trading/spot/orders/history': {
        const page = Number(queryOf(call).page);
        return ok({
          items: HISTORY[page - 1] ?? [],
          pagination: { total: 4, page, limit: 10, totalPages: HISTORY.length },
        });
      }
      case '/trading/spot/orders/market':
        return ok({ ...ORDER, type: 'market', orderId: 'o-3' });
      case '/trading/spot/trades':
        return ok({ items: [], pagination: { total: 0, page: 1, limit: 10, totalPages: 0 } });
      case '/trading/spot/positions':
        return ok({ positions: [POSITION] });
      case '/trading/spot/orders/limit':
        return limitReply();
      case '/trading/spot/orders/cancel':
        return ok({ ...ORDER, status: 'cancelled' });
      case '/trading/pending-orders/cancel':
        return ok({ cancelled: 1 });
      case '/swap/orders':
        return ok({ items: [], pagination: { total: 0, page: 1, limit: 10, totalPages: 0 } });
      case '/user/assets':
        return ok({
          assets: [asset('USDT', '1000')],
          totalUsdtValue: '1000',
        });
      case '/trading/pairs':
        return ok({ pairs: [BTC], pagination: { total: 1, page: 1, limit: 100, totalPages: 1 } });
      default:
        return ok({ user: session().user });
    }
  }));
});

afterEach(() => {
  Dialog.clear();
  useConnectionStore.setState({ status: 'idle', lost: [], refused: [] });
});

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(input(label), { target: { value } });

async function openTrade({ loggedIn = true, available = '10,000 USDT' } = {}) {
  if (loggedIn) getSession().setSession(session());
  // Logged out, the app sends anyone who starts on the trade page home: arrive from home instead.
  const app = renderApp(loggedIn ? '/pages/trade/trade?symbol=BTCUSDT' : PATHS.home);
  if (!loggedIn) {
    await screen.findByRole('region', { name: 'Highlights' });
    act(() => navigateTo(PATHS.trade, { symbol: 'BTCUSDT' }));
  }
  await waitFor(() => expect(input('Price (USDT)').value).toBe('64250.5'));
  if (loggedIn) await screen.findByText(available);
  // A buy's percent buttons wait for the fee rates.
  if (!feesFail) await screen.findByText(/^Taker fee rate /);
  return app;
}

/** The notice over a suspended pair: a status that says so in the server's words, or null. */
function suspendedNotice(): HTMLElement | null {
  return (
    screen.queryAllByRole('status').find((node) => node.textContent === 'Trading in BTC/USDT is suspended') ??
    null
  );
}

async function confirmDialog() {
  const dialogs = await screen.findAllByRole('dialog');
  return dialogs.at(-1) as HTMLElement;
}

describe('spot trade page', () => {
  it('shows the book from the depth snapshot, applies a diff, and a tapped price fills the form', async () => {
    await openTrade();
    expect(realtime().held.has('depth.BTCUSDT')).toBe(true);
    const asks = screen.getByRole('list', { name: 'Asks' });
    const bids = screen.getByRole('list', { name: 'Bids' });
    // Asks highest first, so that the best ask sits next to the last price; totals run from the best price.
    expect(
      within(asks)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['64,252.252.00002.3000', '64,251.000.30000.3000']);
    expect(
      within(bids)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['64,250.000.50000.5000', '64,249.501.25001.7500']);

    act(() => {
      depthSink(queryClient).apply({
        type: 'update',
        channel: 'depth.BTCUSDT',
        seq: 2,
        time: 2,
        data: {
          symbol: 'BTC/USDT',
          firstUpdateId: 101,
          lastUpdateId: 101,
          bids: [
            ['64250', '0'],
            ['64250.75', '0.1'],
          ],
          asks: [],
          time: 2,
        },
      });
    });
    await waitFor(() =>
      expect(
        within(bids)
          .getAllByRole('listitem')
          .map((row) => row.textContent),
      ).toEqual(['64,250.750.10000.1000', '64,249.501.25001.3500']),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Use price 64,251.00' }));
    expect(input('Price (USDT)').value).toBe('64251');
  });

  it('asks for missing information, then names the minimum quantity', async () => {
    minQuantity = '0.001';
    await openTrade();
    fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please complete the order information');
    type('Quantity (BTC)', '0.0005');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    // The rules call answered a larger minimum than the pair list: the rules win.
    await waitFor(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
      expect(screen.getByRole('alert').textContent).toBe('Quantity too small (minimum 0.001 BTC)');
    });
    type('Price (USDT)', '64250.555');
    fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(screen.getByRole('alert').textContent).toBe('Price must be a multiple of 0.01');
    expect(posts('/trading/spot/orders/limit')).toEqual([]);
  });

  it('a minimum quantity is grouped as the server groups it ("minimum 1,000")', async () => {
    minQuantity = '1000';
    await openTrade();
    type('Quantity (BTC)', '1');
    await waitFor(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
      expect(screen.getByRole('alert').textContent).toBe('Quantity too small (minimum 1,000 BTC)');
    });
  });

  it('a pair traded in whole units says "Whole numbers only" for a quantity with decimals, not "a multiple of 1"', async () => {
    quantityPrecision = 0;
    minQuantity = '1';
    await openTrade();
    type('Quantity (BTC)', '1.5');
    fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Whole numbers only (no decimals)');
    // Below the minimum too: the decimals are the thing to fix first.
    type('Quantity (BTC)', '0.5');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Whole numbers only (no decimals)');
    expect(posts('/trading/spot/orders/limit')).toEqual([]);
  });

  it("the server's whole-numbers refusal shows under the quantity as it was sent", async () => {
    limitReply = () =>
      fail(422, 'VALIDATION_FAILED', 'Validation failed', {
        errors: { quantity: ['Whole numbers only (no decimals)'] },
      });
    await openTrade();
    type('Quantity (BTC)', '0.01');
    fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    fireEvent.click(within(await confirmDialog()).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Whole numbers only (no decimals)')).toBeTruthy();
    expect(screen.queryByText(/multiple of/)).toBeNull();
  });

  it('insufficient balance names what is available and offers a deposit', async () => {
    usdtAvailable = '6431.47504';
    const app = await openTrade({ available: '6,431.47504 USDT' });
    type('Quantity (BTC)', '0.1');
    // 0.1 x 64250.5 = 6425.05 plus the 0.1% taker fee 6.42505: one hundred-thousandth more than there is.
    expect(screen.getByText('Total').nextSibling?.textContent).toBe('6,425.05 USDT');
    expect(screen.getByText('Estimated fee').nextSibling?.textContent).toBe('6.42505 USDT');
    fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Insufficient balance: available 6,431.47504 USDT')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(app.location()).toBe('/pages/finance/recharge'));
  });

  it('the percent buttons fill the quantity from the balance, fee included, cut to the lot', async () => {
    await openTrade();
    fireEvent.click(screen.getByRole('button', { name: '25%' }));
    // 2500 / (64250.5 x 1.001) = 0.03887...
    expect(input('Quantity (BTC)').value).toBe('0.0388');
    fireEvent.click(screen.getByRole('button', { name: '100%' }));
    expect(input('Quantity (BTC)').value).toBe('0.1554');
    fireEvent.click(screen.getByRole('button', { name: 'Sell', pressed: false }));
    await screen.findByText('0.5 BTC');
    fireEvent.click(screen.getByRole('button', { name: '75%' }));
    expect(input('Quantity (BTC)').value).toBe('0.375');
    // A market buy is sized in USDT.
    fireEvent.click(screen.getByRole('button', { name: 'Buy', pressed: false }));
    fireEvent.click(screen.getByRole('button', { name: 'Market' }));
    fireEvent.click(screen.getByRole('button', { name: '50%' }));
    expect(input('Amount (USDT)').value).toBe('4995');
  });

  it('a limit buy keeps room for the higher of its maker and taker fees, as the server freezes it', async () => {
    // An operator may set the maker rate above the taker rate; a resting buy then pays the maker rate.
    makerFeeRate = '0.002';
    await openTrade();
    await screen.findByText('Taker fee rate 0.1%');
    fireEvent.click(screen.getByRole('button', { name: '100%' }));
    // 10000 / (64250.5 x 1.002) = 0.15533...; 0.1554 would freeze 10004.5 USDT and be refused.
    expect(input('Quantity (BTC)').value).toBe('0.1553');
    type('Quantity (BTC)', '0.1554');
    fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(screen.getByRole('alert').textContent).toContain('Insufficient balance: available 10,000 USDT');
    expect(screen.queryByText(/^Buy 0\.1554 BTC at/)).toBeNull();
  });

  it('without the fee rates a buy is not sized from the balance: the fee would be left out', async () => {
    feesFail = true;
    await openTrade();
    expect(screen.getByText('Estimated fee').nextSibling?.textContent).toBe('--');
    fireEvent.click(screen.getByRole('button', { name: '100%' }));
    // 10000 / 64250.5 = 0.15564: with the 0.1% fee the server would refuse it.
    expect(input('Quantity (BTC)').value).toBe('');
    // A sell pays its fee from the proceeds: its share of the balance needs no rate.
    fireEvent.click(screen.getByRole('button', { name: 'Sell', pressed: false }));
    await screen.findByText('0.5 BTC');
    fireEvent.click(screen.getByRole('button', { name: '50%' }));
    expect(input('Quantity (BTC)').value).toBe('0.25');
  });

  it('a double tap on the order button asks once and places one order', async () => {
    await openTrade();
    type('Price (USDT)', '64000');
    type('Quantity (BTC)', '0.01');
    const form = screen.getByRole('form', { name: 'Place a spot order' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    fireEvent.click(within(await confirmDialog()).getByRole('button', { name: 'OK' }));
    await screen.findByText('Order placed');
    // Only one confirmation was opened: nothing is left to confirm a second order with. (Only confirmations
    // are looked for: an earlier test's alert, cleared after it, may still be leaving.)
    const confirmations = () =>
      screen.queryAllByRole('dialog').filter((dialog) => /Buy 0\.01 BTC/.test(dialog.textContent ?? ''));
    await waitFor(() => expect(confirmations()).toHaveLength(0));
    expect(posts('/trading/spot/orders/limit')).toHaveLength(1);
  });

  it('places a limit order after the confirmation with the typed price and quantity', async () => {
    await openTrade();
    type('Price (USDT)', '64000');
    type('Quantity (BTC)', '0.01');
    fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    const dialog = await confirmDialog();
    expect(within(dialog).getByText('Buy 0.01 BTC at 64000 USDT, total 640 USDT')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(posts('/trading/spot/orders/limit')).toHaveLength(1));
    const body = posts('/trading/spot/orders/limit')[0]?.body as Record<string, string>;
    expect(body).toEqual({
      symbol: 'BTCUSDT',
      side: 'buy',
      price: '64000',
      quantity: '0.01',
      clientOrderId: expect.stringMatching(/^[A-Za-z0-9_-]{1,36}$/),
    });
    await screen.findByText('Order placed');
    expect(input('Quantity (BTC)').value).toBe('');
  });

  it('padding zeros typed into price and quantity are not sent: the server takes one way of writing a number', async () => {
    await openTrade();
    // "064000.000" and "0.01000" are 64000 and 0.01; as written, the server refuses them (a leading zero,
    // and more decimals than the tick and the lot have).
    type('Price (USDT)', '064000.000');
    type('Quantity (BTC)', '0.01000');
    fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    const dialog = await confirmDialog();
    expect(within(dialog).getByText('Buy 0.01 BTC at 64000 USDT, total 640 USDT')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(posts('/trading/spot/orders/limit')).toHaveLength(1));
    expect(posts('/trading/spot/orders/limit')[0]?.body).toMatchObject({ price: '64000', quantity: '0.01' });
  });

  it("a refusal from the server is shown the app's way and the form keeps what was typed", async () => {
    limitReply = () =>
      fail(400, 'INSUFFICIENT_BALANCE', 'insufficient available balance, currently available 12.5 USDT');
    await openTrade();
    type('Quantity (BTC)', '0.01');
    fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    fireEvent.click(within(await confirmDialog()).getByRole('button', { name: 'OK' }));
    expect(
      await screen.findByText('insufficient available balance, currently available 12.5 USDT'),
    ).toBeTruthy();
    expect(input('Quantity (BTC)').value).toBe('0.01');
  });

  it('a retry after a lost answer sends the same clientOrderId; the next order gets a new one', async () => {
    const replies = [() => fail(503, 'SERVICE_UNAVAILABLE', 'Service unavailable, please try later')];
    limitReply = () => replies.shift()?.() ?? ok({ ...ORDER, orderId: 'o-2' });
    await openTrade();
    type('Quantity (BTC)', '0.01');
    const place = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
      fireEvent.click(within(await confirmDialog()).getByRole('button', { name: 'OK' }));
    };
    await place();
    await waitFor(() => expect(posts('/trading/spot/orders/limit')).toHaveLength(1));
    expect(await screen.findByText('Service unavailable, please try later')).toBeTruthy();
    expect(input('Quantity (BTC)').value).toBe('0.01');
    await place();
    await screen.findByText('Order placed');
    type('Quantity (BTC)', '0.01');
    await place();
    await waitFor(() => expect(posts('/trading/spot/orders/limit')).toHaveLength(3));
    const ids = posts('/trading/spot/orders/limit').map(
      (call) => (call.body as { clientOrderId: string }).clientOrderId,
    );
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('the steppers move the price by one tick; a market buy posts the USDT amount', async () => {
    await openTrade();
    fireEvent.click(screen.getByRole('button', { name: 'Raise the price by one tick' }));
    expect(input('Price (USDT)').value).toBe('64250.51');
    fireEvent.click(screen.getByRole('button', { name: 'Lower the price by one tick' }));
    fireEvent.click(screen.getByRole('button', { name: 'Lower the price by one tick' }));
    expect(input('Price (USDT)').value).toBe('64250.49');

    fireEvent.click(screen.getByRole('button', { name: 'Market' }));
    expect(screen.queryByLabelText('Price (USDT)')).toBeNull();
    // The server takes a USDT amount to 8 decimals: a ninth is not taken (it would be refused after OK).
    type('Amount (USDT)', '250.123456789');
    expect(input('Amount (USDT)').value).toBe('250.12345678');
    type('Amount (USDT)', '250.5');
    expect(screen.getByText('Estimated fee').nextSibling?.textContent).toBe('0.2505 USDT');
    fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    const dialog = await confirmDialog();
    expect(within(dialog).getByText('Buy BTC for 250.5 USDT at the market price')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(posts('/trading/spot/orders/market')).toHaveLength(1));
    expect(posts('/trading/spot/orders/market')[0]?.body).toEqual({
      symbol: 'BTCUSDT',
      side: 'buy',
      quoteAmount: '250.5',
      clientOrderId: expect.stringMatching(/^[A-Za-z0-9_-]{1,36}$/),
    });
  });

  it('the open orders tab says it is loading until the orders come, not that there are none', async () => {
    let release = () => {};
    pendingGate = new Promise((resolve) => {
      release = resolve;
    });
    await openTrade();
    const records = screen.getByRole('region', { name: 'Orders and positions' });
    expect(within(records).getByText('Loading…')).toBeTruthy();
    expect(within(records).queryByText('No open orders')).toBeNull();
    release();
    expect(await within(records).findByRole('button', { name: 'Cancel order o-1' })).toBeTruthy();
    expect(within(records).queryByText('Loading…')).toBeNull();
  });

  it('a market order against an empty side of the book says there is nothing to match before asking', async () => {
    depth = { ...DEPTH, asks: [] };
    await openTrade();
    fireEvent.click(screen.getByRole('button', { name: 'Market' }));
    type('Amount (USDT)', '260.5');
    fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No orders to match in BTC/USDT right now');
    expect(screen.queryByText('Buy BTC for 260.5 USDT at the market price')).toBeNull();
    // The bids are there: a market sell goes on to its confirmation.
    fireEvent.click(screen.getByRole('button', { name: 'Sell', pressed: false }));
    type('Quantity (BTC)', '0.01');
    fireEvent.click(screen.getByRole('button', { name: 'Sell BTC' }));
    expect(within(await confirmDialog()).getByText('Sell 0.01 BTC at the market price')).toBeTruthy();
    expect(posts('/trading/spot/orders/market')).toEqual([]);
  });

  it('open orders page through the server', async () => {
    pendingPages = 2;
    await openTrade();
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 2');
    const pendingCalls = calls.filter((call) => pathOf(call) === '/api/uniapp/trading/spot/orders/pending');
    expect(queryOf(pendingCalls.at(-1) as RecordedCall)).toEqual({
      symbol: 'BTCUSDT',
      page: '2',
      limit: '10',
    });
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);
  });

  it('a partly filled open order shows what was filled, at what average, and the fee paid so far', async () => {
    pendingOrder = {
      ...ORDER,
      quantity: '0.01',
      filledQuantity: '0.004',
      filledQuote: '239.998',
      averagePrice: '59999.5',
      fee: '0.239998',
      status: 'partially_filled',
    };
    await openTrade();
    const item = (await screen.findByRole('button', { name: 'Cancel order o-1' })).closest(
      'li',
    ) as HTMLElement;
    const figures = [...item.querySelectorAll('dt')].map(
      (dt) => `${dt.textContent}=${dt.nextSibling?.textContent}`,
    );
    expect(figures).toEqual([
      'Price (USDT)=60,000',
      'Quantity=0.01',
      'Filled=0.004',
      'Average price=59,999.5',
      'Fee (USDT)=0.239998',
    ]);
    expect(item.querySelector('.trade-record-status')?.textContent).toBe('Partially filled');
  });

  it('when the last open order of the last page goes, the list steps back to a page that has orders', async () => {
    pendingPages = 2;
    await openTrade();
    fireEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 2');
    // Cancelled here (or filled meanwhile): the server now has one page.
    pendingPages = 1;
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order o-2' }));
    expect(await screen.findByRole('button', { name: 'Cancel order o-1' })).toBeTruthy();
    expect(screen.queryByText('No open orders')).toBeNull();
    expect(screen.queryByText(/^Page \d of \d$/)).toBeNull();
  });

  it('the order history tab pages through the server and shows each order with its status', async () => {
    await openTrade();
    fireEvent.click(screen.getByRole('tab', { name: 'Order history' }));
    const historyCalls = () =>
      calls.filter((call) => pathOf(call) === '/api/uniapp/trading/spot/orders/history');
    const rows = async () => {
      const list = await screen.findByRole('list', { name: 'Order history' });
      return within(list)
        .getAllByRole('listitem')
        .map((item) => ({
          head: item.querySelector('.trade-record-head')?.textContent,
          figures: [...item.querySelectorAll('dt')].map(
            (dt) => `${dt.textContent}=${dt.nextSibling?.textContent}`,
          ),
          status: item.querySelector('.trade-record-status')?.textContent,
        }));
    };
    expect(await rows()).toEqual([
      {
        head: 'Sell · LimitBTC/USDT03/05, 09:07:03',
        figures: [
          'Price (USDT)=65,000.5',
          'Quantity=0.02',
          'Filled=0.02',
          'Average price=65,000.5',
          'Fee (USDT)=1.30001',
        ],
        status: 'Filled',
      },
      {
        head: 'Buy · MarketBTC/USDT03/04, 18:30:00',
        figures: [
          'Price (USDT)=Market',
          'Amount (USDT)=250.5',
          'Filled=0.0039',
          'Average price=64,230.74358974',
          'Fee (USDT)=0.2504999',
        ],
        status: 'Cancelled',
      },
    ]);
    expect(historyCalls().map(queryOf)).toEqual([{ symbol: 'BTCUSDT', page: '1', limit: '10' }]);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 2');
    expect(await rows()).toEqual([
      {
        head: 'Buy · LimitBTC/USDT03/03, 08:00:59',
        figures: [
          'Price (USDT)=60,000',
          'Quantity=0.05',
          'Filled=0.01',
          'Average price=60,000',
          'Fee (USDT)=0.6',
        ],
        status: 'Partially filled',
      },
      {
        head: 'Buy · LimitBTC/USDT03/02, 23:59:01',
        figures: ['Price (USDT)=60,000', 'Quantity=0.01', 'Filled=0', 'Average price=--', 'Fee (USDT)=0'],
        status: 'Open',
      },
    ]);
    expect(queryOf(historyCalls().at(-1) as RecordedCall)).toEqual({
      symbol: 'BTCUSDT',
      page: '2',
      limit: '10',
    });
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByText('Page 1 of 2');
  });

  it('?type=swap shows the swap panel instead of the spot form', async () => {
    getSession().setSession(session());
    renderApp('/pages/trade/trade?type=swap');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Swap' }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(await screen.findByLabelText('Amount')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Place a spot order' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Bids' })).toBeNull();
  });

  it("the tab bar's Swap opens the swap panel under its own title, even from the spot screen", async () => {
    const app = await openTrade();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Spot trading');
    const tabs = screen.getByRole('navigation', { name: 'Main navigation' });
    fireEvent.click(within(tabs).getByRole('link', { name: 'Swap' }));
    await waitFor(() => expect(app.location()).toBe('/pages/trade/trade?type=swap'));
    expect(await screen.findByLabelText('Amount')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Swap');
    expect(screen.getByRole('tab', { name: 'Swap' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('form', { name: 'Place a spot order' })).toBeNull();
  });

  it('cancels one open order, and all of them after a confirmation', async () => {
    await openTrade();
    expect(await screen.findByRole('tab', { name: 'Open orders (1)' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order o-1' }));
    await waitFor(() => expect(posts('/trading/spot/orders/cancel')).toHaveLength(1));
    expect(posts('/trading/spot/orders/cancel')[0]?.body).toEqual({ orderId: 'o-1' });

    fireEvent.click(screen.getByRole('button', { name: 'Cancel all' }));
    const dialog = await confirmDialog();
    expect(within(dialog).getByText('Cancel all open BTC/USDT orders?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(posts('/trading/pending-orders/cancel')).toHaveLength(1));
    expect(posts('/trading/pending-orders/cancel')[0]?.body).toEqual({ symbol: 'BTCUSDT' });
  });

  it('a double tap on Cancel all asks once and sends one cancel', async () => {
    await openTrade();
    const button = await screen.findByRole('button', { name: 'Cancel all' });
    const question = await doubleTapAsksOnce(button, 'Cancel all open BTC/USDT orders?');
    fireEvent.click(within(question).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('1 order cancelled')).toBeTruthy();
    expect(posts('/trading/pending-orders/cancel')).toHaveLength(1);
    expect(screen.getAllByText('1 order cancelled')).toHaveLength(1);
  });

  it('a double tap on Cancel sends one cancel, and the button waits for its answer', async () => {
    await openTrade();
    const button = await screen.findByRole('button', { name: 'Cancel order o-1' });
    fireEvent.click(button);
    fireEvent.click(button);
    await screen.findByText('Order cancelled');
    expect(posts('/trading/spot/orders/cancel')).toHaveLength(1);
    // A second cancel would have found the order gone and said "This order is no longer open".
    expect(screen.queryByText('This order is no longer open')).toBeNull();
  });

  it('the positions tab shows quantity, average cost, value and profit', async () => {
    await openTrade();
    fireEvent.click(screen.getByRole('tab', { name: 'Positions' }));
    const item = await screen.findByRole('listitem', { name: 'BTC' });
    const figures = [...item.querySelectorAll('dt')].map(
      (dt) => `${dt.textContent}=${dt.nextSibling?.textContent}`,
    );
    expect(figures).toEqual([
      'Quantity=0.5',
      'Average cost=60,000',
      'Value (USDT)=32,125.25',
      'P/L (USDT)=+2,125.25',
      'P/L %=+7.08%',
    ]);
    // Without the socket the lists are polled; once it is open they are live.
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('Auto refresh every 5 s');
    act(() => useConnectionStore.setState({ status: 'open' }));
    expect(screen.getByText('Live updates')).toBeTruthy();
    // The server dropped the user channel on the open socket: polled again until it is back.
    act(() => useConnectionStore.setState({ lost: ['user'] }));
    expect(screen.getByText('Auto refresh every 5 s')).toBeTruthy();
    act(() => useConnectionStore.setState({ lost: ['depth.ETHUSDT'] }));
    expect(screen.getByText('Live updates')).toBeTruthy();
  });

  it('fetches the pair list when the picker is first opened, not with the page', async () => {
    await openTrade();
    const pairLists = () => calls.filter((call) => pathOf(call) === '/api/uniapp/trading/pairs');
    expect(pairLists()).toHaveLength(0);
    expect(screen.queryByRole('dialog', { name: 'Trading pairs' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Choose trading pair, now BTC/USDT' }));
    const sheet = await screen.findByRole('dialog', { name: 'Trading pairs' });
    expect(await within(sheet).findByText('BTC/USDT')).toBeTruthy();
    expect(pairLists()).toHaveLength(1);
  });

  it('names the pair from the address while its data is still on the way', async () => {
    mockFetch(hangingFetch);
    getSession().setSession(session());
    renderApp('/pages/trade/trade?symbol=ETHUSDT');
    expect(await screen.findByRole('button', { name: 'Choose trading pair, now ETH/USDT' })).toBeTruthy();
    expect(screen.queryByLabelText('Price (USDT)')).toBeNull();
  });

  it('a pair that fails to load says so and offers a retry; an unknown pair says it does not exist', async () => {
    let pairFails = true;
    const { calls: pairCalls } = mockFetch((call) => {
      const path = pathOf(call).replace('/api/uniapp', '');
      if (path === '/trading/pair/BTCUSDT') {
        return pairFails ? Promise.reject(new TypeError('Failed to fetch')) : ok(BTC);
      }
      if (path === '/trading/pair/FOOUSDT')
        return fail(404, 'SYMBOL_NOT_FOUND', 'Trading pair FOO/USDT does not exist');
      if (path === '/trading/market/depth') return ok(DEPTH);
      return ok({ user: session().user });
    });
    getSession().setSession(session());
    const app = renderApp('/pages/trade/trade?symbol=BTCUSDT');
    const retry = await screen.findByRole('button', { name: 'Could not load, tap to retry' });
    expect(screen.queryByLabelText('Price (USDT)')).toBeNull();
    pairFails = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('form', { name: 'Place a spot order' })).toBeTruthy();
    expect(pairCalls.filter((call) => pathOf(call) === '/api/uniapp/trading/pair/BTCUSDT')).toHaveLength(2);

    act(() => navigateTo(PATHS.trade, { symbol: 'FOOUSDT' }));
    await waitFor(() => expect(app.location()).toBe('/pages/trade/trade?symbol=FOOUSDT'));
    expect(await screen.findByText('This trading pair does not exist.')).toBeTruthy();
    expect(document.querySelector('.hc-chart-loading')).toBeNull();
  });

  it('a pair the socket refuses as unknown (delisted) says the market is not available instead of its form and book', async () => {
    const app = await openTrade();
    act(() => useConnectionStore.setState({ refused: ['ticker.BTCUSDT'] }));
    expect(await screen.findByText('This market is not available. It may have been delisted.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Place a spot order' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Asks' })).toBeNull();
    // The pair picker stays, as the other way to a pair that exists.
    expect(screen.getByRole('button', { name: 'Choose trading pair, now BTC/USDT' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to markets' }));
    await waitFor(() => expect(app.location()).toBe('/pages/market/market'));
  });

  it('a pair suspended while the page is open disables the order button, which points at the notice; resumed, it is enabled again', async () => {
    await openTrade();
    expect(realtime().held.has('config')).toBe(true);
    const buy = () => screen.getByRole('button', { name: 'Buy BTC' }) as HTMLButtonElement;
    expect(suspendedNotice()).toBeNull();
    expect(buy().disabled).toBe(false);

    btcStatus = 'suspended';
    act(() => configChanged('pairs'));
    await waitFor(() => expect(suspendedNotice()).not.toBeNull());
    expect(buy().disabled).toBe(true);
    expect(buy().getAttribute('aria-describedby')).toBe(suspendedNotice()?.id);
    // The sell side too: the whole form is closed to orders, not one side of it.
    fireEvent.click(screen.getByRole('button', { name: 'Sell', pressed: false }));
    const sell = screen.getByRole('button', { name: 'Sell BTC' }) as HTMLButtonElement;
    expect(sell.disabled).toBe(true);
    type('Quantity (BTC)', '0.01');
    fireEvent.submit(screen.getByRole('form', { name: 'Place a spot order' }));
    fireEvent.click(sell);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // No confirmation of this limit sell was opened. Only it is looked for: an earlier test's dialog may
    // still be leaving, "Sell 0.01 BTC at the market price" among them, so the price must be a number.
    const confirmations = screen
      .queryAllByRole('dialog')
      .filter((dialog) => /Sell 0\.01 BTC at \d/.test(dialog.textContent ?? ''));
    expect(confirmations).toEqual([]);
    expect(posts('/trading/spot/orders/limit')).toEqual([]);
    // What was typed stays for when the pair trades again.
    expect(input('Quantity (BTC)').value).toBe('0.01');

    btcStatus = 'active';
    act(() => configChanged('pairs'));
    await waitFor(() => expect(suspendedNotice()).toBeNull());
    expect((screen.getByRole('button', { name: 'Sell BTC' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Sell BTC' }).hasAttribute('aria-describedby')).toBe(false);
  });

  it('logged out: the book still shows, the form offers to log in and come back', async () => {
    const app = await openTrade({ loggedIn: false });
    expect(screen.getByRole('list', { name: 'Bids' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in to trade' }));
    await waitFor(() =>
      expect(app.location()).toBe(
        `/pages/login/login?redirect=${encodeURIComponent('/pages/trade/trade?symbol=BTCUSDT')}`,
      ),
    );
  });
});
