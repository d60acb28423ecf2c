import type { AssetsResponse, SwapOrder, SwapQuote } from '@halcyon/api';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from 'antd-mobile';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok, pathOf, queryOf, type RecordedCall } from '../../../test/fetch-mock.ts';
import { asset, recordingNavigator, session } from '../../../test/fixtures.ts';
import { pair } from '../../../test/market-fixtures.ts';
import { setUpEnglishScreens } from '../../../test/screen-test.ts';
import { SwapPanel } from '../../features/swap/components/swap-panel.tsx';
import { QUOTE_DEBOUNCE_MS } from '../../features/swap/swap-quote.ts';
import { setNavigator } from '../../shared/navigation/navigation.ts';
import { getSession } from '../../shared/session/session-store.ts';
import { Providers } from '../providers.tsx';

const ASSETS: AssetsResponse = {
  assets: [asset('USDT', '1000'), asset('BTC', '0.5', { usdtValue: '32125.25' })],
  totalUsdtValue: '33125.25',
};

const PAIRS = [pair('BTC/USDT', { price: '64250.5' }), pair('ETH/USDT', { price: '3200' })];

let quotes = 0;
function quoteFor(query: Record<string, string>): SwapQuote {
  quotes += 1;
  const now = Date.now();
  return {
    quoteId: `q${quotes}`,
    from: query.from ?? '',
    to: query.to ?? '',
    fromAmount: query.amount ?? '',
    // Each new quote is a little different, so the screen shows which one it holds.
    toAmount: quotes === 1 ? '6413.99' : '6400.12',
    rate: '64186.25',
    feedRate: '64250.5',
    spreadRate: '0.001',
    feeRate: '0.001',
    fee: '6.42',
    createdAt: now + 123_456, // a server clock ahead of ours: the countdown must not care.
    expiresAt: now + 123_456 + 10_000,
  };
}

const ORDER: SwapOrder = {
  swapId: 'sw-1',
  from: 'BTC',
  to: 'USDT',
  fromAmount: '0.1',
  toAmount: '6413.99',
  rate: '64186.25',
  fee: '6.42',
  time: 1_700_000_000_000,
};

let calls: RecordedCall[];
let assets: AssetsResponse;
let postReply: () => Response;
let quoteFails = false;
let navigation: ReturnType<typeof recordingNavigator>;

function renderPanel(search = '?type=swap&from=BTC&to=USDT') {
  const router = createMemoryRouter([{ path: '*', element: <SwapPanel /> }], {
    initialEntries: [`/pages/trade/trade${search}`],
  });
  return render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

/** The confirmation on screen (the newest dialog). */
const confirmDialog = async () => {
  const dialogs = await screen.findAllByRole('dialog');
  return dialogs[dialogs.length - 1] as HTMLElement;
};
const quoteCalls = () => calls.filter((call) => pathOf(call) === '/api/uniapp/swap/quote');
const field = (name: string) => document.querySelector(`[data-field="${name}"]`)?.textContent;
// The dialog animates in with pointer-events off; a person waits for it, the test need not.
const user = () =>
  userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms), pointerEventsCheck: 0 });

setUpEnglishScreens();
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  quotes = 0;
  quoteFails = false;
  assets = ASSETS;
  postReply = () => ok(ORDER);
  ({ calls } = mockFetch((call) => {
    const path = pathOf(call);
    if (path === '/api/uniapp/user/assets') return ok(assets);
    if (path === '/api/uniapp/trading/pairs')
      return ok({ pairs: PAIRS, pagination: { total: 2, page: 1, limit: 100, totalPages: 1 } });
    if (path === '/api/uniapp/swap/quote') {
      const query = queryOf(call);
      if (quoteFails) return fail(400, 'SWAP_PAIR_UNAVAILABLE', 'BTC cannot be converted right now');
      if (query.amount === '0.00001')
        return fail(400, 'AMOUNT_TOO_SMALL', 'Amount too small (minimum 1 USDT)');
      return ok(quoteFor(query));
    }
    if (path === '/api/uniapp/swap/orders' && call.method === 'POST') return postReply();
    if (path === '/api/uniapp/swap/orders') {
      const page = Number(queryOf(call).page);
      return ok({
        items:
          page === 1
            ? [ORDER]
            : [{ ...ORDER, swapId: 'sw-0', from: 'USDT', to: 'ETH', fromAmount: '320', toAmount: '0.0998' }],
        pagination: { total: 11, page, limit: 10, totalPages: 2 },
      });
    }
    return ok({});
  }));
  navigation = recordingNavigator();
  setNavigator(navigation);
  getSession().setSession(session());
});
afterEach(async () => {
  // Dialogs live outside the rendered tree: close them (and let them animate out) before the next test.
  Dialog.clear();
  await act(() => vi.advanceTimersByTimeAsync(2_000));
  setNavigator(null);
});

async function typeAmount(value: string) {
  const u = user();
  await u.type(await screen.findByLabelText('Amount'), value);
  return u;
}

/** Types 0.1 BTC and waits until its first quote (6,413.99 USDT) shows. */
async function quoteOneTenth() {
  const u = await typeAmount('0.1');
  await act(() => vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS));
  await waitFor(() => expect(field('receive')).toBe('6,413.99 USDT'));
  return u;
}

/** Quotes 0.1 BTC and presses Convert: the confirmation on screen. */
async function openConfirmation() {
  const u = await quoteOneTenth();
  await u.click(screen.getByRole('button', { name: 'Convert' }));
  return { u, dialog: await confirmDialog() };
}

describe('swap panel', () => {
  it('takes its currencies from ?from=&to= and asks for one quote once typing stops', async () => {
    renderPanel();
    expect(await screen.findByText('Available 0.5 BTC')).toBeTruthy();
    expect((screen.getByLabelText('From') as HTMLSelectElement).value).toBe('BTC');
    expect((screen.getByLabelText('To') as HTMLSelectElement).value).toBe('USDT');
    await typeAmount('0.125');
    expect(quoteCalls()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS));
    await waitFor(() => expect(quoteCalls()).toHaveLength(1));
    expect(queryOf(quoteCalls()[0] as RecordedCall)).toEqual({ from: 'BTC', to: 'USDT', amount: '0.125' });

    await waitFor(() => expect(field('receive')).toBe('6,413.99 USDT'));
    expect(field('rate')).toBe('1 BTC = 64,186.25 USDT');
    expect(field('feedRate')).toBe('1 BTC = 64,250.5 USDT');
    expect(field('spread')).toBe('0.1%');
    expect(field('fee')).toBe('6.42 USDT (0.1%)');
  });

  it('flips the currencies and quotes the other way', async () => {
    renderPanel();
    await typeAmount('100');
    await user().click(screen.getByRole('button', { name: 'Swap from and to' }));
    expect((screen.getByLabelText('From') as HTMLSelectElement).value).toBe('USDT');
    expect((screen.getByLabelText('To') as HTMLSelectElement).value).toBe('BTC');
    await act(() => vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS));
    await waitFor(() =>
      expect(quoteCalls().map(queryOf)).toEqual([{ from: 'USDT', to: 'BTC', amount: '100' }]),
    );
  });

  it('counts the quote down from its own validity and fetches a new one when it expires', async () => {
    renderPanel();
    await typeAmount('0.1');
    await act(() => vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS));
    expect(await screen.findByText('Quote refreshes in 10 s')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.getByText('Quote refreshes in 7 s')).toBeTruthy();
    expect(quoteCalls()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(7_000));
    await waitFor(() => expect(quoteCalls()).toHaveLength(2));
    expect(queryOf(quoteCalls()[1] as RecordedCall)).toEqual({ from: 'BTC', to: 'USDT', amount: '0.1' });
    await waitFor(() => expect(field('receive')).toBe('6,400.12 USDT'));
    expect(await screen.findByText('Quote refreshes in 10 s')).toBeTruthy();
  });

  it('a re-quote that fails takes the expired quote off the screen and offers to try again', async () => {
    renderPanel();
    await quoteOneTenth();
    quoteFails = true;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('BTC cannot be converted right now');
    expect(field('receive')).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Convert' })).toHaveProperty('disabled', true);
    quoteFails = false;
    await user().click(within(alert).getByRole('button', { name: 'Get a new quote' }));
    await waitFor(() => expect(field('receive')).toBe('6,400.12 USDT'));
    expect(quoteCalls()).toHaveLength(3);
  });

  it('max fills the available balance; more than that says insufficient and offers a deposit', async () => {
    renderPanel();
    await screen.findByText('Available 0.5 BTC');
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Max' }));
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('0.5');
    expect(screen.queryByText('Insufficient balance')).toBeNull();
    await u.type(screen.getByLabelText('Amount'), '1');
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('0.51');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Insufficient balance');
    await act(() => vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS));
    await waitFor(() => expect(field('receive')).toBe('6,413.99 USDT'));
    expect(screen.getByRole('button', { name: 'Convert' })).toHaveProperty('disabled', true);
    await u.click(within(alert).getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(navigation.log).toEqual(['push /pages/finance/recharge']));
  });

  it('max cuts a balance to the 8 decimals a swap moves; a typed leading zero goes', async () => {
    assets = { ...ASSETS, assets: [asset('USDT', '9899.920972377'), asset('BTC', '0.5')] };
    renderPanel('?type=swap&from=USDT&to=BTC');
    await screen.findByText(/^Available/);
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Max' }));
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('9899.92097237');
    await act(() => vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS));
    await waitFor(() => expect(quoteCalls().map((call) => queryOf(call).amount)).toEqual(['9899.92097237']));
    await u.clear(screen.getByLabelText('Amount'));
    await u.type(screen.getByLabelText('Amount'), '05.123456789');
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('5.12345678');
  });

  it('a lost answer says the swap may have happened and holds it until checked with the same quote and key', async () => {
    postReply = () => {
      throw new TypeError('Failed to fetch');
    };
    renderPanel();
    const { u, dialog } = await openConfirmation();
    await u.click(within(dialog).getByRole('button', { name: 'OK' }));
    const notice = await screen.findByText(/may have gone through/);
    expect(notice.textContent).toContain('could not be confirmed');
    // The quote runs out and a new one comes: it must not be offered while the first swap is unknown.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(field('receive')).toBe('6,400.12 USDT'));
    expect(screen.getByRole('button', { name: 'Convert' })).toHaveProperty('disabled', true);

    postReply = () => ok(ORDER);
    await u.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('0.1 BTC to 6,413.99 USDT')).toBeTruthy();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((post) => post.body)).toEqual([{ quoteId: 'q1' }, { quoteId: 'q1' }]);
    expect(posts[1]?.headers['Idempotency-Key']).toBe(posts[0]?.headers['Idempotency-Key']);
  });

  it('a checked swap the server never made ends the hold: its quote is gone, a new one is offered', async () => {
    postReply = () => fail(503, 'SERVICE_UNAVAILABLE', 'Service unavailable');
    renderPanel();
    const { u, dialog } = await openConfirmation();
    await u.click(within(dialog).getByRole('button', { name: 'OK' }));
    await screen.findByText(/may have gone through/);
    postReply = () => fail(409, 'QUOTE_EXPIRED', 'The quote has expired, please get a new one');
    await u.click(screen.getByRole('button', { name: 'Check' }));
    // The notice leaves after its closing animation, which a loaded test worker once took over 4 s to run.
    await waitFor(() => expect(screen.queryByText(/may have gone through/)).toBeNull(), { timeout: 10_000 });
    await waitFor(() => expect(field('receive')).toBe('6,400.12 USDT'));
    expect(screen.getByRole('button', { name: 'Convert' })).toHaveProperty('disabled', false);
  });

  it('shows the min/max refusal of the quote in place', async () => {
    renderPanel();
    await typeAmount('0.00001');
    await act(() => vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS));
    expect((await screen.findByRole('alert')).textContent).toContain('Amount too small (minimum 1 USDT)');
    expect(screen.getByRole('button', { name: 'Convert' })).toHaveProperty('disabled', true);
  });

  it('confirms exactly what is paid and received, posts {quoteId} once with an Idempotency-Key', async () => {
    renderPanel();
    const { u, dialog } = await openConfirmation();
    expect(within(dialog).getByText('Confirm conversion')).toBeTruthy();
    expect(dialog.textContent).toContain('You pay: 0.1 BTC');
    expect(dialog.textContent).toContain('You receive: 6,413.99 USDT');
    expect(dialog.textContent).toContain('Rate: 1 BTC = 64,186.25 USDT');
    expect(dialog.textContent).toContain('Fee included: 6.42 USDT');
    await u.click(within(dialog).getByRole('button', { name: 'OK' }));

    expect(await screen.findByText('0.1 BTC to 6,413.99 USDT')).toBeTruthy();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ url: '/api/uniapp/swap/orders', body: { quoteId: 'q1' } });
    expect(posts[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(posts[0]?.headers.Authorization).toBe('Bearer access-1');
    // The balances are read again after the swap.
    await waitFor(() =>
      expect(calls.filter((call) => pathOf(call) === '/api/uniapp/user/assets').length).toBeGreaterThan(1),
    );
  });

  it('cancelling the confirmation moves nothing', async () => {
    renderPanel();
    const { u, dialog } = await openConfirmation();
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('a quote the server calls expired is replaced by a new one', async () => {
    postReply = () => fail(409, 'QUOTE_EXPIRED', 'The quote has expired, please get a new one');
    renderPanel();
    const { u, dialog } = await openConfirmation();
    await u.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('The quote has expired, here is a new one')).toBeTruthy();
    await waitFor(() => expect(quoteCalls()).toHaveLength(2));
    await waitFor(() => expect(field('receive')).toBe('6,400.12 USDT'));
  });

  it('a short balance refused by the server shows its message with a deposit action', async () => {
    postReply = () =>
      fail(400, 'INSUFFICIENT_BALANCE', 'insufficient available balance, currently available 0.05 BTC');
    renderPanel();
    const { u, dialog } = await openConfirmation();
    await u.click(within(dialog).getByRole('button', { name: 'OK' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('insufficient available balance, currently available 0.05 BTC');
    expect(within(alert).getByRole('button', { name: 'Deposit' })).toBeTruthy();
  });

  it('lists past conversions a page at a time', async () => {
    renderPanel();
    const history = await screen.findByRole('region', { name: 'Conversion history' });
    expect((await within(history).findByTestId('swap-sw-1')).textContent).toContain(
      '0.1 BTC → 6,413.99 USDT',
    );
    await user().click(within(history).getByRole('button', { name: 'Load more' }));
    expect((await within(history).findByTestId('swap-sw-0')).textContent).toContain('320 USDT → 0.0998 ETH');
    expect(within(history).queryByRole('button', { name: 'Load more' })).toBeNull();
    const pages = calls.filter((c) => pathOf(c) === '/api/uniapp/swap/orders').map(queryOf);
    expect(pages).toEqual([
      { page: '1', limit: '10' },
      { page: '2', limit: '10' },
    ]);
  });

  it('asks a logged-out visitor to log in instead of quoting', async () => {
    getSession().clear();
    renderPanel();
    await typeAmount('0.1');
    await act(() => vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS));
    expect(screen.getByText('Log in to convert')).toBeTruthy();
    expect(quoteCalls()).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Convert' })).toBeNull();
  });
});
