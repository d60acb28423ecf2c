import type { Page, Response } from '@playwright/test';
import { Decimal } from 'decimal.js';
import { expectAccessible } from '../support/axe.ts';
import { figure } from '../support/figures.ts';
import { api, expect, test } from '../support/fixtures.ts';

type Asset = { currency: string; available: string; frozen: string; total: string };
type Assets = { assets: Asset[]; totalUsdtValue: string };
type SpotOrder = {
  orderId: string;
  symbol: string;
  side: string;
  type: string;
  price: string | null;
  quantity: string | null;
  quoteAmount: string | null;
  filledQuantity: string;
  filledQuote: string;
  fee: string;
  status: string;
};
type Page_<T> = { items: T[]; pagination: { total: number } };
type MyTrade = {
  tradeId: string;
  orderId: string;
  price: string;
  quantity: string;
  total: string;
  fee: string;
};
type Position = { currency: string; quantity: string };
type SwapOrder = { swapId: string; from: string; to: string; fromAmount: string; toAmount: string };
type SwapQuote = { quoteId: string; fromAmount: string; toAmount: string };
type FeeSchedule = { symbol: string; makerFeeRate: string; takerFeeRate: string };

/** The server's arithmetic for fees: exact to 18 decimals, never rounded on the way (decimal.js's 20 would). */
const Exact = Decimal.clone({ precision: 80 });

/** A fill's fee: its total times the rate, cut down to 18 decimals (the ledger's NUMERIC(36,18)). */
const feeOf = (total: Decimal.Value, rate: string) =>
  new Exact(total).mul(rate).toDecimalPlaces(18, Decimal.ROUND_DOWN);

/** What a limit buy freezes: its total plus the fee at the higher of the two rates, cut up to 18 decimals. */
function limitBuyFreeze(price: string, quantity: string, rates: FeeSchedule): Decimal {
  const total = new Exact(price).mul(quantity);
  const rate = Exact.max(rates.makerFeeRate, rates.takerFeeRate);
  return total.plus(total.mul(rate)).toDecimalPlaces(18, Decimal.ROUND_UP);
}

/** How the app shows an exact amount: every digit the server sent, thousands grouped ("10,000.5"). */
function shown(value: Decimal.Value): string {
  const [integer = '0', fraction] = new Decimal(value).toFixed().split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}

/** Reads an amount the screen shows back into a decimal ("10,000.5" -> 10000.5). */
function read(text: string | null): Decimal {
  return new Decimal((text ?? '').replace(/,/g, '').trim());
}

async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token, 'the session token is kept in localStorage').toBeTruthy();
  return token as string;
}

async function assetsOf(token: string): Promise<Map<string, Asset>> {
  const response = await api<Assets>('/user/assets', { token });
  expect(response.status).toBe(200);
  return new Map(response.body.data.assets.map((asset) => [asset.currency, asset]));
}

function assetIn(assets: Map<string, Asset>, currency: string): Asset {
  return assets.get(currency) ?? { currency, available: '0', frozen: '0', total: '0' };
}

/** One row of the assets page: what it shows for each figure of one currency. */
function assetRow(page: Page, currency: string) {
  const row = page.getByTestId(`asset-${currency}`);
  return {
    row,
    available: row.locator('[data-field="available"]'),
    frozen: row.locator('[data-field="frozen"]'),
    total: row.locator('.hc-asset-total'),
  };
}

/** What the assets list shows of a balance: cut, never rounded up, to cents for USDT and 8 decimals else. */
function held(value: Decimal.Value, currency: string): Decimal {
  return new Decimal(value).toDecimalPlaces(currency === 'USDT' ? 2 : 8, Decimal.ROUND_DOWN);
}

/** The assets page shows what the server holds, cut to each currency's decimals. */
async function expectAssetsShown(page: Page, assets: Map<string, Asset>, currencies: string[]) {
  for (const currency of currencies) {
    const asset = assetIn(assets, currency);
    const row = assetRow(page, currency);
    await expect(row.available).toHaveText(shown(held(asset.available, currency)));
    await expect(row.frozen).toHaveText(shown(held(asset.frozen, currency)));
    await expect(row.total).toHaveText(shown(held(asset.total, currency)));
  }
}

async function confirmDialog(page: Page, text: string | RegExp) {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
}

function dataOf<T>(response: Response): Promise<T> {
  return response.json().then((body: { success: boolean; data: T }) => {
    expect(body.success).toBe(true);
    return body.data;
  });
}

test('the demo user places a limit buy below the market and a market buy, sees the fill in my trades and positions, cancels the resting order, converts USDT to ETH, and assets show the right numbers throughout', async ({
  page,
}) => {
  // Log in through the login page, with the demo account the page offers.
  await page.goto('/');
  await page.goto('/#/pages/login/login');
  await page.getByRole('button', { name: 'Use demo account' }).click();
  await expect(page.getByLabel('Account or e-mail')).toHaveValue('demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/pages\/login\/login/);
  const token = await storedToken(page);
  const tabs = page.getByRole('navigation', { name: 'Main navigation' });

  // Assets before anything: the screen shows what the server holds (other journeys share this user).
  await tabs.getByText('Assets', { exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/assets\/assets$/);
  const before = await assetsOf(token);
  await expectAssetsShown(page, before, ['USDT', 'BTC', 'ETH']);
  await expectAccessible(page, 'assets');
  const usdtBefore = assetIn(before, 'USDT');
  const ethBefore = assetIn(before, 'ETH');
  const btcBefore = assetIn(before, 'BTC');
  // What the screen said, read back: the arithmetic below starts from the visible figures.
  expect(read(await assetRow(page, 'USDT').available.textContent()).toFixed()).toBe(
    held(usdtBefore.available, 'USDT').toFixed(),
  );

  // The tab bar's Swap opens the swap panel under its own title; spot trading is the chooser's first tab.
  await tabs.getByText('Swap', { exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/trade\/trade\?type=swap$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Swap');
  await expect(page.getByLabel('From', { exact: true })).toBeVisible();
  await expectAccessible(page, 'swap');
  await page.getByRole('tablist', { name: 'Trade type' }).getByRole('tab', { name: 'Spot' }).click();
  // The trade page, then ETH/USDT from the pair picker.
  await expect(page).toHaveURL(/#\/pages\/trade\/trade/);
  await page.getByRole('button', { name: /^Choose trading pair, now / }).click();
  const sheet = page.getByRole('dialog', { name: 'Trading pairs' });
  await sheet.getByRole('searchbox').fill('ETH');
  await sheet.getByRole('button', { name: /^ETH\/USDT\b/ }).click();
  await expect(page).toHaveURL(/symbol=ETHUSDT/);
  await expect(page.getByRole('button', { name: 'Choose trading pair, now ETH/USDT' })).toBeVisible();
  await expectAccessible(page, 'spot trade');

  const form = page.getByRole('form', { name: 'Place a spot order' });
  const records = page.getByRole('region', { name: 'Orders and positions' });
  const pendingBefore = (
    await api<Page_<SpotOrder>>('/trading/spot/orders/pending?symbol=ETHUSDT', { token })
  ).body.data.pagination.total;
  await expect(records.getByRole('tab', { name: `Open orders (${pendingBefore})` })).toBeVisible();
  // The form's available USDT is the server's, cut to 8 decimals.
  const availableFigure = figure(form, 'Available');
  await expect(availableFigure).toHaveText(
    `${shown(new Decimal(usdtBefore.available).toDecimalPlaces(8, Decimal.ROUND_DOWN))} USDT`,
  );

  // 1. A limit buy 10 % below the market price the form filled in: it rests.
  await form.getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(form.getByRole('button', { name: 'Buy', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await form.getByRole('button', { name: 'Limit', exact: true }).click();
  await expect(form.getByRole('button', { name: 'Limit', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const priceInput = form.getByLabel('Price (USDT)');
  await expect(priceInput).not.toHaveValue('');
  const lastPrice = new Decimal(await priceInput.inputValue());
  const limitPrice = lastPrice.mul('0.9').toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed();
  const limitQuantity = '0.01';
  await priceInput.fill(limitPrice);
  await form.getByLabel('Quantity (ETH)').fill(limitQuantity);
  await expect(figure(form, 'Total')).toHaveText(`${shown(new Decimal(limitPrice).mul(limitQuantity))} USDT`);
  const limitPlaced = page.waitForResponse(
    (response) =>
      response.url().endsWith('/trading/spot/orders/limit') && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Buy ETH' }).click();
  await confirmDialog(page, `Buy ${limitQuantity} ETH at ${limitPrice} USDT`);
  const limitOrder = await dataOf<SpotOrder>(await limitPlaced);
  expect(limitOrder).toMatchObject({ side: 'buy', type: 'limit', status: 'pending', filledQuantity: '0' });
  expect(new Decimal(limitOrder.price ?? '').eq(limitPrice)).toBe(true);
  await expect(page.getByText('Order placed')).toBeVisible();

  const cancelButton = records.getByRole('button', { name: `Cancel order ${limitOrder.orderId}` });
  await expect(records.getByRole('tab', { name: `Open orders (${pendingBefore + 1})` })).toBeVisible();
  await expect(cancelButton).toBeVisible();
  const restingRow = records
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Cancel order ${limitOrder.orderId}` }) });
  await expect(restingRow).toContainText('Buy · Limit');
  await expect(restingRow).toContainText('ETH/USDT');
  await expect(figure(restingRow, 'Price (USDT)')).toHaveText(shown(limitPrice));
  await expect(figure(restingRow, 'Quantity')).toHaveText(shown(limitQuantity));
  await expect(figure(restingRow, 'Filled')).toHaveText('0');
  await expect(restingRow).toContainText('Open');

  // Its USDT moved from available to frozen: the total and the fee at the pair's higher rate, exactly.
  const [rates] = (await api<{ fees: FeeSchedule[] }>('/trading/fees?symbol=ETHUSDT')).body.data.fees;
  if (!rates) throw new Error('no fee schedule for ETH/USDT');
  const resting = await assetsOf(token);
  const frozenForLimit = new Decimal(assetIn(resting, 'USDT').frozen).minus(usdtBefore.frozen);
  expect(frozenForLimit.toFixed()).toBe(limitBuyFreeze(limitPrice, limitQuantity, rates).toFixed());
  expect(new Decimal(usdtBefore.available).minus(assetIn(resting, 'USDT').available).toFixed()).toBe(
    frozenForLimit.toFixed(),
  );
  await expect(availableFigure).toHaveText(
    `${shown(new Decimal(assetIn(resting, 'USDT').available).toDecimalPlaces(8, Decimal.ROUND_DOWN))} USDT`,
  );

  // 2. A market buy for 50 USDT: it fills against the house's asks.
  await form.getByRole('button', { name: 'Market', exact: true }).click();
  await expect(form.getByRole('button', { name: 'Market', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(form.getByText('Best market price')).toBeVisible();
  const spend = '50';
  await form.getByLabel('Amount (USDT)').fill(spend);
  await expect(figure(form, 'Total')).toHaveText(`${spend} USDT`);
  const marketPlaced = page.waitForResponse(
    (response) =>
      response.url().endsWith('/trading/spot/orders/market') && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Buy ETH' }).click();
  await confirmDialog(page, `Buy ETH for ${spend} USDT at the market price`);
  const marketAnswer = await dataOf<SpotOrder>(await marketPlaced);
  expect(marketAnswer).toMatchObject({ side: 'buy', type: 'market', quoteAmount: spend });

  // The server's final word on the market order: filled, its cost within what was asked.
  const history = await api<Page_<SpotOrder>>('/trading/spot/orders/history?symbol=ETHUSDT', { token });
  const marketOrder = history.body.data.items.find((order) => order.orderId === marketAnswer.orderId);
  expect(marketOrder, 'the market order is in the order history').toBeDefined();
  const filled = marketOrder as SpotOrder;
  expect(filled.status).toBe('filled');
  const filledQuantity = new Decimal(filled.filledQuantity);
  const filledQuote = new Decimal(filled.filledQuote);
  const fee = new Decimal(filled.fee);
  expect(filledQuantity.gt(0)).toBe(true);
  expect(filledQuote.gt(0) && filledQuote.lte(spend)).toBe(true);

  // My trades: the fill, as the server recorded it.
  const trades = (await api<Page_<MyTrade>>('/trading/spot/trades?symbol=ETHUSDT&limit=50', { token })).body
    .data.items;
  const fills = trades.filter((trade) => trade.orderId === filled.orderId);
  expect(fills.length).toBeGreaterThan(0);
  expect(fills.reduce((sum, trade) => sum.plus(trade.quantity), new Decimal(0)).toFixed()).toBe(
    filledQuantity.toFixed(),
  );
  expect(fills.reduce((sum, trade) => sum.plus(trade.total), new Decimal(0)).toFixed()).toBe(
    filledQuote.toFixed(),
  );
  // Each fill's fee is its total at the taker rate, exactly; the order's is their sum.
  for (const fill of fills) expect(fill.fee).toBe(feeOf(fill.total, rates.takerFeeRate).toFixed());
  expect(fee.gt(0)).toBe(true);
  expect(fills.reduce((sum, trade) => sum.plus(trade.fee), new Decimal(0)).toFixed()).toBe(fee.toFixed());
  await records.getByRole('tab', { name: 'My trades' }).click();
  await expect(records.getByRole('tab', { name: 'My trades' })).toHaveAttribute('aria-selected', 'true');
  for (const fill of fills) {
    const row = records
      .locator(
        `xpath=.//li[.//dt[normalize-space(.)="Total"]/following-sibling::dd[1][normalize-space(.)=${JSON.stringify(shown(fill.total))}]]`,
      )
      .first();
    await expect(row).toBeVisible();
    await expect(row).toContainText('Buy');
    await expect(figure(row, 'Price (USDT)')).toHaveText(shown(fill.price));
    await expect(figure(row, 'Filled')).toHaveText(shown(fill.quantity));
    await expect(figure(row, 'Fee (USDT)')).toHaveText(shown(fill.fee));
    await expect(figure(row, 'Role')).toHaveText('Taker');
  }

  // Positions: ETH now holds what it held plus what was bought.
  const ethAfterBuy = new Decimal(ethBefore.total).plus(filledQuantity);
  const positions = (await api<{ positions: Position[] }>('/trading/spot/positions', { token })).body.data
    .positions;
  expect(positions.find((position) => position.currency === 'ETH')?.quantity).toBe(ethAfterBuy.toFixed());
  await records.getByRole('tab', { name: 'Positions' }).click();
  const ethPosition = records.getByRole('listitem', { name: 'ETH', exact: true });
  await expect(ethPosition).toContainText('ETH/USDT');
  await expect(figure(ethPosition, 'Quantity')).toHaveText(shown(ethAfterBuy));

  // 3. Cancel the resting order: gone from open orders, its frozen USDT back to available.
  await records.getByRole('tab', { name: /^Open orders/ }).click();
  await expect(cancelButton).toBeVisible();
  await cancelButton.click();
  await expect(page.getByText('Order cancelled')).toBeVisible();
  await expect(cancelButton).toHaveCount(0);
  await expect(records.getByRole('tab', { name: `Open orders (${pendingBefore})` })).toBeVisible();
  const afterCancel = await assetsOf(token);
  const usdtAfterCancel = assetIn(afterCancel, 'USDT');
  expect(usdtAfterCancel.frozen).toBe(usdtBefore.frozen);
  const spentOnMarket = filledQuote.plus(fee);
  expect(usdtAfterCancel.available).toBe(new Decimal(usdtBefore.available).minus(spentOnMarket).toFixed());
  await expect(availableFigure).toHaveText(
    `${shown(new Decimal(usdtAfterCancel.available).toDecimalPlaces(8, Decimal.ROUND_DOWN))} USDT`,
  );
  const cancelled = (await api<Page_<SpotOrder>>('/trading/spot/orders/history?symbol=ETHUSDT', { token }))
    .body.data.items;
  expect(cancelled.find((order) => order.orderId === limitOrder.orderId)?.status).toBe('cancelled');

  // 4. Convert 100 USDT to ETH on the swap panel, reached from the trade-type chooser. Every quote the
  // panel is given is kept, to hold the conversion to the one it executed.
  const quotes = new Map<string, SwapQuote>();
  page.on('response', async (response) => {
    if (!response.url().includes('/swap/quote') || !response.ok()) return;
    const quoted = await dataOf<SwapQuote>(response).catch(() => null);
    if (quoted) quotes.set(quoted.quoteId, quoted);
  });
  await page.getByRole('tablist', { name: 'Trade type' }).getByRole('tab', { name: 'Swap' }).click();
  await expect(page).toHaveURL(/type=swap/);
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('USDT');
  await page.getByLabel('To', { exact: true }).selectOption('ETH');
  const swapAmount = '100';
  await page.getByLabel('Amount', { exact: true }).fill(swapAmount);
  await expect(
    page.getByText(`Available ${shown(held(usdtAfterCancel.available, 'USDT'))} USDT`),
  ).toBeVisible();
  const quote = page.getByRole('region', { name: 'Rate' });
  await expect(quote.locator('[data-field="receive"]')).toHaveText(/ ETH$/);
  const convert = page.getByRole('button', { name: 'Convert', exact: true });
  await expect(convert).toBeEnabled();
  const swapped = page.waitForResponse(
    (response) => response.url().endsWith('/swap/orders') && response.request().method() === 'POST',
  );
  await convert.click();
  await confirmDialog(page, `You pay: ${swapAmount} USDT`);
  const swapResponse = await swapped;
  const swap = await dataOf<SwapOrder>(swapResponse);
  expect(swap).toMatchObject({ from: 'USDT', to: 'ETH', fromAmount: swapAmount });
  // It gave exactly what the executed quote promised, and that is what the panel showed.
  const { quoteId } = swapResponse.request().postDataJSON() as { quoteId: string };
  const executed = quotes.get(quoteId);
  expect(executed, 'the executed quote was one the panel received').toBeDefined();
  expect(executed).toMatchObject({ fromAmount: swapAmount, toAmount: swap.toAmount });
  const success = page.getByRole('status', { name: 'Converted' });
  await expect(success).toContainText(`${swapAmount} USDT to ${shown(swap.toAmount)} ETH`);
  const swapHistory = (await api<Page_<SwapOrder>>('/swap/orders', { token })).body.data.items;
  expect(swapHistory.find((order) => order.swapId === swap.swapId)).toMatchObject({
    fromAmount: swapAmount,
    toAmount: swap.toAmount,
  });

  // 5. Assets: every figure follows from what was done, and the screen shows it.
  await tabs.getByText('Assets', { exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/assets\/assets$/);
  const after = await assetsOf(token);
  const usdtAfter = assetIn(after, 'USDT');
  const ethAfter = assetIn(after, 'ETH');
  const btcAfter = assetIn(after, 'BTC');
  expect(usdtAfter.available).toBe(
    new Decimal(usdtBefore.available).minus(spentOnMarket).minus(swapAmount).toFixed(),
  );
  expect(usdtAfter.frozen).toBe(usdtBefore.frozen);
  expect(ethAfter.total).toBe(ethAfterBuy.plus(swap.toAmount).toFixed());
  expect(ethAfter.available).toBe(
    new Decimal(ethBefore.available).plus(filledQuantity).plus(swap.toAmount).toFixed(),
  );
  expect(btcAfter.total).toBe(btcBefore.total);
  await expectAssetsShown(page, after, ['USDT', 'BTC', 'ETH']);
  // The same arithmetic on what the screen shows, before and after.
  expect(read(await assetRow(page, 'USDT').available.textContent()).toFixed()).toBe(
    held(new Decimal(usdtBefore.available).minus(spentOnMarket).minus(swapAmount), 'USDT').toFixed(),
  );
  expect(read(await assetRow(page, 'ETH').total.textContent()).toFixed()).toBe(
    held(new Decimal(ethBefore.total).plus(filledQuantity).plus(swap.toAmount), 'ETH').toFixed(),
  );

  // 6. The ETH journal says in words what happened, in Japanese too, and never the server's note.
  await page.goto('/#/pages/settings/language');
  await page.getByText('日本語', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('言語設定');
  await page.goto('/#/pages/assets/assets');
  await page.getByRole('button', { name: 'ETH の履歴' }).click();
  const journal = page.getByRole('region', { name: 'ETH の履歴' });
  const converted = journal.getByRole('listitem').filter({ hasText: 'USDT を ETH に交換' }).first();
  await expect(converted).toBeVisible();
  await expect(converted).toContainText(`+${shown(swap.toAmount)} ETH`);
  await expect(journal).not.toContainText('USDT -> ETH');
  await expect(journal.getByRole('listitem').filter({ hasText: 'ETH/USDT 買い約定' }).first()).toBeVisible();
  await page.goto('/#/pages/settings/language');
  await page.getByText('English', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Language settings');
});
