import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { Decimal } from 'decimal.js';
import { consoleApi } from '../support/console-api.ts';
import { settledDialog, settledSelectPopup } from '../support/dialogs.ts';
import { api, expect, registeredPerson, test } from '../support/fixtures.ts';
import { inviteLink } from '../support/invite-operator.ts';
import {
  keepOperatorSession,
  operatorSecretRemembered,
  rememberOperatorSecret,
  signInOperator,
} from '../support/operator-session.ts';
import { E2E_ADMIN, freshTotpCode, totpCode } from '../support/operators.ts';
import { openRecordedPage } from '../support/page-problems.ts';
import { resumeIfSuspended } from '../support/pair-status.ts';
import { useRecordedPages } from '../support/recorded-pages.ts';

type ContractConfig = { periods: { seconds: number; payoutRate: string }[] };
type AppSettings = { banners: { image: string; link: string }[] } & Record<string, unknown>;

// The console is a desktop app; the user app keeps the phone screen of the other journeys.
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
// A pair no other journey trades: suspending it (and resuming it at the end) disturbs nobody.
const PAIR = 'DOGEUSDT';

const recorded = useRecordedPages();
/** The pages the running journey opened for itself: a person's phone, a visitor's, an invited operator's. */
const openedByJourney: BrowserContext[] = [];

/** Same rule as the `page` fixture: a CSP violation or an uncaught error fails the journey. */
async function openPage(browser: Browser, viewport: typeof DESKTOP): Promise<Page> {
  const page = await openRecordedPage(browser, recorded, viewport);
  openedByJourney.push(page.context());
  return page;
}

/**
 * A journey's own pages close once it has passed (the owner's console stays). Left open to the end of the
 * file, each drew its live prices and asked for its profile every 5 s meanwhile: CPU and API budget the
 * later journeys need, and the other worker's. A failed journey's pages stay open for the failure report.
 */
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
test.afterEach(async ({}, testInfo) => {
  const done = openedByJourney.splice(0);
  if (testInfo.status !== testInfo.expectedStatus) return;
  for (const context of done) recorded.contexts.splice(recorded.contexts.indexOf(context), 1);
  await Promise.all(done.map((context) => context.close()));
});

/** Password, then the enrolment screen: QR code and secret; the code an authenticator would show. */
async function signInAndEnrol(
  page: Page,
  email: string,
  password: string,
  used: Set<string>,
): Promise<string> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Set up two-factor sign-in')).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of the authenticator secret' })).toBeVisible();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel('Authenticator code').fill(await freshTotpCode(secret, used));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  return secret;
}

/**
 * The owner signs in again once enrolled: the password alone is refused for want of a code (and no second
 * enrolment is offered), then password and a code from the remembered secret sign in.
 */
async function signInEnrolledOwner(page: Page): Promise<void> {
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Enter the code from your authenticator app' }),
  ).toBeVisible();
  await expect(page.getByText('Set up two-factor sign-in')).toBeHidden();
  await signInOperator(page, E2E_ADMIN);
}

function menu(page: Page, name = 'Main menu'): Locator {
  return page.getByRole('menu', { name });
}

async function menuItems(page: Page, name = 'Main menu'): Promise<string[]> {
  await expect(menu(page, name)).toBeVisible();
  return (await menu(page, name).getByRole('menuitem').allTextContents()).map((text) => text.trim());
}

async function loginToUserApp(page: Page, account: string, password: string): Promise<void> {
  await page.goto('/');
  await page.goto('/#/pages/login/login');
  await page.getByLabel('Account or e-mail').fill(account);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function loginAsDemo(page: Page): Promise<void> {
  await page.goto('/');
  await page.goto('/#/pages/login/login');
  await page.getByRole('button', { name: 'Use demo account' }).click();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/pages\/login\/login/);
}

// Several browsers and a real server on a shared two-core machine: generous, each step still waits for its screen.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let owner: Page;
let financeOperator: { email: string; name: string };
const ownerCodes = new Set<string>();

test.beforeAll(async ({ browser }) => {
  owner = await openRecordedPage(browser, recorded, DESKTOP);
  // Each attempt (a retry, or --repeat-each, on the same server) invites an operator of its own: an e-mail
  // can be invited once, and the audit log's filter finds the operator by name.
  const attempt = Date.now().toString(36);
  financeOperator = { email: `finance-${attempt}@halcyon.test`, name: `Fiona Finance ${attempt}` };
});

test('the first operator signs in with the configured password and enrols TOTP from the QR code', async () => {
  await owner.goto('/admin/');
  await expect(owner).toHaveURL(/\/admin\/#\/sign-in/);
  // A wrong password says so and signs nobody in.
  await owner.getByLabel('E-mail').fill(E2E_ADMIN.email);
  await owner.getByLabel('Password', { exact: true }).fill('not-the-password-1');
  await owner.getByRole('button', { name: 'Sign in' }).click();
  await expect(owner.getByRole('alert')).toBeVisible();
  await expect(owner).toHaveURL(/#\/sign-in/);

  // An earlier attempt on this server (a retry) enrolled the owner, and an operator enrols once: this one
  // signs in with a code instead. The enrolment from the QR code is still seen on every attempt, by the
  // finance operator the next test invites.
  const again = operatorSecretRemembered(E2E_ADMIN.email);
  if (again) {
    await signInEnrolledOwner(owner);
  } else {
    const ownerSecret = await signInAndEnrol(owner, E2E_ADMIN.email, E2E_ADMIN.password, ownerCodes);
    // Other journeys sign the owner in again with codes from this secret (support/operator-session.ts).
    await rememberOperatorSecret(E2E_ADMIN.email, ownerSecret, [...ownerCodes].at(-1));
  }
  await expect(owner).toHaveURL(/#\/dashboard$/);
  await expect(owner.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // The other journeys open the console in this session: signing the owner in again would wait for the
  // authenticator's next code, the enrolment having spent this one.
  await keepOperatorSession(owner, E2E_ADMIN.email);
  await expect(owner.getByText('New users today (UTC)')).toBeVisible();
  // The dashboard listens on /api/admin/ws (the operator's cookie opens it) instead of polling.
  await expect(owner.getByText('Live', { exact: true })).toBeVisible();
  // On a fresh server nobody has audited the ledger; an earlier attempt may have.
  const neverAudited = owner.getByText('The ledger has not been audited yet.');
  await expect(
    again ? neverAudited.or(owner.getByRole('row', { name: /^Last run/ })) : neverAudited,
  ).toBeVisible();
  // The owner runs the ledger audit from the dashboard: the books balance. The server's answer is this run's,
  // where a 'Balanced' on the screen could be an earlier attempt's.
  const audited = owner.waitForResponse(
    (response) =>
      response.url().endsWith('/api/admin/ledger/audit') && response.request().method() === 'POST',
  );
  await owner.getByRole('button', { name: 'Run audit now' }).click();
  expect(((await (await audited).json()) as { data: { ok: boolean } }).data.ok).toBe(true);
  await expect(owner.getByText('Balanced').first()).toBeVisible();
  // Owners see every page (other slices add theirs to the menu, so: these at least).
  expect(await menuItems(owner)).toEqual(
    expect.arrayContaining(['Dashboard', 'Users', 'Configuration', 'Operators', 'Audit log']),
  );
  await expect(owner.getByText('Owner', { exact: true })).toBeVisible();

  // Simplified Chinese is complete: the whole frame switches, and back.
  await owner.getByRole('combobox', { name: 'Language' }).click();
  await owner.locator('.ant-select-dropdown:visible').getByTitle('简体中文').click();
  expect(await menuItems(owner, '主菜单')).toEqual(
    expect.arrayContaining(['仪表盘', '用户', '配置', '运营人员', '审计日志']),
  );
  await owner.getByRole('combobox', { name: 'Language' }).click();
  await owner.locator('.ant-select-dropdown:visible').getByTitle('English').click();
  await expect(menu(owner).getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
});

test('the owner invites a finance operator, who sets a password from the mailed link, enrols TOTP and sees the finance menu', async ({
  browser,
}) => {
  const finance = financeOperator;
  await menu(owner).getByRole('menuitem', { name: 'Operators' }).click();
  await owner.getByRole('button', { name: 'Invite operator' }).click();
  const dialog = await settledDialog(owner.getByRole('dialog', { name: 'Invite operator' }));
  await dialog.getByLabel('E-mail').fill(finance.email);
  await dialog.getByLabel('Name').fill(finance.name);
  await dialog.getByLabel('Role').click();
  // antd draws the options in a popup of its own (its listbox holds only the active one for screen readers).
  await (await settledSelectPopup(owner)).getByTitle('Finance', { exact: true }).click();
  await expect(owner.locator('.ant-select-dropdown:visible')).toBeHidden();
  const sentAt = Date.now();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(owner.getByText('Invitation sent')).toBeVisible();
  await expect(owner.getByRole('row', { name: new RegExp(finance.email) })).toBeVisible();

  const link = await inviteLink(finance.email, sentAt);
  const invited = await openPage(browser, DESKTOP);
  await invited.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  const password = 'finance-password-e2e-1';
  await invited.getByLabel('Choose a password').fill(password);
  await invited.getByLabel('Repeat the password').fill(password);
  await invited.getByRole('button', { name: 'Set password' }).click();
  await expect(invited.getByText('Your password is set.', { exact: false })).toBeVisible();
  await invited.getByRole('button', { name: 'Sign in' }).click();
  await expect(invited.getByLabel('E-mail')).toHaveValue(finance.email);

  await signInAndEnrol(invited, finance.email, password, new Set());
  await expect(invited.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const financeMenu = await menuItems(invited);
  expect(financeMenu).toEqual(expect.arrayContaining(['Dashboard', 'Users', 'Configuration']));
  expect(financeMenu).not.toContain('Operators');
  expect(financeMenu).not.toContain('Audit log');
  await expect(invited.getByText('Finance', { exact: true })).toBeVisible();

  // The owner's list (searched by the server: other journeys add operators too) shows them active with
  // two-factor set up.
  await owner.reload();
  await owner.getByRole('searchbox', { name: 'Name or e-mail' }).fill(finance.email);
  await owner.getByRole('searchbox', { name: 'Name or e-mail' }).press('Enter');
  const row = owner.getByRole('row', { name: new RegExp(finance.email) }).first();
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Set up');
});

test('the owner changes the 30 s payout rate and an open contract page shows it without a reload', async ({
  browser,
}) => {
  const before = (await api<ContractConfig>('/second-contract/public/config')).body.data;
  const current = before.periods.find((period) => period.seconds === 30)?.payoutRate ?? '0';
  const next = Number(current) >= 0.9 ? '0.83' : '0.91';
  const percent = (rate: string) => `${Math.round(Number(rate) * 100)}%`;

  // A person has the contract page open on their phone.
  const user = await openPage(browser, PHONE);
  await loginAsDemo(user);
  await user.goto('/#/pages/trade/contract?symbol=BTCUSDT');
  await expect(user.getByRole('button', { name: `30s ${percent(current)}` })).toBeVisible();

  await menu(owner).getByRole('menuitem', { name: 'Configuration' }).click();
  await owner.getByRole('tab', { name: 'Second contracts' }).click();
  await expect(owner.getByLabel('Payout rate of 30 s')).toHaveValue(current);
  await owner.getByLabel('Payout rate of 30 s').fill(next);
  await owner.getByRole('button', { name: 'Save' }).click();
  await expect(owner.getByText('Saved', { exact: true }).first()).toBeVisible();

  // The server serves it at once, and the open page shows it, pushed on the config channel (no reload).
  const after = (await api<ContractConfig>('/second-contract/public/config')).body.data;
  expect(after.periods.find((period) => period.seconds === 30)?.payoutRate).toBe(next);
  await expect(user.getByRole('button', { name: `30s ${percent(next)}` })).toBeVisible();
});

// A 4 x 2 PNG (the server re-encodes whatever it is given, so the size does not matter).
const BANNER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAIAAADwyuo0AAAAEElEQVR4nGNIq3sFRwzIHAC3qg5xR1mMyQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Banner 1 without an image, through the console's API, when it has one: an attempt that died between
 * saving its image and removing it (a retry runs on the same server) left it set, and the banner journey
 * starts from the built-in banners.
 */
async function clearFirstBannerImage(): Promise<void> {
  const admin = await consoleApi(owner);
  const app = await admin.get<AppSettings>('/config/app');
  const [first, ...rest] = app.banners;
  if (first?.image) await admin.put('/config/app', { ...app, banners: [{ ...first, image: '' }, ...rest] });
}

test('the owner uploads a banner image: the open home page of a logged-out visitor shows it without a reload; removing it brings back the built-in banners', async ({
  browser,
}) => {
  await clearFirstBannerImage();
  const visitor = await openPage(browser, PHONE);
  await visitor.goto('/');
  await expect(visitor.locator('.hc-banner-trade').first()).toBeVisible();
  // No image yet: an image left by an earlier attempt (the same file, so the same address) would pass the
  // check below that the open page swaps it in, with nothing pushed.
  await expect(visitor.getByRole('img', { name: 'Banner 1' })).toHaveCount(0);

  await menu(owner).getByRole('menuitem', { name: 'Configuration' }).click();
  await owner.getByRole('tab', { name: 'App' }).click();
  await owner.getByLabel('Banner 1 image', { exact: true }).setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: BANNER_PNG,
  });
  const preview = owner.getByRole('img', { name: 'Banner 1 image preview' });
  await expect(preview).toBeVisible();
  const url = (await preview.getAttribute('src')) ?? '';
  expect(url).toMatch(/^\/api\/uniapp\/config-images\/[0-9a-f]{64}\.png$/);
  await owner.getByRole('button', { name: 'Save' }).click();
  await expect(owner.getByText('Saved', { exact: true }).first()).toBeVisible();

  // Pushed on the config channel: the open page swaps in the image, served to someone signed in nowhere.
  await expect(visitor.getByRole('img', { name: 'Banner 1' }).first()).toHaveAttribute('src', url);
  const served = await visitor.request.get(url);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');

  // Removed with the banner field's own button (the logo field above has a 'Remove image' too), saved:
  // the open page shows the built-in banners again, which later journeys expect.
  const bannerField = owner.locator('.ant-form-item').filter({ has: preview });
  await bannerField.getByRole('button', { name: 'Remove image' }).click();
  await expect(preview).toHaveCount(0);
  await expect(owner.getByRole('img', { name: 'Logo preview' })).toBeVisible();
  const saved = owner.waitForResponse(
    (response) => response.url().endsWith('/api/admin/config/app') && response.request().method() === 'PUT',
  );
  await owner.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  const appConfig = (await api<Record<string, string>>('/app-config')).body.data;
  expect(appConfig).not.toHaveProperty('home_banner_1_image');
  expect(appConfig.app_logo).toBeTruthy();
  await expect(visitor.locator('.hc-banner-trade').first()).toBeVisible();
  await expect(visitor.getByRole('img', { name: 'Banner 1' })).toHaveCount(0);
});

test('the owner suspends a pair with a reason: an open trade page and detail page show it suspended at once (the detail page with Buy and Sell disabled, the trade page with its order button disabled), as do ones opened after and the watchlist row; resumed, the person trades it again', async ({
  browser,
}) => {
  // An attempt that died before resuming the pair (a retry runs on the same server) left it suspended.
  await resumeIfSuspended(owner, PAIR);
  // A person has the DOGE/USDT trade page open.
  const user = await openPage(browser, PHONE);
  await loginAsDemo(user);
  await user.goto(`/#/pages/trade/trade?symbol=${PAIR}`);
  const form = user.getByRole('form', { name: 'Place a spot order' });
  await expect(form).toBeVisible();
  const suspendedText = /Trading in DOGE\/?USDT is suspended/;
  const notice = user.getByRole('status').filter({ hasText: suspendedText });
  await expect(notice).toHaveCount(0);
  // Another person (their own account: the watchlist is theirs) has the pair's detail page open, and
  // stars it there; its Buy is open to them.
  const watcher = await openPage(browser, PHONE);
  const person = await registeredPerson();
  await loginToUserApp(watcher, person.account, person.password);
  await expect(watcher).not.toHaveURL(/pages\/login\/login/);
  await watcher.goto(`/#/pages/market/detail?symbol=${PAIR}`);
  await expect(watcher.getByRole('heading', { level: 2, name: 'DOGE/USDT' })).toBeVisible();
  await watcher.getByRole('button', { name: 'Add DOGE/USDT to watchlist' }).click();
  await expect(watcher.getByText('Added to watchlist')).toBeVisible();
  const detailNotice = watcher.getByRole('status').filter({ hasText: suspendedText });
  const detailBuy = watcher.getByRole('button', { name: 'Buy', exact: true });
  const detailSell = watcher.getByRole('button', { name: 'Sell', exact: true });
  await expect(detailNotice).toHaveCount(0);
  await expect(detailBuy).toBeEnabled();

  await menu(owner).getByRole('menuitem', { name: 'Configuration' }).click();
  await owner.getByRole('tab', { name: 'Pairs' }).click();
  await owner.getByRole('searchbox', { name: 'Find a pair' }).fill('DOGE');
  await owner.getByRole('searchbox', { name: 'Find a pair' }).press('Enter');
  const row = owner.getByRole('row', { name: /DOGE\/?USDT/ }).first();
  await expect(row).toContainText('Trading');
  await row.getByRole('button', { name: 'Suspend' }).click();
  const dialog = await settledDialog(owner.getByRole('dialog', { name: /^Suspend / }));
  await dialog.getByLabel('Reason').fill('e2e: exchange maintenance');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(row).toContainText('Suspended');

  // Pushed on the config channel: the open page says so without a reload. Suspended is not delisted: the
  // page keeps the pair and its form, and does not say the market is gone.
  await expect(notice).toBeVisible();
  await expect(form).toBeVisible();
  await expect(user.getByText('This market is not available', { exact: false })).toHaveCount(0);

  // Someone who opens the pair's trade page now (on another phone: the page loads the pair as it is,
  // nothing pushed) reads the same notice. Signed in, as the trade page sends a visitor from outside home.
  const opener = await openPage(browser, PHONE);
  await loginAsDemo(opener);
  await opener.goto(`/#/pages/trade/trade?symbol=${PAIR}`);
  await expect(opener.getByRole('status').filter({ hasText: suspendedText })).toBeVisible();
  await expect(opener.getByRole('form', { name: 'Place a spot order' })).toBeVisible();

  // The open detail page says so too, pushed, and its Buy and Sell are disabled: no way to an order the
  // server would refuse. Not the delisted market's message: the pair and its figures stay.
  await expect(detailNotice).toBeVisible();
  await expect(detailBuy).toBeDisabled();
  await expect(detailSell).toBeDisabled();
  await expect(watcher.getByRole('heading', { level: 2, name: 'DOGE/USDT' })).toBeVisible();
  await expect(watcher.getByText('This market is not available', { exact: false })).toHaveCount(0);
  // Its row in the watchlist says "Suspended" (the markets list asks for active pairs only: the
  // watchlist is where a suspended pair keeps its row), and opens the detail page with the notice.
  await watcher.goto('/#/pages/market/market');
  await watcher.getByRole('tab', { name: 'Watchlist' }).click();
  const watchedRow = watcher.getByRole('button', { name: /^DOGE\/USDT, Suspended,/ });
  await expect(watchedRow).toBeVisible();
  await expect(watchedRow.locator('.hc-tag')).toHaveText('Suspended');
  await watchedRow.click();
  await expect(watcher).toHaveURL(new RegExp(`#/pages/market/detail\\?symbol=${PAIR}$`));
  await expect(detailNotice).toBeVisible();
  await expect(detailBuy).toBeDisabled();

  // And the open trade page's order button is disabled and points at the notice: no way to an order the
  // server would refuse (its refusal, PAIR_SUSPENDED in those words, is the server tests' to prove). The
  // form stays, and what is typed in it waits for the resumption.
  const buyButton = form.getByRole('button', { name: 'Buy DOGE' });
  await form.getByRole('button', { name: 'Limit', exact: true }).click();
  const priceInput = form.getByLabel('Price (USDT)');
  await expect(priceInput).not.toHaveValue('');
  await form.getByLabel('Quantity (DOGE)').fill('200');
  await expect(buyButton).toBeDisabled();
  await expect(buyButton).toHaveAttribute('aria-describedby', (await notice.getAttribute('id')) ?? '');

  // Resume: the notice goes away on the open page (later journeys share this server).
  await row.getByRole('button', { name: 'Resume' }).click();
  const resume = await settledDialog(owner.getByRole('dialog', { name: /^Resume / }));
  await resume.getByLabel('Reason').fill('e2e: maintenance over');
  await resume.getByRole('button', { name: 'OK' }).click();
  await expect(row).toContainText('Trading');
  await expect(notice).toHaveCount(0);
  await expect(buyButton).toBeEnabled();
  await expect(detailNotice).toHaveCount(0);
  await expect(detailBuy).toBeEnabled();
  await expect(detailSell).toBeEnabled();

  // The person trades it again from the same page: a limit buy 10 % below the market rests on the book.
  // They cancel it, as the demo user is every journey's; an attempt that dies before that leaves it to
  // the next attempt's suspension, which cancels the pair's resting orders.
  const restingPrice = new Decimal(await priceInput.inputValue())
    .mul('0.9')
    .toDecimalPlaces(5, Decimal.ROUND_DOWN)
    .toFixed();
  await priceInput.fill(restingPrice);
  await form.getByLabel('Quantity (DOGE)').fill('200');
  const placed = user.waitForResponse(
    (response) =>
      response.url().endsWith('/trading/spot/orders/limit') && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Buy DOGE' }).click();
  await user
    .getByRole('dialog')
    .filter({ hasText: /Buy 200 DOGE at/ })
    .getByRole('button', { name: 'OK' })
    .click();
  const placedAnswer = await placed;
  expect(placedAnswer.status()).toBe(200);
  const { orderId } = ((await placedAnswer.json()) as { data: { orderId: string } }).data;
  await expect(user.getByText('Order placed')).toBeVisible();
  const records = user.getByRole('region', { name: 'Orders and positions' });
  const cancel = records.getByRole('button', { name: `Cancel order ${orderId}` });
  await expect(cancel).toBeVisible();
  await cancel.click();
  await expect(user.getByText('Order cancelled')).toBeVisible();
  await expect(cancel).toHaveCount(0);
});

test('the owner freezes a signed-in person: their open app says the account is frozen and goes to login; unfrozen, they log in again', async ({
  browser,
}) => {
  const person = await registeredPerson();
  // The person is signed in, their app open on the home page.
  const user = await openPage(browser, PHONE);
  await loginToUserApp(user, person.account, person.password);
  await expect(user).toHaveURL(/#\/$/);
  await expect(user.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  await menu(owner).getByRole('menuitem', { name: 'Users' }).click();
  await owner.getByRole('searchbox', { name: 'Account, e-mail, UID or referrer code' }).fill(person.account);
  await owner.getByRole('searchbox', { name: 'Account, e-mail, UID or referrer code' }).press('Enter');
  await owner.getByRole('link', { name: person.account }).click();
  await expect(owner.getByRole('heading', { name: new RegExp(person.account) })).toBeVisible();
  await expect(owner.getByRole('tab', { name: 'Balances' })).toBeVisible();
  await owner.getByRole('button', { name: 'Freeze' }).click();
  const dialog = await settledDialog(owner.getByRole('dialog', { name: /^Freeze / }));
  await dialog.getByLabel('Reason').fill('e2e: suspicious activity');
  await dialog.getByRole('button', { name: 'Freeze' }).click();
  await expect(owner.getByText('This user is frozen: e2e: suspicious activity')).toBeVisible();

  // The open app learns it at its next profile refresh (every 5 s): it says why, not "login expired",
  // and lands on the login page.
  const frozen = user.getByText('Your account has been frozen. Please contact customer service');
  await expect(frozen).toBeVisible({ timeout: 10_000 });
  await expect(user.getByText('Login expired, please log in again')).toHaveCount(0);
  await expect(user).toHaveURL(/#\/pages\/login\/login$/);
  await expect(frozen).toBeHidden();

  // Logging in again through the form is refused with the same words.
  await user.getByLabel('Account or e-mail').fill(person.account);
  await user.getByLabel('Password', { exact: true }).fill(person.password);
  await user.getByRole('button', { name: 'Log in' }).click();
  await expect(frozen).toBeVisible();
  await expect(user).toHaveURL(/#\/pages\/login\/login$/);

  // Unfreezing asks for its own reason, kept in the audit log; then the person logs in through the form.
  await owner.getByRole('button', { name: 'Unfreeze' }).click();
  const undo = await settledDialog(owner.getByRole('dialog', { name: /^Unfreeze / }));
  await undo.getByLabel('Reason').fill('e2e: cleared by review');
  await undo.getByRole('button', { name: 'Unfreeze' }).click();
  await expect(owner.getByText('User unfrozen')).toBeVisible();
  await expect(owner.getByText('This user is frozen: e2e: suspicious activity')).toBeHidden();
  await expect(frozen).toBeHidden();
  await user.getByLabel('Account or e-mail').fill(person.account);
  await user.getByLabel('Password', { exact: true }).fill(person.password);
  await user.getByRole('button', { name: 'Log in' }).click();
  await expect(user).toHaveURL(/#\/$/);
  await expect(
    user.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }),
  ).toBeVisible();
  await expect(frozen).toHaveCount(0);
});

test("the owner resets a person's lost second factor, giving the reason: the person then signs in with the password alone", async () => {
  const person = await registeredPerson();
  const credentials = { account: person.account, password: person.password };
  // Two-factor sign-in on, through the API (the identity journey covers its page).
  const signedIn = await api<{ token: string }>('/login', { body: credentials });
  const token = signedIn.body.data.token;
  const setup = await api<{ secret: string }>('/user/2fa/setup', { token, body: {} });
  const enabled = await api('/user/2fa/enable', { token, body: { code: totpCode(setup.body.data.secret) } });
  expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
  expect((await api('/login', { body: credentials })).body.code).toBe('TOTP_REQUIRED');

  await menu(owner).getByRole('menuitem', { name: 'Users' }).click();
  await owner.getByRole('searchbox', { name: 'Account, e-mail, UID or referrer code' }).fill(person.account);
  await owner.getByRole('searchbox', { name: 'Account, e-mail, UID or referrer code' }).press('Enter');
  await owner.getByRole('link', { name: person.account }).click();
  await expect(owner.getByRole('heading', { name: new RegExp(person.account) })).toBeVisible();
  await owner.getByRole('button', { name: 'Reset two-factor' }).click();
  const dialog = await settledDialog(
    owner.getByRole('dialog', { name: /^Reset the two-factor sign-in of / }),
  );
  await dialog.getByLabel('Reason').fill('e2e: lost phone, identity checked by video call');
  await dialog.getByRole('button', { name: 'Reset two-factor' }).click();
  await expect(owner.getByText(/^Two-factor sign-in reset: withdrawals are held until /)).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Reset two-factor' })).toHaveCount(0);
  expect((await api('/login', { body: credentials })).status).toBe(200);
});

test('the audit log lists every action of the journey and shows the chain verified', async () => {
  await menu(owner).getByRole('menuitem', { name: 'Audit log' }).click();
  // The page's code loads on first visit, then the server re-hashes every entry of the chain: under a loaded
  // machine this took just over the default 10 s once, so it gets its own allowance.
  await expect(owner.getByText(/^Chain verified: all \d+ entries are intact/)).toBeVisible({
    timeout: 30_000,
  });
  const table = owner.getByRole('table');
  for (const action of [
    'auth.login_failed',
    'auth.totp_enrolled',
    'auth.login',
    'operators.invite',
    'operators.accept_invite',
    'ledger.audit',
    'config.contracts',
    'config.image_upload',
    'config.app',
    'config.pair_suspend',
    'config.pair_resume',
    'users.freeze',
    'users.unfreeze',
    'users.two_factor_reset',
  ]) {
    await expect(table.getByRole('cell', { name: action, exact: true }).first()).toBeVisible();
  }
  await expect(table.getByRole('cell', { name: E2E_ADMIN.email }).first()).toBeVisible();

  // Filtered by operator (owners find them by name, searched by the server): only the finance operator's
  // own actions remain.
  await owner.getByRole('combobox', { name: 'Operator' }).click();
  await owner.getByRole('combobox', { name: 'Operator' }).fill(financeOperator.name);
  await owner.locator('.ant-select-dropdown:visible').getByTitle(new RegExp(financeOperator.name)).click();
  await expect(table.getByRole('cell', { name: 'operators.accept_invite', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: E2E_ADMIN.email })).toHaveCount(0);
  await expect(table.getByRole('cell', { name: financeOperator.email }).first()).toBeVisible();
});
