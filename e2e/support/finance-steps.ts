import { randomInt } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { settledDialog } from './dialogs.ts';
import { figure } from './figures.ts';
import { expect, newPerson, type Person, waitForEmailCode } from './fixtures.ts';
import { proofPng } from './images.ts';
import { openOperatorConsole } from './operator-session.ts';
import { E2E_ADMIN } from './operators.ts';
import { openRecordedPage } from './page-problems.ts';

/**
 * The steps the finance journeys share: what a person does on the deposit and withdrawal screens, and
 * what an operator does in the console's finance queues. Each step waits for what the screen shows
 * after it, so the next one starts from a settled screen.
 */

/** A valid TRC20 address (base58check, version byte 0x41). */
export const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/**
 * The console, signed in as the first operator on a desktop screen. Its page fails the journey on a CSP
 * violation or an uncaught error too: the journey checks `into.problems` and closes `into.contexts`.
 */
export async function openConsole(
  browser: Browser,
  into: { contexts: BrowserContext[]; problems: string[] },
): Promise<Page> {
  const page = await openRecordedPage(browser, { ...into, label: 'console' });
  await openOperatorConsole(page, E2E_ADMIN);
  return page;
}

/** A new person registers on the registration page (e-mail code from the mail catcher); lands on home. */
export async function register(page: Page): Promise<Person> {
  const person = newPerson();
  await page.goto('/#/pages/register/register');
  await page.getByLabel('Account', { exact: true }).fill(person.account);
  await page.getByLabel('E-mail', { exact: true }).fill(person.email);
  const sentAt = Date.now();
  await page.getByRole('button', { name: 'Send code' }).click();
  // The answer to the send came back (the countdown runs) before the code is used.
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await page.getByLabel('E-mail code', { exact: true }).fill(await waitForEmailCode(person.email, sentAt));
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/#\/$/);
  return person;
}

/** The order number of the order page the app opened (`...-order?orderNo=...`). */
export function openedOrderNo(page: Page): string {
  const orderNo = new URL(page.url().replace('/#/', '/')).searchParams.get('orderNo');
  expect(orderNo, 'the order page names its order').toBeTruthy();
  return orderNo as string;
}

/**
 * On the recharge page: fills the amount (unless `null`: already there) and a proof photo made here, and
 * submits; the order page opens, pending. Answers the order number.
 */
export async function deposit(page: Page, amount: string | null): Promise<string> {
  await expect(page.getByTestId('deposit-address')).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of the deposit address' })).toBeVisible();
  if (amount !== null) await page.getByLabel('Amount (USDT)').fill(amount);
  await page.getByTestId('proof-file').setInputFiles({
    name: 'transfer.png',
    mimeType: 'image/png',
    // A receipt of its own: one server serves the whole run (and a retried journey), and it refuses a
    // proof whose image backs another live deposit.
    buffer: proofPng(96, 64, randomInt(1, 2 ** 24)),
  });
  await page.getByRole('button', { name: 'Submit recharge' }).click();
  await expect(page).toHaveURL(/recharge-order\?orderNo=/);
  await expect(page.getByTestId('order-status')).toHaveText('Pending');
  return openedOrderNo(page);
}

export type Queue = 'Deposit review' | 'Withdrawal review';

/** The operator's review dialog of the person's newest order in a queue, opened from its row. */
export async function review(operator: Page, queue: Queue, person: Person): Promise<Locator> {
  await operator.getByRole('menu', { name: 'Main menu' }).getByRole('menuitem', { name: queue }).click();
  const row = operator.getByRole('row', { name: new RegExp(person.account) }).first();
  await row.getByRole('button', { name: 'Review' }).click();
  return settledDialog(operator.getByRole('dialog'));
}

/** The operator's review dialog of one order, opened from its row in the queue; named after the order. */
export async function reviewOrder(operator: Page, queue: Queue, orderNo: string): Promise<Locator> {
  await operator.getByRole('menu', { name: 'Main menu' }).getByRole('menuitem', { name: queue }).click();
  const row = operator
    .getByRole('row')
    .filter({ has: operator.getByRole('cell', { name: orderNo, exact: true }) });
  await row.getByRole('button', { name: 'Review' }).click();
  const kind = queue === 'Deposit review' ? 'Deposit' : 'Withdrawal';
  return settledDialog(operator.getByRole('dialog', { name: `${kind} ${orderNo}`, exact: true }));
}

/**
 * The operator approves the deposit in its open review dialog with a reference. The hint under the
 * reference says what is credited: `credits` and `fee` are the figures it must name.
 */
export async function approveDeposit(
  operator: Page,
  dialog: Locator,
  figures: { reference: string; credits: string; fee: string },
): Promise<void> {
  await dialog.getByRole('button', { name: 'Approve and credit' }).click();
  const reference = dialog.getByLabel('Reference');
  await expect(reference).toHaveAccessibleDescription(
    `Credits ${figures.credits} USDT to the user (fee ${figures.fee} USDT). Optional: the chain transaction ID or bank reference.`,
  );
  await reference.fill(figures.reference);
  await dialog.getByRole('button', { name: 'Approve and credit' }).last().click();
  await expect(operator.getByText('Deposit approved and credited')).toBeVisible();
}

/**
 * Picks a reason template in the open reason form of a console dialog (reject, mark failed): the template
 * fills the reason shown to the user, checked here.
 */
export async function chooseReasonTemplate(operator: Page, dialog: Locator, template: string): Promise<void> {
  await dialog.getByLabel('Template').click();
  await operator.locator('.ant-select-dropdown:visible').getByText(template, { exact: true }).click();
  await expect(dialog.getByLabel('Reason shown to the user')).toHaveValue(template);
}

/** Sets the first withdrawal password (digits only) on its page. */
export async function setWithdrawalPassword(page: Page, password: string): Promise<void> {
  await page.goto('/#/pages/profile/withdrawal-password');
  await page.getByLabel('New withdrawal password').fill(password);
  await expect(page.getByTestId('password-strength')).toHaveText(/^Strength: /);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Withdrawal password set')).toBeVisible();
}

/** The withdrawal form's Withdraw button: the one on screen (a hidden one may share its name). */
export function withdrawButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Withdraw', exact: true }).filter({ visible: true });
}

/** The confirmation a withdrawal asks for before the password. */
export function withdrawalConfirmation(page: Page): Locator {
  return page.getByRole('dialog').filter({ hasText: 'Confirm withdrawal' });
}

/** The withdrawal password dialog that follows the confirmation. */
export function withdrawalPasswordDialog(page: Page): Locator {
  return page.getByRole('dialog').filter({ hasText: 'Enter your withdrawal password' });
}

/**
 * On the withdrawal page (open): fills address and amount, presses Withdraw and answers the confirmation
 * that opens, which is checked to show this address. Answers the confirmation, for the caller's checks
 * before pressing its Confirm.
 */
export async function fillWithdrawal(
  page: Page,
  { amount, address }: { amount: string; address: string },
): Promise<Locator> {
  await page.getByLabel('Withdrawal address').fill(address);
  await expect(page.getByText('Valid TRC20 address')).toBeVisible();
  await page.getByLabel('Amount (USDT)').fill(amount);
  await withdrawButton(page).click();
  const confirm = withdrawalConfirmation(page);
  await expect(confirm).toBeVisible();
  return confirm;
}

/** Types the withdrawal password into the open password dialog (and the second-factor code if given). */
export async function enterWithdrawalPassword(page: Page, password: string, code?: string): Promise<void> {
  const dialog = withdrawalPasswordDialog(page);
  await dialog.locator('.adm-passcode-input').click();
  await page.keyboard.type(password);
  if (code !== undefined) await dialog.getByLabel('Authenticator code').fill(code);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
}

/**
 * A whole withdrawal without a second factor, from the finance page's Withdraw button: form, confirmation,
 * password; the order page opens, pending. Answers the order number.
 */
export async function withdraw(
  page: Page,
  request: { amount: string; address: string; password: string },
): Promise<string> {
  await page.goto('/#/pages/finance/finance');
  await page.getByRole('region', { name: 'USDT balance' }).getByRole('button', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(/#\/pages\/finance\/withdrawal$/);
  const confirm = await fillWithdrawal(page, request);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await enterWithdrawalPassword(page, request.password);
  await expect(page).toHaveURL(/withdrawal-order\?orderNo=/);
  await expect(page.getByTestId('order-status')).toHaveText('Pending');
  return openedOrderNo(page);
}

/** The finance page's balance card, and its available and frozen figures. */
export function balanceCard(page: Page) {
  const card = page.getByRole('region', { name: 'USDT balance' });
  return {
    card,
    total: card.getByTestId('finance-total'),
    available: figure(card, 'Available'),
    frozen: figure(card, 'Frozen'),
  };
}

/** Opens the finance hub and checks its balance: available, frozen, and their sum as the total. */
export async function expectBalance(
  page: Page,
  available: string,
  frozen: string,
  total: string,
): Promise<void> {
  await page.goto('/#/pages/finance/finance');
  const balance = balanceCard(page);
  await expect(balance.available).toHaveText(available);
  await expect(balance.frozen).toHaveText(frozen);
  await expect(balance.total).toHaveText(total);
}

/** One order in a finance list (the hub's recent orders or a history): its amount and its status. */
export function orderLine(page: Page, orderNo: string) {
  const line = page.getByTestId(`order-${orderNo}`);
  return { line, amount: line.locator('.hc-fin-line-amount'), status: line.locator('.hc-fin-status') };
}

/** The facts of the order page that is open (status, amount, fee, ...): read them with `figure`. */
export function orderFacts(page: Page): Locator {
  return page.locator('dl.hc-fin-facts');
}
