import type { Candle, ContractConfig, ContractOrder } from '@halcyon/api';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chartLog, resetChartLog } from '../../../test/chart-library.ts';
import { fail, mockFetch, ok, pathOf, queryOf, type RecordedCall } from '../../../test/fetch-mock.ts';
import { asset, session } from '../../../test/fixtures.ts';
import { pair, tickerOf } from '../../../test/market-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { setUpMarketScreens } from '../../../test/screen-test.ts';
import { getTradingState } from '../../shared/markets/trading-store.ts';
import { useConnectionStore } from '../../shared/realtime/connection-store.ts';
import { getSession } from '../../shared/session/session-store.ts';

vi.mock('lightweight-charts', () => import('../../../test/chart-library.ts'));

const BTC = pair('BTC/USDT', { price: '64250.5' });
const ETH = pair('ETH/USDT', { price: '3120.25' });

const CONFIG: ContractConfig = {
  currency: 'USDT',
  minAmount: '10',
  maxAmount: '50000',
  periods: [
    { seconds: 30, payoutRate: '0.8' },
    { seconds: 60, payoutRate: '0.85' },
  ],
  drawRule: 'refund',
  symbols: ['BTC/USDT', 'ETHUSDT'],
};

const T0 = Date.UTC(2026, 10, 21, 11, 0, 0);

function order(overrides: Partial<ContractOrder> = {}): ContractOrder {
  return {
    orderNo: 'C-1',
    symbol: 'BTC/USDT',
    period: 30,
    direction: 'up',
    amount: '50.5',
    currency: 'USDT',
    payoutRate: '0.85',
    status: 'running',
    result: null,
    entryPrice: '64250.10',
    exitPrice: null,
    payout: null,
    netAmount: null,
    createdAt: T0,
    startAt: T0 + 400,
    endAt: T0 + 30_400,
    expireAt: T0 + 30_400,
    settledAt: null,
    remainingMs: 30_000,
    entryTick: { tickId: 'tick-101', price: '64250.10', time: T0 + 400, source: 'simulator' },
    exitTick: null,
    ...overrides,
  };
}

const SETTLED = order({
  orderNo: 'C-9',
  status: 'completed',
  result: 'profit',
  period: 60,
  amount: '100',
  payoutRate: '0.85',
  entryPrice: '64250.1',
  exitPrice: '64262.75',
  payout: '185',
  netAmount: '85',
  startAt: T0 + 400,
  endAt: T0 + 60_400,
  expireAt: T0 + 60_400,
  settledAt: T0 + 61_000,
  remainingMs: 0,
  entryTick: { tickId: 'tick-101', price: '64250.1', time: T0 + 400, source: 'simulator' },
  exitTick: { tickId: 'tick-163', price: '64262.75', time: T0 + 60_100, source: 'simulator' },
});

const candles = (count = 3): Candle[] =>
  Array.from({ length: count }, (_, i) => ({
    openTime: T0 + i * 60_000,
    open: '64250',
    high: '64300',
    low: '64200',
    close: String(64250 + i),
    volume: '3',
  }));

let calls: RecordedCall[];
let configAnswer: () => Response;
let available: string;
let openItems: ContractOrder[];
let postAnswers: (() => Response)[];
const realtime = setUpMarketScreens();

const posts = () =>
  calls.filter((call) => call.method === 'POST' && pathOf(call) === '/api/uniapp/second-contract/orders');
const callsTo = (path: string) => calls.filter((call) => pathOf(call) === `/api/uniapp${path}`);

beforeEach(() => {
  resetChartLog();
  configAnswer = () => ok(CONFIG);
  available = '1000';
  openItems = [];
  postAnswers = [];
  ({ calls } = mockFetch((call) => {
    const path = pathOf(call).replace('/api/uniapp', '');
    if (path === '/second-contract/public/config') return configAnswer();
    if (path === '/trading/pair/BTCUSDT') return ok(BTC);
    if (path === '/trading/pair/ETHUSDT') return ok(ETH);
    if (path === '/trading/kline')
      return ok({ symbol: queryOf(call).symbol, interval: '1m', candles: candles() });
    if (path === '/user/assets') {
      return ok({
        assets: [asset('USDT', available)],
        totalUsdtValue: available,
      });
    }
    if (path === '/second-contract/orders/open') return ok({ items: openItems });
    if (path === '/second-contract/orders/history') {
      const query = queryOf(call);
      const items = query.result && query.result !== 'profit' ? [] : [SETTLED];
      // Unfiltered, the history has two pages.
      const totalPages = query.result ? 1 : 2;
      return ok({
        items,
        pagination: { total: items.length, page: Number(query.page), limit: 20, totalPages },
      });
    }
    if (path === '/second-contract/orders/C-9') return ok(SETTLED);
    if (path === '/second-contract/orders' && call.method === 'POST') {
      const answer = postAnswers.shift();
      if (answer) return answer();
      // A new contract is placed at the rate it was confirmed at (the server refuses any other).
      const { payoutRate } = call.body as { payoutRate: string };
      return ok(order({ status: 'pending', entryPrice: null, entryTick: null, payoutRate }));
    }
    if (path === '/second-contract/orders/C-2/cancel') {
      openItems = [];
      return ok(order({ orderNo: 'C-2', status: 'cancelled', result: 'cancelled' }));
    }
    return ok({ user: session().user });
  }));
});

afterEach(() => useConnectionStore.setState({ refused: [] }));

async function openPage(path = '/pages/trade/contract?symbol=BTCUSDT', loggedIn = true) {
  if (loggedIn) getSession().setSession(session());
  // Logged out, a shared link to the page goes home (issue 9): arrive from inside the app instead.
  const app = renderApp(loggedIn ? path : '/');
  if (!loggedIn) await app.router.navigate(path);
  await screen.findByRole('button', { name: '30s 80%' });
  return app;
}

const amountInput = () => screen.getByLabelText('Amount (USDT)') as HTMLInputElement;
const typeAmount = (value: string) => fireEvent.change(amountInput(), { target: { value } });
const upButton = () => screen.getByRole('button', { name: /^Up/ });
const downButton = () => screen.getByRole('button', { name: /^Down/ });
const rowValue = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label).nextSibling?.textContent;
/** From now on the 30 s period pays `rate`, as after an operator's change. */
const thirtySecondsPay = (rate: string) => {
  configAnswer = () =>
    ok({ ...CONFIG, periods: [{ seconds: 30, payoutRate: rate }, ...CONFIG.periods.slice(1)] });
};
/** Places the contract on the open confirmation, gets no answer, and closes the sheet. */
async function loseAnswerAndClose() {
  postAnswers.push(() => {
    throw new TypeError('Failed to fetch');
  });
  const dialog = screen.getByRole('dialog', { name: 'Confirm contract' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Place contract' }));
  expect((await within(dialog).findByRole('alert')).textContent).toContain('It may have been placed');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('contract page: ticket', () => {
  it('shows the chooser on contract, the pair picker, the live price and chart, period chips with rates', async () => {
    await openPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Contract trading');
    expect(screen.getByRole('tab', { name: 'Contract' }).getAttribute('aria-selected')).toBe('true');
    const picker = screen.getByLabelText('Trading pair') as HTMLSelectElement;
    expect(picker.value).toBe('BTC/USDT');
    expect([...picker.options].map((option) => option.value)).toEqual(['BTC/USDT', 'ETH/USDT']);
    expect(await screen.findByText('64,250.50')).toBeTruthy();
    expect(realtime().held.has('ticker.BTCUSDT')).toBe(true);
    expect(realtime().held.has('kline.BTCUSDT.1m')).toBe(true);
    expect(await screen.findByRole('img', { name: 'BTC/USDT price chart, 1m candles' })).toBeTruthy();
    act(() => getTradingState().applyTickers([tickerOf(BTC, { price: '64300.25' })]));
    expect(screen.getByText('64,300.25')).toBeTruthy();

    expect(screen.getByRole('button', { name: '30s 80%' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '60s 85%' }));
    expect(screen.getByRole('button', { name: '60s 85%' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '30s 80%' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByText('Failed to load configuration, using defaults')).toBeNull();
    expect(await screen.findByText('Available 1,000 USDT')).toBeTruthy();
  });

  it('falls back to the default config when it cannot be loaded, and says so', async () => {
    configAnswer = () => fail(400, 'BAD_REQUEST', 'no');
    await openPage();
    expect(screen.getByText('Failed to load configuration, using defaults')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^\d+s \d+%$/ }).map((chip) => chip.textContent)).toEqual([
      '30s 80%',
      '60s 85%',
      '300s 90%',
      '900s 95%',
    ]);
  });

  it('a config that makes no sense counts as not loaded', async () => {
    configAnswer = () => ok({ currency: 'USDT' });
    await openPage();
    expect(screen.getByText('Failed to load configuration, using defaults')).toBeTruthy();
  });

  it('says what is wrong with the amount, in the spec texts', async () => {
    await openPage();
    await screen.findByText('Available 1,000 USDT');
    fireEvent.click(upButton());
    expect(screen.getByRole('alert').textContent).toBe('This field is required');
    typeAmount('9.99');
    expect(screen.getByRole('alert').textContent).toBe('Amount too small (minimum 10 USDT)');
    typeAmount('50000.01');
    expect(screen.getByRole('alert').textContent).toBe('Amount too large (maximum 50,000 USDT)');
    // Grouped like the server's refusal of the same amount, and the placeholder with it.
    expect(amountInput().placeholder).toBe('10 to 50,000');
    typeAmount('12abc');
    expect(screen.getByRole('alert').textContent).toBe('Enter a number, like 12.5');
    fireEvent.click(downButton());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts()).toHaveLength(0);
    // A stake has at most 8 decimals on the server: a ninth is not taken (it was refused after confirming).
    typeAmount('10.123456789');
    expect(amountInput().value).toBe('10.12345678');
    expect(screen.queryByRole('alert')).toBeNull();
    // Quick amounts within the limits.
    const quick = screen.getByRole('group', { name: 'Quick amounts' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['10', '50', '100', '500']);
    fireEvent.click(within(quick).getByRole('button', { name: '50' }));
    expect(amountInput().value).toBe('50');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('insufficient balance says how much is available and offers a deposit', async () => {
    available = '20.5';
    const app = await openPage();
    await screen.findByText('Available 20.5 USDT');
    typeAmount('50');
    expect(screen.getByRole('alert').textContent).toBe('Insufficient balance (available 20.5 USDT)');
    fireEvent.click(upButton());
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(app.location()).toBe('/pages/finance/recharge'));
  });

  it('confirms stake, period, direction, exact payout and the draw rule, then POSTs with an Idempotency-Key', async () => {
    await openPage();
    await screen.findByText('Available 1,000 USDT');
    fireEvent.click(screen.getByRole('button', { name: '60s 85%' }));
    typeAmount('10.01');
    fireEvent.click(downButton());
    const dialog = screen.getByRole('dialog', { name: 'Confirm contract' });
    expect(rowValue(dialog, 'Pair')).toBe('BTC/USDT');
    expect(rowValue(dialog, 'Direction')).toBe('Down (bearish)');
    expect(rowValue(dialog, 'Period')).toBe('60 s');
    expect(rowValue(dialog, 'Stake')).toBe('10.01 USDT');
    expect(rowValue(dialog, 'Payout rate')).toBe('85%');
    expect(rowValue(dialog, 'Payout if right')).toBe('18.5185 USDT');
    expect(within(dialog).getByText('A draw returns your stake')).toBeTruthy();

    // The first answer is lost: the sheet stays and the retry carries the same key.
    postAnswers.push(() => fail(503, 'SERVICE_UNAVAILABLE', 'Service unavailable, please try later'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Place contract' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Your contract could not be confirmed (Service unavailable, please try later). It may have been placed: ' +
        'check your open contracts before placing it again. Placing it again with the same figures never opens it twice.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Place contract' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Contract placed')).toBeTruthy();

    const sent = posts();
    expect(sent).toHaveLength(2);
    expect(sent[0]?.body).toEqual({
      symbol: 'BTCUSDT',
      period: 60,
      direction: 'down',
      amount: '10.01',
      payoutRate: '0.85',
    });
    const key = sent[0]?.headers['Idempotency-Key'];
    expect(key).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(sent[1]?.headers['Idempotency-Key']).toBe(key);
    expect(amountInput().value).toBe('');

    // A new confirmation is a new order: a new key.
    typeAmount('10');
    fireEvent.click(upButton());
    fireEvent.click(screen.getByRole('button', { name: 'Place contract' }));
    await waitFor(() => expect(posts()).toHaveLength(3));
    expect(posts()[2]?.headers['Idempotency-Key']).not.toBe(key);
    expect(posts()[2]?.body).toMatchObject({ direction: 'up', period: 60, amount: '10' });
  });

  it('a double tap on Place contract places one contract and says so once', async () => {
    await openPage();
    await screen.findByText('Available 1,000 USDT');
    typeAmount('10');
    fireEvent.click(upButton());
    const place = within(screen.getByRole('dialog', { name: 'Confirm contract' })).getByRole('button', {
      name: 'Place contract',
    });
    fireEvent.click(place);
    fireEvent.click(place);
    expect(await screen.findByText('Contract placed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toHaveLength(1);
    expect(screen.getAllByText('Contract placed')).toHaveLength(1);
  });

  it('closing the sheet after a lost answer keeps the key: the same figures again are the same order', async () => {
    await openPage();
    await screen.findByText('Available 1,000 USDT');
    typeAmount('20');
    fireEvent.click(upButton());
    await loseAnswerAndClose();

    fireEvent.click(upButton());
    fireEvent.click(screen.getByRole('button', { name: 'Place contract' }));
    expect(await screen.findByText('Contract placed')).toBeTruthy();
    const sent = posts();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toEqual(sent[0]?.body);
    expect(sent[1]?.headers['Idempotency-Key']).toBe(sent[0]?.headers['Idempotency-Key']);

    // Answered: the next confirmation is a new order again.
    typeAmount('20');
    fireEvent.click(upButton());
    fireEvent.click(screen.getByRole('button', { name: 'Place contract' }));
    await waitFor(() => expect(posts()).toHaveLength(3));
    expect(posts()[2]?.headers['Idempotency-Key']).not.toBe(sent[0]?.headers['Idempotency-Key']);
  });

  it('a lost answer, then a rate changed: the new rate confirmed goes under the same key, the first contract is the answer, and its rate is said', async () => {
    await openPage();
    await screen.findByText('Available 1,000 USDT');
    typeAmount('20');
    fireEvent.click(upButton());
    // The contract was placed at 80 % but its answer is lost; meanwhile an operator raised the rate to 90 %.
    thirtySecondsPay('0.9');
    await loseAnswerAndClose();
    fireEvent.click(await screen.findByRole('button', { name: '30s 90%' }));

    // The same figures again, confirmed at the rate the chips now show: the server replays the first.
    fireEvent.click(upButton());
    const again = screen.getByRole('dialog', { name: 'Confirm contract' });
    expect(rowValue(again, 'Payout rate')).toBe('90%');
    postAnswers.push(() => ok(order({ orderNo: 'C-1', amount: '20', payoutRate: '0.8', status: 'pending' })));
    fireEvent.click(within(again).getByRole('button', { name: 'Place contract' }));
    // Not a bare "Contract placed", which would read as placed at the 90 % just confirmed.
    expect(
      await screen.findByText(
        'Contract placed at 80%, not the 90% shown: your first confirmation had already placed it',
      ),
    ).toBeTruthy();
    await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = posts();
    expect(sent).toHaveLength(2);
    expect(sent[0]?.body).toMatchObject({ amount: '20', payoutRate: '0.8' });
    expect(sent[1]?.body).toEqual({ ...(sent[0]?.body as object), payoutRate: '0.9' });
    expect(sent[1]?.headers['Idempotency-Key']).toBe(sent[0]?.headers['Idempotency-Key']);
  });

  it('a payout rate changed since the confirmation is refused, said on the ticket, and the chips show the new rate', async () => {
    await openPage();
    await screen.findByText('Available 1,000 USDT');
    typeAmount('100');
    fireEvent.click(upButton());
    thirtySecondsPay('0.5');
    postAnswers.push(() =>
      fail(
        409,
        'CONTRACT_RATE_CHANGED',
        'The payout rate of this period is now 50%: check it and confirm again',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Place contract' }));
    expect(
      await screen.findByText('The payout rate of this period is now 50%: check it and confirm again'),
    ).toBeTruthy();
    expect(posts()[0]?.body).toMatchObject({ period: 30, payoutRate: '0.8' });
    expect(await screen.findByRole('button', { name: '30s 50%' })).toBeTruthy();

    // Confirming again shows the new rate and sends it.
    fireEvent.click(upButton());
    const dialog = screen.getByRole('dialog', { name: 'Confirm contract' });
    expect(rowValue(dialog, 'Payout rate')).toBe('50%');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Place contract' }));
    expect(await screen.findByText('Contract placed')).toBeTruthy();
    expect(posts()[1]?.body).toMatchObject({ period: 30, amount: '100', payoutRate: '0.5' });
  });

  it('refusals show on the ticket: insufficient balance with a deposit action, market closed, stale price', async () => {
    await openPage();
    await screen.findByText('Available 1,000 USDT');
    typeAmount('100');
    postAnswers.push(() =>
      fail(400, 'INSUFFICIENT_BALANCE', 'insufficient available balance, currently available 99.5 USDT'),
    );
    fireEvent.click(upButton());
    fireEvent.click(screen.getByRole('button', { name: 'Place contract' }));
    expect(
      await screen.findByText('insufficient available balance, currently available 99.5 USDT'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeTruthy();

    postAnswers.push(() => fail(400, 'MARKET_CLOSED', 'The BTC/USDT market is closed now'));
    fireEvent.click(upButton());
    fireEvent.click(screen.getByRole('button', { name: 'Place contract' }));
    expect(await screen.findByText('The BTC/USDT market is closed now')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deposit' })).toBeNull();

    postAnswers.push(() =>
      fail(400, 'PRICE_STALE', 'Price not available right now, please try again shortly'),
    );
    fireEvent.click(upButton());
    fireEvent.click(screen.getByRole('button', { name: 'Place contract' }));
    expect(await screen.findByText('Price not available right now, please try again shortly')).toBeTruthy();
  });

  it('a closed market disables Up and Down and says why', async () => {
    await openPage();
    act(() => getTradingState().applyTickers([tickerOf(BTC, { marketOpen: false })]));
    expect(screen.getByText('Market closed: contracts open again when it reopens')).toBeTruthy();
    expect((upButton() as HTMLButtonElement).disabled).toBe(true);
    expect((downButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('a pair contracts are not offered on (reached from spot) says so and keeps Up and Down off', async () => {
    configAnswer = () => ok({ ...CONFIG, symbols: ['BTC/USDT'] });
    await openPage('/pages/trade/contract?symbol=ETHUSDT');
    expect(await screen.findByText('Contracts are not offered on ETH/USDT')).toBeTruthy();
    expect((upButton() as HTMLButtonElement).disabled).toBe(true);
    expect((downButton() as HTMLButtonElement).disabled).toBe(true);
    // The pairs it is offered on stay a tap away.
    const picker = screen.getByLabelText('Trading pair') as HTMLSelectElement;
    expect([...picker.options].map((option) => option.value)).toContain('BTC/USDT');
  });

  it('a pair the socket refuses as unknown (delisted) says the market is not available instead of its chart and ticket', async () => {
    await openPage();
    act(() => useConnectionStore.setState({ refused: ['ticker.BTCUSDT'] }));
    expect(await screen.findByText('This market is not available. It may have been delisted.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '30s 80%' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'BTC/USDT price chart, 1m candles' })).toBeNull();
    // The picker stays: another pair is one choice away.
    expect(screen.getByLabelText('Trading pair')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to markets' })).toBeTruthy();
  });

  it('on the default config (the real one failed to load) no pair is refused for want of a list', async () => {
    configAnswer = () => fail(400, 'BAD_REQUEST', 'no');
    await openPage('/pages/trade/contract?symbol=ETHUSDT');
    expect(screen.queryByText(/Contracts are not offered/)).toBeNull();
    expect((upButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('logged out, Up leads to login and no order is sent', async () => {
    const app = await openPage('/pages/trade/contract?symbol=ETHUSDT', false);
    expect(screen.getByText('Log in to see your contracts')).toBeTruthy();
    expect(screen.getByText('Available --')).toBeTruthy();
    typeAmount('10');
    fireEvent.click(upButton());
    expect(await screen.findByText('Please log in first')).toBeTruthy();
    await waitFor(() => expect(app.location()).toMatch(/^\/pages\/login\/login\?redirect=/), {
      timeout: 3_000,
    });
    expect(decodeURIComponent(app.location())).toContain('/pages/trade/contract?symbol=ETHUSDT');
    expect(posts()).toHaveLength(0);
    expect(callsTo('/user/assets')).toHaveLength(0);
  });
});

describe('contract page: open contracts', () => {
  it('counts down from remainingMs on the client clock and shows profit so far against the live price', async () => {
    // The browser clock is a year off the server's: endAt means nothing here, remainingMs does.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0 - 365 * 86_400_000);
    openItems = [order()];
    await openPage();
    const row = await screen.findByRole('listitem', { name: 'BTC/USDT C-1' });
    expect(within(row).getByRole('timer').textContent).toBe('00:30');
    expect(rowValue(row, 'Entry price')).toBe('64,250.10');
    expect(rowValue(row, 'Stake')).toBe('50.5 USDT');
    expect(rowValue(row, 'Profit if it ended now')).toBe('--');

    act(() => getTradingState().applyTickers([tickerOf(BTC, { price: '64250.11' })]));
    expect(rowValue(row, 'Live price')).toBe('64,250.11');
    expect(rowValue(row, 'Profit if it ended now')).toBe('+42.925 USDT');
    act(() => getTradingState().applyTickers([tickerOf(BTC, { price: '64250.09', time: BTC.time + 2 })]));
    expect(rowValue(row, 'Profit if it ended now')).toBe('-50.5 USDT');
    act(() => getTradingState().applyTickers([tickerOf(BTC, { price: '64250.1', time: BTC.time + 3 })]));
    expect(rowValue(row, 'Profit if it ended now')).toBe('0 USDT');

    vi.setSystemTime(Date.now() + 12_000);
    await waitFor(() => expect(within(row).getByRole('timer').textContent).toBe('00:18'));
  });

  it('a contract past its end is asked for again until its result is in, not once', async () => {
    // Ended on the server, not settled yet (its exit tick still on the way): the answer says 0 left.
    openItems = [order({ remainingMs: 0 })];
    await openPage();
    const row = await screen.findByRole('listitem', { name: 'BTC/USDT C-1' });
    expect(within(row).getByRole('timer').textContent).toBe('00:00');
    const openCalls = () => callsTo('/second-contract/orders/open').length;
    // The one look a moment after the end still finds it running...
    await waitFor(() => expect(openCalls()).toBe(2), { timeout: 3_000 });
    // ...and without a push (the socket down, the page hidden) it is looked for again until it is settled.
    openItems = [];
    expect(await screen.findByText('No open contracts', {}, { timeout: 5_000 })).toBeTruthy();
  }, 10_000);

  it('a pending contract waits for its entry price and can be cancelled', async () => {
    openItems = [
      order({
        orderNo: 'C-2',
        status: 'pending',
        entryPrice: null,
        entryTick: null,
        startAt: null,
        endAt: null,
        remainingMs: 10_000,
      }),
    ];
    await openPage();
    const row = await screen.findByRole('listitem', { name: 'BTC/USDT C-2' });
    expect(rowValue(row, 'Entry price')).toBe('Waiting for entry price');
    expect(within(row).queryByText('Profit if it ended now')).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel contract C-2' }));
    expect(await screen.findByText('Contract cancelled')).toBeTruthy();
    expect(callsTo('/second-contract/orders/C-2/cancel').map((call) => call.method)).toEqual(['POST']);
    expect(await screen.findByText('No open contracts')).toBeTruthy();
  });
  it('a double tap on Cancel sends one cancel and says so once', async () => {
    openItems = [order({ orderNo: 'C-2', status: 'pending', entryPrice: null, entryTick: null })];
    await openPage();
    const row = await screen.findByRole('listitem', { name: 'BTC/USDT C-2' });
    const cancel = within(row).getByRole('button', { name: 'Cancel contract C-2' });
    fireEvent.click(cancel);
    fireEvent.click(cancel);
    expect(await screen.findByText('Contract cancelled')).toBeTruthy();
    expect(await screen.findByText('No open contracts')).toBeTruthy();
    expect(callsTo('/second-contract/orders/C-2/cancel')).toHaveLength(1);
    expect(screen.getAllByText('Contract cancelled')).toHaveLength(1);
  });
});

describe('contract page: history', () => {
  it('lists results with net amounts, filters by result, and opens a detail with the evidence and a marked chart', async () => {
    await openPage();
    const row = await screen.findByRole('button', { name: 'Details of contract C-9' });
    expect(within(row).getByText('Profit')).toBeTruthy();
    expect(within(row).getByText('+85 USDT')).toBeTruthy();
    expect(within(row).getByText('60 s')).toBeTruthy();
    expect(queryOf(callsTo('/second-contract/orders/history')[0] as RecordedCall)).toEqual({
      page: '1',
      limit: '20',
    });

    fireEvent.click(row);
    const dialog = screen.getByRole('dialog', { name: 'Contract details' });
    expect(rowValue(dialog, 'Order number')).toBe('C-9');
    expect(rowValue(dialog, 'Status')).toBe('Completed');
    expect(rowValue(dialog, 'Result')).toBe('Profit');
    expect(rowValue(dialog, 'Entry price')).toBe('64,250.10');
    expect(rowValue(dialog, 'Exit price')).toBe('64,262.75');
    expect(rowValue(dialog, 'Paid back')).toBe('185 USDT');
    expect(rowValue(dialog, 'Net amount')).toBe('+85 USDT');
    const entry = within(dialog).getByRole('region', { name: 'Entry tick' });
    expect(rowValue(entry, 'Tick id')).toBe('tick-101');
    expect(rowValue(entry, 'Price')).toBe('64,250.1');
    expect(rowValue(entry, 'Source')).toBe('simulator');
    const exit = within(dialog).getByRole('region', { name: 'Exit tick' });
    expect(rowValue(exit, 'Tick id')).toBe('tick-163');
    expect(rowValue(exit, 'Price')).toBe('64,262.75');

    expect(
      await within(dialog).findByRole('img', {
        name: 'BTC/USDT 1m prices around the contract, entry and exit marked',
      }),
    ).toBeTruthy();
    const kline = callsTo('/trading/kline')
      .map(queryOf)
      .find((query) => query.endTime !== undefined);
    expect(kline).toEqual({
      symbol: 'BTCUSDT',
      interval: '1m',
      limit: '10',
      endTime: String(T0 + 60_400 + 180_000),
    });
    expect(chartLog.priceLines).toEqual([
      { price: 64250.1, title: 'Entry' },
      { price: 64262.75, title: 'Exit' },
    ]);
    expect(chartLog.markers.at(-1)).toMatchObject([
      { time: T0 / 1000, text: 'Entry' },
      { time: (T0 + 60_000) / 1000, text: 'Exit' },
    ]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(queryOf(callsTo('/second-contract/orders/history').at(-1) as RecordedCall)).toEqual({
      page: '2',
      limit: '20',
    });
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);

    // A filter starts again at page 1.
    fireEvent.click(screen.getByRole('button', { name: 'Loss' }));
    expect(await screen.findByText('No contracts here yet')).toBeTruthy();
    expect(queryOf(callsTo('/second-contract/orders/history').at(-1) as RecordedCall)).toEqual({
      page: '1',
      limit: '20',
      result: 'loss',
    });
  });
});
