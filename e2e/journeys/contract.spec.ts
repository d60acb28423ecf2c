import type { Page, Response } from '@playwright/test';
import { Decimal } from 'decimal.js';
import { expectAccessible } from '../support/axe.ts';
import { figure } from '../support/figures.ts';
import { api, expect, test } from '../support/fixtures.ts';

type Asset = { currency: string; available: string; frozen: string; total: string };
type Tick = { tickId: string; price: string; time: number; source: string };
type ContractOrder = {
  orderNo: string;
  symbol: string;
  period: number;
  direction: string;
  amount: string;
  payoutRate: string;
  status: string;
  result: string | null;
  entryPrice: string | null;
  exitPrice: string | null;
  payout: string | null;
  netAmount: string | null;
  entryTick: Tick | null;
  exitTick: Tick | null;
};

const RESULT_LABELS: Record<string, string> = { profit: 'Profit', loss: 'Loss', draw: 'Draw' };

/** How the app shows an exact amount: every digit, thousands grouped; `minDecimals` pads a price. */
function shown(value: Decimal.Value, minDecimals = 0): string {
  const exact = new Decimal(value);
  const [integer = '0', fraction] = exact
    .abs()
    .toFixed(Math.max(minDecimals, exact.decimalPlaces()))
    .split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${exact.isNegative() && !exact.isZero() ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** A balance as the ticket shows it: cut, never rounded up, to USDT's cents. */
function held(value: Decimal.Value): string {
  return shown(new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_DOWN));
}

/** "+20", "-25", "0": a net amount as the history shows it. */
function signed(value: Decimal.Value): string {
  const exact = new Decimal(value);
  return exact.gt(0) ? `+${shown(exact)}` : shown(exact);
}

async function usdtOf(token: string): Promise<Asset> {
  const response = await api<{ assets: Asset[] }>('/user/assets', { token });
  expect(response.status).toBe(200);
  const usdt = response.body.data.assets.find((asset) => asset.currency === 'USDT');
  expect(usdt, 'USDT is always listed').toBeDefined();
  return usdt as Asset;
}

function secondsIn(countdown: string | null): number {
  const match = /^(\d+):(\d{2})$/.exec((countdown ?? '').trim());
  expect(match, `a mm:ss countdown, got "${countdown}"`).not.toBeNull();
  return Number(match?.[1]) * 60 + Number(match?.[2]);
}

async function loginAsDemo(page: Page): Promise<string> {
  await page.goto('/');
  await page.goto('/#/pages/login/login');
  await page.getByRole('button', { name: 'Use demo account' }).click();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/pages\/login\/login/);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token, 'the session token is kept in localStorage').toBeTruthy();
  return token as string;
}

test('the demo user opens a 30 s up contract, sees the countdown, and after expiry sees the result, the entry and exit prices, and the balance change', async ({
  page,
}) => {
  // 30 s of contract, up to a few seconds to settle, and the steps around it.
  test.setTimeout(150_000);
  const token = await loginAsDemo(page);

  // Trade page from the tab bar (its Swap opens the swap panel; Spot is the chooser's first tab), then
  // Contract from the trade-type chooser.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByText('Swap', { exact: true }).click();
  await page.getByRole('tablist', { name: 'Trade type' }).getByRole('tab', { name: 'Spot' }).click();
  await expect(page).toHaveURL(/#\/pages\/trade\/trade/);
  await page.getByRole('tablist', { name: 'Trade type' }).getByRole('tab', { name: 'Contract' }).click();
  await expect(page).toHaveURL(/#\/pages\/trade\/contract\?symbol=BTCUSDT$/);
  await expect(
    page.getByRole('tablist', { name: 'Trade type' }).getByRole('tab', { name: 'Contract' }),
  ).toHaveAttribute('aria-selected', 'true');

  const before = await usdtOf(token);
  await expect(page.getByText(`Available ${held(before.available)} USDT`)).toBeVisible();
  await expectAccessible(page, 'contract');

  // 30 s, 25 USDT, Up.
  const period = page.getByRole('button', { name: /^30s \d+(\.\d+)?%$/ });
  await period.click();
  await expect(period).toHaveAttribute('aria-pressed', 'true');
  const stake = '25';
  await page.getByLabel('Amount (USDT)').fill(stake);
  await page.getByRole('button', { name: /^Up\b/ }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirm contract' });
  await expect(confirm).toBeVisible();
  await expect(figure(confirm, 'Pair')).toHaveText('BTC/USDT');
  await expect(figure(confirm, 'Direction')).toHaveText('Up (bullish)');
  await expect(figure(confirm, 'Period')).toHaveText('30 s');
  await expect(figure(confirm, 'Stake')).toHaveText(`${stake} USDT`);
  const config = (
    await api<{ periods: { seconds: number; payoutRate: string }[] }>('/second-contract/public/config')
  ).body.data;
  const rate = config.periods.find((entry) => entry.seconds === 30)?.payoutRate as string;
  await expect(figure(confirm, 'Payout if right')).toHaveText(
    `${shown(new Decimal(stake).mul(new Decimal(1).plus(rate)))} USDT`,
  );
  const opened = page.waitForResponse(
    (response: Response) =>
      response.url().endsWith('/second-contract/orders') && response.request().method() === 'POST',
  );
  await confirm.getByRole('button', { name: 'Place contract' }).click();
  const openedBody = (await (await opened).json()) as { success: boolean; data: ContractOrder };
  expect(openedBody.success).toBe(true);
  const { orderNo } = openedBody.data;
  expect(openedBody.data).toMatchObject({ period: 30, direction: 'up', amount: stake });
  await expect(page.getByText('Contract placed')).toBeVisible();
  await expect(confirm).toHaveCount(0);

  // The stake left the available balance at once.
  expect((await usdtOf(token)).available).toBe(new Decimal(before.available).minus(stake).toFixed());

  // The open contract: once the entry tick is in, a countdown from at most 30 s that goes down.
  const open = page.getByRole('listitem', { name: `BTC/USDT ${orderNo}` });
  await expect(open).toBeVisible();
  await expect(figure(open, 'Entry price')).not.toHaveText('Waiting for entry price');
  await expect(figure(open, 'Stake')).toHaveText(`${stake} USDT`);
  const timer = open.getByRole('timer', { name: 'Time left' });
  const first = secondsIn(await timer.textContent());
  expect(first).toBeGreaterThan(0);
  expect(first).toBeLessThanOrEqual(30);
  await expect.poll(async () => secondsIn(await timer.textContent()), { timeout: 5_000 }).toBeLessThan(first);

  // After expiry it leaves the open list, and the history shows its result and net amount.
  await expect(open).toHaveCount(0, { timeout: 45_000 });
  const row = page.getByRole('button', { name: `Details of contract ${orderNo}` });
  await expect(row).toContainText(/Profit|Loss|Draw/, { timeout: 15_000 });

  const detail = (await api<ContractOrder>(`/second-contract/orders/${orderNo}`, { token })).body.data;
  expect(detail.status).toBe('completed');
  expect(['profit', 'loss', 'draw']).toContain(detail.result);
  const entry = new Decimal(detail.entryPrice as string);
  const exit = new Decimal(detail.exitPrice as string);
  // Up wins when the exit is above the entry, draws when equal; the payout follows the rate exactly.
  const expected = exit.gt(entry) ? 'profit' : exit.eq(entry) ? 'draw' : 'loss';
  expect(detail.result).toBe(expected);
  const net = new Decimal(detail.netAmount as string);
  const expectedNet =
    expected === 'profit'
      ? new Decimal(stake).mul(detail.payoutRate)
      : expected === 'draw'
        ? new Decimal(0)
        : new Decimal(stake).neg();
  expect(net.toFixed()).toBe(expectedNet.toFixed());
  expect(new Decimal(detail.payout as string).toFixed()).toBe(new Decimal(stake).plus(net).toFixed());
  await expect(row).toContainText(RESULT_LABELS[detail.result as string] as string);
  await expect(row).toContainText(`${signed(net)} USDT`);
  await expect(row).toContainText('30 s');

  // Its details: entry and exit prices and the ticks that decided them, as the server stored them.
  await row.click();
  const sheet = page.getByRole('dialog', { name: 'Contract details' });
  await expect(sheet).toBeVisible();
  const pair = (await api<{ pricePrecision: number }>('/trading/pair/BTCUSDT')).body.data;
  await expect(figure(sheet, 'Order number')).toHaveText(orderNo);
  await expect(figure(sheet, 'Result')).toHaveText(RESULT_LABELS[detail.result as string] as string);
  await expect(figure(sheet, 'Direction')).toHaveText('Up (bullish)');
  await expect(figure(sheet, 'Entry price')).toHaveText(shown(entry, pair.pricePrecision));
  await expect(figure(sheet, 'Exit price')).toHaveText(shown(exit, pair.pricePrecision));
  await expect(figure(sheet, 'Net amount')).toHaveText(`${signed(net)} USDT`);
  await expect(figure(sheet, 'Paid back')).toHaveText(`${shown(detail.payout as string)} USDT`);
  const entryTick = sheet.getByRole('region', { name: 'Entry tick' });
  const exitTick = sheet.getByRole('region', { name: 'Exit tick' });
  expect(detail.entryTick?.price).toBe(detail.entryPrice);
  expect(detail.exitTick?.price).toBe(detail.exitPrice);
  await expect(figure(entryTick, 'Tick id')).toHaveText(detail.entryTick?.tickId as string);
  await expect(figure(entryTick, 'Price')).toHaveText(shown(detail.entryTick?.price as string));
  await expect(figure(exitTick, 'Tick id')).toHaveText(detail.exitTick?.tickId as string);
  await expect(figure(exitTick, 'Price')).toHaveText(shown(detail.exitTick?.price as string));
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toHaveCount(0);

  // The balance changed by exactly the net amount, on the server and on the ticket.
  const after = await usdtOf(token);
  expect(after.available).toBe(new Decimal(before.available).plus(net).toFixed());
  expect(after.frozen).toBe(before.frozen);
  await expect(page.getByText(`Available ${held(after.available)} USDT`)).toBeVisible();
});
