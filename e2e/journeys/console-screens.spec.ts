import type { Locator, Page } from '@playwright/test';
import { consoleApi } from '../support/console-api.ts';
import { layoutProblems } from '../support/console-layout-probe.ts';
import {
  BIG_AMOUNT,
  ID_NUMBER,
  LONG_ADDRESS,
  LONG_TX,
  type LongPerson,
  longValuedPerson,
  REAL_NAME,
  WITHDRAWAL_AMOUNT,
} from '../support/console-long-values.ts';
import { consoleFigure } from '../support/figures.ts';
import { openConsole } from '../support/finance-steps.ts';
import { expect, test } from '../support/fixtures.ts';
import { useRecordedPages } from '../support/recorded-pages.ts';

/**
 * Every console screen on a common laptop (1280x720), holding a person whose values are as long as the
 * rules allow (see console-long-values.ts): nothing sticks out of the page, no text an operator compares
 * (address, hash, order number, e-mail) is cut off where its full value cannot be read, no control covers
 * another or sits out of reach, and the balance, a deposit and a withdrawal amount are shown to the last
 * decimal. In English: of the console's two languages the longer on screen (its catalogs measure 11,159
 * character widths to Simplified Chinese's 7,682, a CJK character counted as two), and the default. Every
 * problem of every screen is gathered and reported together, with its page, element and measurement.
 */

/** The configuration page's tabs. */
const CONFIGURATION_TABS = ['App', 'Pairs', 'Second contracts'];

const LAPTOP = { width: 1280, height: 720 };

/**
 * Left out of the measurement, each by design:
 * - the menu (brand and item labels): fixed texts of the console, not values, in a 220 px column whatever
 *   the window;
 * - a message or notification antd animates in and out (its box moves while measured);
 * - antd's tab bars (the notice's ten languages): past its width a tab bar hides tabs on purpose and lists
 *   them under its own "more" button;
 * - the support inbox's preview of a conversation's last message: a preview, cut with an ellipsis; the
 *   whole message is one click away, in the conversation it opens (measured on that screen).
 */
const BY_DESIGN = [
  '.ant-layout-sider',
  '.ant-message',
  '.ant-notification',
  '.ant-tabs-nav-wrap',
  '.hc-inbox-preview',
];

const recorded = useRecordedPages();
let owner: Page;
let person: LongPerson;
let userId: string;

// About 30 s on this machine when it is quiet; twice that when other work shares its two cores.
test.describe.configure({ timeout: 150_000 });

/** A screen to open and measure, and the amounts on it that must read exactly so (cell and its figure). */
type Screen = {
  name: string;
  open: (page: Page) => Promise<void>;
  amounts?: (page: Page) => [Locator, string][];
};

/** The console at a hash route, once its page header is on screen. */
async function visit(page: Page, route: string): Promise<void> {
  await page.goto(`/admin/#/${route}`);
  await expect(page.locator('.hc-page-header').first()).toBeVisible();
}

/** The row of a table that holds `text` (an order number, an account). */
function rowWith(page: Page, text: string): Locator {
  return page.locator('tr.ant-table-row').filter({ hasText: text }).first();
}

/** Opens the row's one button (Review or Open) and waits for its dialog to show `shows`, settled. */
async function openRowDialog(page: Page, text: string, shows: string): Promise<Locator> {
  await rowWith(page, text).getByRole('button').first().click();
  const dialog = page.getByRole('dialog').filter({ hasText: shows });
  await expect(dialog.getByText(shows).first()).toBeVisible();
  // Its opening animation moves its box: measured where it settles.
  await expect(page.locator('.ant-modal').first()).not.toHaveClass(/ant-zoom/);
  return dialog;
}

function screens(): Screen[] {
  return [
    { name: 'dashboard', open: (page) => visit(page, 'dashboard') },
    {
      name: 'users',
      open: async (page) => {
        await visit(page, 'users');
        await expect(rowWith(page, person.account)).toBeVisible();
      },
    },
    ...['Profile', 'Balances', 'Journal', 'Active sessions', 'Sign-ins'].map((tab) => ({
      name: `user detail, tab ${tab}`,
      open: async (page: Page) => {
        await visit(page, `users/${userId}`);
        await page.getByRole('tab', { name: tab, exact: true }).click();
        const panel = page.getByRole('tabpanel', { name: tab, exact: true });
        if (tab === 'Profile') await expect(panel.getByText(person.email)).toBeVisible();
        // More entries than a page holds: the pager shows.
        if (tab === 'Journal') await expect(panel.locator('.ant-pagination')).toBeVisible();
        if (tab === 'Balances') await expect(rowWith(page, 'USDT')).toBeVisible();
      },
      amounts:
        tab === 'Balances'
          ? (page: Page): [Locator, string][] => [
              [rowWith(page, 'USDT').getByRole('cell').nth(1), person.available],
              [rowWith(page, 'USDT').getByRole('cell').nth(2), person.frozen],
            ]
          : undefined,
    })),
    {
      name: 'deposits, completed',
      open: async (page) => {
        await visit(page, 'recharges?status=completed');
        await expect(rowWith(page, person.rechargeNo)).toBeVisible();
      },
    },
    {
      name: 'a deposit of 123456789.12345678',
      open: async (page) => {
        await visit(page, 'recharges?status=completed');
        await openRowDialog(page, person.rechargeNo, LONG_TX);
      },
      amounts: (page) => [[consoleFigure(page.getByRole('dialog'), 'Amount'), BIG_AMOUNT]],
    },
    {
      name: 'withdrawals, pending',
      open: async (page) => {
        await visit(page, 'withdrawals?status=pending');
        await expect(rowWith(page, person.withdrawalNo)).toBeVisible();
      },
      amounts: (page) => [[rowWith(page, person.withdrawalNo).getByRole('cell').nth(3), WITHDRAWAL_AMOUNT]],
    },
    {
      name: 'a withdrawal to a 42-character address',
      open: async (page) => {
        await visit(page, 'withdrawals?status=pending');
        await openRowDialog(page, person.withdrawalNo, LONG_ADDRESS);
      },
      amounts: (page) => [[consoleFigure(page.getByRole('dialog'), 'Amount'), WITHDRAWAL_AMOUNT]],
    },
    { name: 'finance settings', open: (page) => visit(page, 'finance-configs') },
    {
      name: "support inbox, the person's conversation",
      open: async (page) => {
        await visit(page, 'support');
        await page.getByTestId('inbox-conversation').filter({ hasText: person.account }).first().click();
        await expect(page.getByText(LONG_TX, { exact: false }).last()).toBeVisible();
      },
    },
    {
      name: "identity review, the person's case",
      open: async (page) => {
        await visit(page, 'kyc');
        const dialog = await openRowDialog(page, person.account, ID_NUMBER);
        await expect(dialog.getByText(REAL_NAME).first()).toBeVisible();
      },
    },
    ...CONFIGURATION_TABS.map((tab) => ({
      name: `configuration, tab ${tab}`,
      open: async (page: Page) => {
        await visit(page, 'configuration');
        await page.getByRole('tab', { name: tab, exact: true }).click();
        await expect(page.getByRole('tabpanel', { name: tab, exact: true })).toBeVisible();
      },
    })),
    { name: 'operators', open: (page) => visit(page, 'operators') },
    {
      name: 'audit log, with an entry open',
      open: async (page) => {
        await visit(page, 'audit');
        // The approval of the big deposit, found by its order number (later journeys' entries come first).
        await page.getByLabel('Target ID').fill(person.rechargeNo);
        await page.getByLabel('Target ID').press('Enter');
        await rowWith(page, person.rechargeNo).getByRole('button').first().click();
        await expect(page.locator('.ant-table-expanded-row .hc-secret').first()).toBeVisible();
      },
    },
  ];
}

/** Whether each amount is shown exactly: the full decimal (grouping commas and "USDT" aside), not rounded. */
async function amountProblems(screen: Screen, page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const [cell, expected] of screen.amounts?.(page) ?? []) {
    const shown = ((await cell.textContent({ timeout: 5_000 }).catch(() => null)) ?? '(not found)').trim();
    if (shown.replace(/,/g, '').replace(/\s*USDT$/, '') !== expected)
      problems.push(`amount not shown exactly: expected ${expected}, shown "${shown}"`);
  }
  return problems;
}

function countEach(lines: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
  return counts;
}

test.beforeAll(async ({ browser }) => {
  // Setting up the person (eleven orders, uploads, a sign-in of the owner) takes a while on a busy machine.
  test.setTimeout(120_000);
  owner = await openConsole(browser, recorded);
  await owner.setViewportSize(LAPTOP);
  person = await longValuedPerson(owner);
  const found = await (await consoleApi(owner)).get<{ items: { id: string; account: string }[] }>(
    `/users?query=${person.account}`,
  );
  userId = found.items.find((user) => user.account === person.account)?.id ?? '';
  expect(userId, 'the console finds the long-valued person').not.toBe('');
});

test('every console screen fits a 1280x720 laptop with long values and shows amounts exactly', async () => {
  const problems: string[] = [];
  for (const screen of screens()) {
    const where = `${screen.name}:`;
    try {
      await screen.open(owner);
    } catch (error) {
      problems.push(`${where} could not open: ${(error as Error).message.split('\n')[0]}`);
      continue;
    }
    const found = [...(await layoutProblems(owner, BY_DESIGN)), ...(await amountProblems(screen, owner))];
    // The same problem in every row of a table is one problem, counted.
    for (const [problem, times] of countEach(found))
      problems.push(`${where} ${problem}${times > 1 ? ` (${times} times)` : ''}`);
  }
  expect(problems, `${problems.length} problems:\n${problems.join('\n')}`).toEqual([]);
});
