import type { Browser, BrowserContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { settledDialog } from '../support/dialogs.ts';
import { api, expect, newPerson, type Person, test, waitForEmailCode } from '../support/fixtures.ts';
import { proofPng } from '../support/images.ts';
import { signInOperator } from '../support/operator-session.ts';
import { E2E_ADMIN } from '../support/operators.ts';
import { openRecordedPage } from '../support/page-problems.ts';

/** A valid TRC20 address (base58check, version byte 0x41), and the same with its last character changed. */
const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const BROKEN_ADDRESS = `${TRON_ADDRESS.slice(0, -1)}u`;

const contexts: BrowserContext[] = [];
const problems: string[] = [];

test.describe.configure({ mode: 'serial' });

/** The console is a desktop app; its pages fail the journey on a CSP violation or an uncaught error too. */
async function openConsole(browser: Browser): Promise<Page> {
  const page = await openRecordedPage(browser, { contexts, problems, label: 'console' });
  await signInOperator(page, E2E_ADMIN);
  return page;
}

test.afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

test.afterEach(() => {
  expect(problems.splice(0), 'the console must not violate the CSP or throw').toEqual([]);
});

async function register(page: Page): Promise<Person> {
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

/** Fills the recharge form (amount and a proof photo made here) and submits; answers the order number. */
async function deposit(page: Page, amount: string | null): Promise<string> {
  await expect(page.getByTestId('deposit-address')).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of the deposit address' })).toBeVisible();
  if (amount !== null) await page.getByLabel('Amount (USDT)').fill(amount);
  await page.getByTestId('proof-file').setInputFiles({
    name: 'transfer.png',
    mimeType: 'image/png',
    buffer: proofPng(),
  });
  await page.getByRole('button', { name: 'Submit recharge' }).click();
  await expect(page).toHaveURL(/recharge-order\?orderNo=/);
  await expect(page.getByTestId('order-status')).toHaveText('Pending');
  return new URL(page.url().replace('/#/', '/')).searchParams.get('orderNo') ?? '';
}

/** The operator's review dialog of one order, opened from its queue. */
async function review(operator: Page, queue: 'Deposit review' | 'Withdrawal review', person: Person) {
  await operator.getByRole('menu', { name: 'Main menu' }).getByRole('menuitem', { name: queue }).click();
  const row = operator.getByRole('row', { name: new RegExp(person.account) }).first();
  await row.getByRole('button', { name: 'Review' }).click();
  return settledDialog(operator.getByRole('dialog'));
}

test('a new person deposits 100 USDT with a proof photo, an operator approves it, the person withdraws 20 USDT to a TRC20 address (asked for the second factor) and sees it completed', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const person = await register(page);

  // Deposit 100 USDT: fee 0.1, 99.9 arrives.
  await page.goto('/#/pages/finance/recharge');
  await page.getByLabel('Amount (USDT)').fill('100');
  await expect(page.getByTestId('recharge-actual')).toHaveText('99.9 USDT');
  const rechargeNo = await deposit(page, null);

  // The finance hub shows it pending; it stays open while the operator decides.
  await page.goto('/#/pages/finance/finance');
  await expect(page.getByTestId(`order-${rechargeNo}`)).toContainText('Pending');

  const operator = await openConsole(browser);
  const rechargeDialog = await review(operator, 'Deposit review', person);
  await expect(
    rechargeDialog.getByRole('img', { name: `Payment proof of order ${rechargeNo}` }),
  ).toBeVisible();
  await rechargeDialog.getByRole('button', { name: 'Approve and credit' }).click();
  await rechargeDialog.getByLabel('Reference').fill('TRX-E2E-DEPOSIT-1');
  await rechargeDialog.getByRole('button', { name: 'Approve and credit' }).last().click();
  await expect(operator.getByText('Deposit approved and credited')).toBeVisible();

  // Without a reload: the user channel brings the decision and the balance.
  await expect(page.getByTestId(`order-${rechargeNo}`)).toContainText('Completed');
  await expect(page.getByTestId('finance-available')).toHaveText('99.9');
  await page.goto('/#/pages/assets/assets');
  await expect(page.getByTestId('asset-USDT').locator('[data-field="available"]')).toHaveText(/^99\.90?$/);

  // A withdrawal password first (digits only), then the withdrawal.
  await page.goto('/#/pages/profile/withdrawal-password');
  await page.getByLabel('New withdrawal password').fill('83920174');
  await expect(page.getByTestId('password-strength')).toHaveText(/Strength: /);
  await page.getByLabel('Confirm new password').fill('83920174');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Withdrawal password set')).toBeVisible();

  // Two-factor sign-in on (through the API: the identity journey covers its page): withdrawals now ask
  // for a code too.
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  const setup = await api<{ secret: string }>('/user/2fa/setup', { token, body: {} });
  const enableCode = TOTP.generate({ secret: Secret.fromBase32(setup.body.data.secret) });
  const enabled = await api<{ recoveryCodes: string[] }>('/user/2fa/enable', {
    token,
    body: { code: enableCode },
  });
  expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);

  await page.goto('/#/pages/finance/withdrawal');
  await expect(page.getByTestId('withdrawal-available')).toHaveText('Available: 99.9 USDT');
  // A wrong address is refused on the form, before anything is sent.
  await page.getByLabel('Withdrawal address').fill(BROKEN_ADDRESS);
  await expect(page.getByText('This is not a valid TRC20 address')).toBeVisible();
  await page.getByLabel('Amount (USDT)').fill('20');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).filter({ visible: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByLabel('Withdrawal address').fill(TRON_ADDRESS);
  await expect(page.getByText('Valid TRC20 address')).toBeVisible();
  await page.getByRole('button', { name: 'Withdraw', exact: true }).filter({ visible: true }).click();

  const confirm = page.getByRole('dialog').filter({ hasText: 'Confirm withdrawal' });
  await expect(confirm).toContainText(TRON_ADDRESS);
  await expect(confirm).toContainText('20 USDT');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  const password = page.getByRole('dialog').filter({ hasText: 'Enter your withdrawal password' });
  await password.locator('.adm-passcode-input').click();
  await page.keyboard.type('83920174');
  // The code just used to turn the factor on is spent: refused beside the field, nothing sent out.
  await password.getByLabel('Authenticator code').fill(enableCode);
  await password.getByRole('button', { name: 'Confirm' }).click();
  await expect(password.getByText('The code is wrong or has already been used')).toBeVisible();
  // A recovery code works (once) without waiting for the authenticator's next step.
  await password.getByLabel('Authenticator code').fill(enabled.body.data.recoveryCodes[0] ?? '');
  await password.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/withdrawal-order\?orderNo=/);
  await expect(page.getByTestId('order-status')).toHaveText('Pending');
  const withdrawalNo = new URL(page.url().replace('/#/', '/')).searchParams.get('orderNo') ?? '';

  // The operator takes it and completes it with the chain transaction id.
  const withdrawalDialog = await review(operator, 'Withdrawal review', person);
  await expect(withdrawalDialog).toContainText(TRON_ADDRESS);
  await expect(withdrawalDialog).toContainText('99.9 USDT');
  // The order's own figures: TRC20's fee is 1 USDT fixed, so 21 was frozen.
  await expect(withdrawalDialog).toContainText(
    /Amount\s*20 USDT\s*Fee\s*1 USDT\s*Frozen \(amount \+ fee\)\s*21 USDT/,
  );
  await withdrawalDialog.getByRole('button', { name: 'Take' }).click();
  await withdrawalDialog.getByRole('button', { name: 'Complete with transaction ID' }).click();
  const txId = `e2e${Date.now().toString(16)}`;
  await withdrawalDialog.getByLabel('Transaction ID').fill(txId);
  await withdrawalDialog.getByRole('button', { name: 'Complete with transaction ID' }).last().click();
  await expect(operator.getByText('Withdrawal completed')).toBeVisible();

  // The person's open order page follows it live.
  await expect(page.getByTestId('order-status')).toHaveText('Completed');
  await expect(page.getByTestId('withdrawal-meaning')).toHaveText('Completed: the funds have been sent');
  await expect(page.getByTestId('order-txid')).toHaveText(txId);

  // What the server stored behind the screens.
  const stored = await api<{ status: string; txId: string }>(`/withdrawal/orders/${withdrawalNo}`, { token });
  expect(stored.body.data).toMatchObject({
    status: 'completed',
    txId,
    amount: '20',
    fee: '1',
    totalAmount: '21',
  });
  // The 21 frozen left the balance on completion: 99.9 - 21, nothing still frozen.
  const assets = await api<{ assets: { currency: string; available: string; frozen: string }[] }>(
    '/user/assets',
    { token },
  );
  expect(assets.body.data.assets.find((asset) => asset.currency === 'USDT')).toMatchObject({
    available: '78.9',
    frozen: '0',
  });
});

test('a rejected deposit shows its reason and is retried with the same figures', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const person = await register(page);
  await page.goto('/#/pages/finance/recharge');
  await page.getByLabel('Amount (USDT)').fill('50');
  const rejectedNo = await deposit(page, null);

  const operator = await openConsole(browser);
  const dialog = await review(operator, 'Deposit review', person);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await dialog.getByLabel('Template').click();
  await operator
    .locator('.ant-select-dropdown:visible')
    .getByText('The amount on the proof does not match the order.')
    .click();
  await dialog.getByRole('button', { name: 'Reject' }).last().click();
  await expect(operator.getByText('Deposit rejected')).toBeVisible();

  // The open order page shows the rejection and its reason without a reload.
  await expect(page.getByTestId('order-status')).toHaveText('Rejected');
  await expect(page.getByTestId('reject-reason')).toHaveText(
    'The amount on the proof does not match the order.',
  );

  // Try again: a new order with the same method and amount.
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/pages\/finance\/recharge\?/);
  await expect(page.getByLabel('Amount (USDT)')).toHaveValue('50');
  const retriedNo = await deposit(page, null);
  expect(retriedNo).not.toBe(rejectedNo);

  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  const list = await api<{ items: { orderNo: string; status: string }[] }>('/recharge/orders?status=all', {
    token,
  });
  expect(list.body.data.items.map((order) => [order.orderNo, order.status])).toEqual([
    [retriedNo, 'pending'],
    [rejectedNo, 'rejected'],
  ]);
});
