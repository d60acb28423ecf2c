import type { Page } from '@playwright/test';
import { type Locale, SUPPORTED_LOCALES } from '../../packages/i18n/src/locales.ts';
import { textRules } from '../support/catalog-texts.ts';
import { consoleApi } from '../support/console-api.ts';
import {
  deposit,
  enterWithdrawalPassword,
  openConsole,
  openedOrderNo,
  setWithdrawalPassword,
  withdrawalConfirmation,
  withdrawButton,
} from '../support/finance-steps.ts';
import { api, expect, type Person, test, waitForEmailCode } from '../support/fixtures.ts';
import { auditScreen } from '../support/layout-audit.ts';
import { openRecordedPage, recordProblems } from '../support/page-problems.ts';
import { useRecordedPages } from '../support/recorded-pages.ts';
import { screenSettling } from '../support/screen-settled.ts';

/**
 * Every member screen on a small phone (360 x 740), in each of the ten languages, for a person whose
 * values are as long as real ones get: a 24-character nickname, a long e-mail, a six-figure balance with
 * eight decimals, long order numbers, a 42-character withdrawal address. The audit
 * (support/layout-audit.ts) measures each screen; every defect of every screen and language is gathered
 * and reported in one failure.
 */

const SMALL_PHONE = { width: 360, height: 740 };
const NICKNAME = 'Maximiliane Oberhausen X';
/** The largest deposit the default settings allow, with every decimal they allow. */
const DEPOSIT = '99999.12345678';

/** Every language; SMALL_SCREEN_LOCALES=de,th narrows a local run while fixing one language. */
const LOCALES = SUPPORTED_LOCALES.filter((locale) =>
  (process.env.SMALL_SCREEN_LOCALES ?? locale).split(',').includes(locale),
);

const recorded = useRecordedPages();

test.use({ viewport: SMALL_PHONE });

/** Screens a signed-in person reaches; `{recharge}` and `{withdrawal}` are their own order numbers. */
const MEMBER_ROUTES = [
  '/',
  '/pages/market/market',
  '/pages/market/detail?symbol=BTCUSDT',
  '/pages/trade/trade?symbol=BTCUSDT',
  '/pages/trade/trade?type=swap',
  '/pages/trade/contract',
  '/pages/assets/assets',
  '/pages/finance/finance',
  '/pages/finance/recharge',
  '/pages/finance/recharge-order?orderNo={recharge}',
  '/pages/finance/recharge-help',
  '/pages/finance/recharge-history',
  '/pages/finance/withdrawal',
  '/pages/finance/withdrawal-order?orderNo={withdrawal}',
  '/pages/finance/withdrawal-history',
  '/pages/profile/profile',
  '/pages/profile/security',
  '/pages/profile/withdrawal-password',
  '/pages/profile/realname-auth',
  '/pages/profile/about-us',
  '/pages/customer-service/customer-service',
  '/pages/settings/language',
  '/pages/no-such-page',
];

/** Screens a logged-out visitor sees (the guarded ones send them to login, checked above signed in). */
const VISITOR_ROUTES = [
  '/',
  '/pages/market/market',
  '/pages/login/login',
  '/pages/register/register',
  '/pages/login/forgot-password',
  '/pages/settings/language',
];

/** A person with the longest account name allowed (20) and a long e-mail address. */
function longPerson(): Person {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.slice(-10);
  return {
    account: `layout_${suffix}`.padEnd(20, 'x'),
    email: `maximiliane.oberhausen.${suffix}@very-long-company-domain.example.test`,
    password: `pass${suffix.slice(0, 6)}9`,
  };
}

/** An EIP-55 address (the standard's own example): 42 characters, the longest a network here takes. */
const ERC20_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

/** A withdrawal to the ERC20 network, whose addresses are the longest; the order page opens. */
async function withdrawToErc20(page: Page, amount: string, password: string): Promise<string> {
  await page.goto('/#/pages/finance/withdrawal');
  await page.getByText('USDT (ERC20)', { exact: true }).click();
  await page.getByLabel('Withdrawal address').fill(ERC20_ADDRESS);
  await expect(page.getByText('Valid ERC20 address')).toBeVisible();
  await page.getByLabel('Amount (USDT)').fill(amount);
  await withdrawButton(page).click();
  await withdrawalConfirmation(page).getByRole('button', { name: 'Confirm' }).click();
  await enterWithdrawalPassword(page, password);
  await expect(page).toHaveURL(/withdrawal-order\?orderNo=/);
  return openedOrderNo(page);
}

async function registerLongPerson(page: Page): Promise<Person> {
  const person = longPerson();
  const since = Date.now();
  expect((await api('/auth/email-code', { body: { email: person.email, purpose: 'register' } })).status).toBe(
    200,
  );
  const emailCode = await waitForEmailCode(person.email, since);
  const reply = await api('/register', { body: { ...person, confirmPassword: person.password, emailCode } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  await page.goto('/#/pages/login/login');
  await page.getByLabel('Account or e-mail').fill(person.account);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/pages\/login\/login/);
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  const renamed = await api('/user/update-profile', { token, body: { nickname: NICKNAME } });
  expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
  return person;
}

/**
 * Opens `route` by its hash, inside the running app. A navigation is a transition that keeps the old
 * screen until the new one has loaded: the screen has changed once the document's title has (neighbours
 * in the route lists have different titles, so a screen that never came fails here, not in silence).
 */
async function showScreen(page: Page, route: string): Promise<void> {
  const hash = `#${route}`;
  if (await page.evaluate((wanted) => window.location.hash === wanted, hash)) return;
  const title = await page.title();
  await page.evaluate((wanted) => {
    window.location.hash = wanted;
  }, hash);
  await page.waitForFunction((old) => document.title !== old, title);
}

/** How long each screen took to show and settle: the slowest are printed, to see where the time goes. */
const timings: { screen: string; ms: number }[] = [];

/**
 * Audits `routes` in every language: the language is chosen the way the app stores it, then one load per
 * language and in-app (hash) navigations between screens. Answers one line per defect.
 */
async function auditEverywhere(
  page: Page,
  routes: string[],
  { data, locales }: { data: string[]; locales: readonly Locale[] },
): Promise<string[]> {
  const defects: string[] = [];
  const settled = screenSettling(page);
  for (const locale of locales) {
    const rules = textRules(locale, data);
    await page.goto('/#/');
    await page.evaluate((chosen: Locale) => localStorage.setItem('locale', chosen), locale);
    await page.reload();
    for (const route of routes) {
      const shown = Date.now();
      await showScreen(page, route);
      await settled();
      timings.push({ screen: `[${locale}] ${route}`, ms: Date.now() - shown });
      for (const defect of await auditScreen(page, rules)) defects.push(`[${locale}] ${route}: ${defect}`);
    }
  }
  return defects;
}

test('every member screen fits a small phone in every language, with long real values', async ({
  page,
  browser,
}) => {
  // About 2.5 minutes at load 10 to 12, alone; beside another journey in CI it may take longer.
  test.setTimeout(360_000);
  const person = await registerLongPerson(page);

  // A large balance with eight decimals, a deposit and a withdrawal of their own for the order screens.
  await page.goto('/#/pages/finance/recharge');
  const recharge = await deposit(page, DEPOSIT);
  const operator = await openConsole(browser, recorded);
  await (await consoleApi(operator)).post(`/recharge/orders/${recharge}/approve`, {
    reference: 'TRX-E2E-SMALL-SCREENS-0000000000000000000000000000000000000000000000000000000000000000',
  });
  await setWithdrawalPassword(page, '58203917');
  const withdrawal = await withdrawToErc20(page, '123.45678912', '58203917');
  expect(person.account).toHaveLength(20);

  // The networks' names are the operator's words, shown as they were typed in every language.
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  const data: string[] = [];
  for (const list of ['/recharge/configs', '/withdrawal/configs']) {
    const reply = await api<{ name: string }[]>(list, { token });
    data.push(...reply.body.data.map((config) => config.name));
  }

  const started = Date.now();
  const memberRoutes = MEMBER_ROUTES.map((route) =>
    route.replace('{recharge}', recharge).replace('{withdrawal}', withdrawal),
  );
  const visitor = await openRecordedPage(browser, { ...recorded, label: 'visitor' }, SMALL_PHONE);
  // The person's second phone (its own context: a language stored in one tab reaches the others).
  const second = await browser.newContext({
    viewport: SMALL_PHONE,
    baseURL: process.env.E2E_BASE_URL,
    storageState: await page.context().storageState(),
  });
  recorded.contexts.push(second);
  const secondPage = await second.newPage();
  recordProblems(secondPage, recorded.problems, 'second phone');
  // Three screens side by side, each with its share of the languages: each mostly waits for its screen.
  const defects = (
    await Promise.all([
      auditEverywhere(page, memberRoutes, { data, locales: LOCALES.filter((_, i) => i % 2 === 0) }),
      auditEverywhere(secondPage, memberRoutes, { data, locales: LOCALES.filter((_, i) => i % 2 === 1) }),
      auditEverywhere(visitor, VISITOR_ROUTES, { data, locales: LOCALES }),
    ])
  ).flat();
  const slowest = timings.sort((a, b) => b.ms - a.ms).slice(0, 5);
  console.log(
    `small screens: ${timings.length} screens in ${LOCALES.length} languages audited in ${Date.now() - started} ms;`,
    `slowest: ${slowest.map(({ screen, ms }) => `${screen} ${ms} ms`).join(', ')}`,
  );

  expect(defects, `${defects.length} layout or translation defects:\n${defects.join('\n')}`).toEqual([]);
});
