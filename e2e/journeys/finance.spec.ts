import { Secret, TOTP } from 'otpauth';
import { consoleFigure, figure } from '../support/figures.ts';
import {
  approveDeposit,
  balanceCard,
  chooseReasonTemplate,
  deposit,
  enterWithdrawalPassword,
  fillWithdrawal,
  openConsole,
  openedOrderNo,
  orderFacts,
  orderLine,
  register,
  review,
  setWithdrawalPassword,
  TRON_ADDRESS,
  withdrawalPasswordDialog,
  withdrawButton,
} from '../support/finance-steps.ts';
import { api, expect, test, waitForMail } from '../support/fixtures.ts';
import { useRecordedPages } from '../support/recorded-pages.ts';

/** The valid TRC20 address with its last character changed (its checksum no longer matches). */
const BROKEN_ADDRESS = `${TRON_ADDRESS.slice(0, -1)}u`;

const recorded = useRecordedPages();

test.describe.configure({ mode: 'serial' });

test('a new person deposits 100 USDT with a proof photo, an operator approves it, the person withdraws 20 USDT to a TRC20 address (asked for the second factor) and sees it completed', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const person = await register(page);

  // Deposit 100 USDT: fee 0.1, 99.9 arrives.
  await page.goto('/#/pages/finance/recharge');
  await page.getByLabel('Amount (USDT)').fill('100');
  await expect(page.getByTestId('recharge-fee')).toHaveText('0.1 USDT');
  await expect(page.getByTestId('recharge-actual')).toHaveText('99.9 USDT');
  const rechargeNo = await deposit(page, null);

  // The finance hub shows it pending and nothing in the balance yet; it stays open while the operator
  // decides.
  await page.goto('/#/pages/finance/finance');
  const balance = balanceCard(page);
  const recharge = orderLine(page, rechargeNo);
  await expect(recharge.amount).toHaveText('100 USDT');
  await expect(recharge.status).toHaveText('Pending');
  await expect(balance.available).toHaveText('0');
  await expect(balance.frozen).toHaveText('0');

  const operator = await openConsole(browser, recorded);
  const rechargeDialog = await review(operator, 'Deposit review', person);
  await expect(
    rechargeDialog.getByRole('img', { name: `Payment proof of order ${rechargeNo}` }),
  ).toBeVisible();
  await expect(consoleFigure(rechargeDialog, 'Amount')).toHaveText('100 USDT');
  await expect(consoleFigure(rechargeDialog, 'Fee')).toHaveText('0.1 USDT');
  await expect(consoleFigure(rechargeDialog, 'Actual amount')).toHaveText('99.9 USDT');
  await approveDeposit(operator, rechargeDialog, {
    reference: 'TRX-E2E-DEPOSIT-1',
    credits: '99.9',
    fee: '0.1',
  });

  // Without a reload: the user channel brings the decision and the balance.
  await expect(recharge.status).toHaveText('Completed');
  await expect(balance.available).toHaveText('99.9');
  await expect(balance.frozen).toHaveText('0');
  await expect(balance.total).toHaveText('99.9');
  await page.goto('/#/pages/assets/assets');
  await expect(page.getByTestId('asset-USDT').locator('[data-field="available"]')).toHaveText('99.9');

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
  // The form's own figures behind the confirmation: TRC20's fee is 1 USDT fixed.
  await expect(page.getByTestId('withdrawal-fee')).toHaveText('1 USDT');
  await expect(page.getByTestId('withdrawal-total')).toHaveText('21 USDT');
  // The confirmation names each figure: 20 sent, 1 fee, 21 leaves the balance.
  await expect(figure(confirm, 'Amount')).toHaveText('20 USDT');
  await expect(figure(confirm, 'Network')).toHaveText('TRC20');
  await expect(figure(confirm, 'Address')).toHaveText(TRON_ADDRESS);
  await expect(figure(confirm, 'Fee')).toHaveText('1 USDT');
  await expect(figure(confirm, 'Actual amount')).toHaveText('20 USDT');
  await expect(figure(confirm, 'Total deducted')).toHaveText('21 USDT');
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
  const facts = orderFacts(page);
  await expect(figure(facts, 'Amount')).toHaveText('20 USDT');
  await expect(figure(facts, 'Fee')).toHaveText('1 USDT');
  await expect(figure(facts, 'Actual amount')).toHaveText('20 USDT');
  await expect(figure(facts, 'Total deducted')).toHaveText('21 USDT');

  // While it waits, the 21 is frozen: the hub shows 78.9 available and 21 frozen, 99.9 in all.
  await page.goto('/#/pages/finance/finance');
  const withdrawal = orderLine(page, withdrawalNo);
  await expect(withdrawal.amount).toHaveText('20 USDT');
  await expect(withdrawal.status).toHaveText('Pending');
  await expect(balance.available).toHaveText('78.9');
  await expect(balance.frozen).toHaveText('21');
  await expect(balance.total).toHaveText('99.9');
  // The person opens the order from the hub and keeps it open while the operator works.
  await withdrawal.line.click();
  await expect(page).toHaveURL(new RegExp(`withdrawal-order\\?orderNo=${withdrawalNo}$`));
  await expect(page.getByTestId('order-status')).toHaveText('Pending');

  // The operator takes it and completes it with the chain transaction id.
  const withdrawalDialog = await review(operator, 'Withdrawal review', person);
  await expect(consoleFigure(withdrawalDialog, 'Address')).toHaveText(TRON_ADDRESS);
  await expect(consoleFigure(withdrawalDialog, 'Recent deposits')).toHaveText(/^99\.9 USDT · /);
  // The order's own figures: TRC20's fee is 1 USDT fixed, so 21 was frozen.
  await expect(consoleFigure(withdrawalDialog, 'Amount')).toHaveText('20 USDT');
  await expect(consoleFigure(withdrawalDialog, 'Fee')).toHaveText('1 USDT');
  await expect(consoleFigure(withdrawalDialog, 'Frozen (amount + fee)')).toHaveText('21 USDT');
  await withdrawalDialog.getByRole('button', { name: 'Take' }).click();
  // Taken: the person's open page says so at once.
  await expect(page.getByTestId('order-status')).toHaveText('Processing');
  await expect(page.getByTestId('withdrawal-meaning')).toHaveText('Being processed');
  await withdrawalDialog.getByRole('button', { name: 'Complete with transaction ID' }).click();
  const txId = `e2e${Date.now().toString(16)}`;
  await withdrawalDialog.getByLabel('Transaction ID').fill(txId);
  await withdrawalDialog.getByRole('button', { name: 'Complete with transaction ID' }).last().click();
  await expect(operator.getByText('Withdrawal completed')).toBeVisible();

  // The person's open order page follows it live.
  await expect(page.getByTestId('order-status')).toHaveText('Completed');
  await expect(page.getByTestId('withdrawal-meaning')).toHaveText('Completed: the funds have been sent');
  await expect(page.getByTestId('order-txid')).toHaveText(txId);
  // The hub: the 21 has left; 78.9 available, nothing frozen.
  await page.goto('/#/pages/finance/finance');
  await expect(withdrawal.status).toHaveText('Completed');
  await expect(balance.available).toHaveText('78.9');
  await expect(balance.frozen).toHaveText('0');
  await expect(balance.total).toHaveText('78.9');

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

  const operator = await openConsole(browser, recorded);
  const dialog = await review(operator, 'Deposit review', person);
  const rejectedAt = Date.now();
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await chooseReasonTemplate(operator, dialog, 'The amount on the proof does not match the order.');
  await dialog.getByRole('button', { name: 'Reject' }).last().click();
  await expect(operator.getByText('Deposit rejected')).toBeVisible();

  // The open order page shows the rejection and its reason without a reload.
  await expect(page.getByTestId('order-status')).toHaveText('Rejected');
  await expect(page.getByTestId('reject-reason')).toHaveText(
    'The amount on the proof does not match the order.',
  );
  // So does the e-mail, the reason as one sentence.
  const mail = await waitForMail(person.email, rejectedAt, new RegExp(`deposit ${rejectedNo} was rejected$`));
  expect(mail.text.trim()).toBe(
    `Your deposit ${rejectedNo} of 50 USDT was rejected. Reason: The amount on the proof does not match the order. If you have paid, please contact customer service with your payment proof.`,
  );

  // Try again: a new order with the same method and amount.
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/pages\/finance\/recharge\?/);
  await expect(page.getByLabel('Amount (USDT)')).toHaveValue('50');
  const retriedNo = await deposit(page, null);
  expect(retriedNo).not.toBe(rejectedNo);

  // Nothing was credited: the hub shows 0 available, and both orders with their own status.
  await page.goto('/#/pages/finance/finance');
  const balance = balanceCard(page);
  await expect(balance.available).toHaveText('0');
  await expect(balance.frozen).toHaveText('0');
  await expect(orderLine(page, retriedNo).status).toHaveText('Pending');
  await expect(orderLine(page, rejectedNo).status).toHaveText('Rejected');
  // The recharge history (all statuses) lists both.
  await page
    .getByRole('region', { name: 'Recent recharges' })
    .getByRole('button', { name: 'View all' })
    .click();
  await expect(page).toHaveURL(/#\/pages\/finance\/recharge-history$/);
  await expect(page.locator('.hc-fin-history [data-testid^="order-"]')).toHaveCount(2);
  for (const [orderNo, status] of [
    [retriedNo, 'Pending'],
    [rejectedNo, 'Rejected'],
  ] as const) {
    await expect(orderLine(page, orderNo).amount).toHaveText('50 USDT');
    await expect(orderLine(page, orderNo).status).toHaveText(status);
  }

  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  const list = await api<{ items: { orderNo: string; status: string }[] }>('/recharge/orders?status=all', {
    token,
  });
  expect(list.body.data.items.map((order) => [order.orderNo, order.status])).toEqual([
    [retriedNo, 'pending'],
    [rejectedNo, 'rejected'],
  ]);
});
