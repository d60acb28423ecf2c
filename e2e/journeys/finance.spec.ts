import type { BrowserContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import {
  deposit,
  enterWithdrawalPassword,
  fillWithdrawal,
  openConsole,
  openedOrderNo,
  register,
  review,
  setWithdrawalPassword,
  TRON_ADDRESS,
  withdrawalPasswordDialog,
  withdrawButton,
} from '../support/finance-steps.ts';
import { api, expect, test } from '../support/fixtures.ts';

/** The valid TRC20 address with its last character changed (its checksum no longer matches). */
const BROKEN_ADDRESS = `${TRON_ADDRESS.slice(0, -1)}u`;

const contexts: BrowserContext[] = [];
const problems: string[] = [];

test.describe.configure({ mode: 'serial' });

test.afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

test.afterEach(() => {
  expect(problems.splice(0), 'the console must not violate the CSP or throw').toEqual([]);
});

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

  const operator = await openConsole(browser, { contexts, problems });
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
  await setWithdrawalPassword(page, '83920174');

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
  await withdrawButton(page).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const confirm = await fillWithdrawal(page, { amount: '20', address: TRON_ADDRESS });
  await expect(confirm).toContainText(TRON_ADDRESS);
  await expect(confirm).toContainText('20 USDT');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  // The code just used to turn the factor on is spent: refused beside the field, nothing sent out.
  await enterWithdrawalPassword(page, '83920174', enableCode);
  const password = withdrawalPasswordDialog(page);
  await expect(password.getByText('The code is wrong or has already been used')).toBeVisible();
  // A recovery code works (once) without waiting for the authenticator's next step.
  await password.getByLabel('Authenticator code').fill(enabled.body.data.recoveryCodes[0] ?? '');
  await password.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/withdrawal-order\?orderNo=/);
  await expect(page.getByTestId('order-status')).toHaveText('Pending');
  const withdrawalNo = openedOrderNo(page);

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

  const operator = await openConsole(browser, { contexts, problems });
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
