import type { Locator, Page } from '@playwright/test';
import { expectAudited, expectAuditTrail, expectNothingAudited, openAuditLog } from '../support/audit.ts';
import { consoleFigure } from '../support/figures.ts';
import {
  approveDeposit,
  chooseReasonTemplate,
  deposit,
  expectBalance,
  openConsole,
  orderLine,
  register,
  review,
  reviewOrder,
  setWithdrawalPassword,
  TRON_ADDRESS,
  withdraw,
} from '../support/finance-steps.ts';
import { expect, type Person, test, waitForMail } from '../support/fixtures.ts';
import { E2E_ADMIN } from '../support/operators.ts';
import { openRecordedPage } from '../support/page-problems.ts';
import { useRecordedPages } from '../support/recorded-pages.ts';

/**
 * What becomes of a withdrawal other than being paid out: rejected by an operator, taken and marked failed,
 * or cancelled by the person while an operator has it open; each time the person's open screens follow
 * without a reload and the 21 USDT frozen (20 + the 1 USDT TRC20 fee) comes back. The console's audit log
 * keeps every operator decision with its reason.
 */

const PHONE = { width: 390, height: 844 };
const PASSWORD = '59173028';
const REJECT_REASON = 'The withdrawal address did not pass our risk checks.';
const FAIL_REASON = 'e2e: the TRC20 node refused the transfer (bandwidth exhausted)';
/**
 * A review dialog re-reads its order every 15 s (ORDER_POLL_MS); a change it shows well within that came
 * over the admin socket.
 */
const PUSHED = { timeout: 5_000 };

const recorded = useRecordedPages();

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let person: Person;
let page: Page;
let operator: Page;
let rechargeNo: string;
let rejectedNo: string;
let failedNo: string;
let cancelledNo: string;

test.beforeAll(async ({ browser }) => {
  page = await openRecordedPage(browser, { ...recorded, label: 'person' }, PHONE);
});

/**
 * A new withdrawal of 20 to the TRC20 address: while it waits the hub shows the 21 frozen; the person then
 * opens it from the hub and keeps its page open. Answers the order number.
 */
async function withdrawTwenty(): Promise<string> {
  const orderNo = await withdraw(page, { amount: '20', address: TRON_ADDRESS, password: PASSWORD });
  await expectBalance(page, '78.9', '21', '99.9');
  const line = orderLine(page, orderNo);
  await expect(line.amount).toHaveText('20 USDT');
  await expect(line.status).toHaveText('Pending');
  await line.line.click();
  await expect(page).toHaveURL(new RegExp(`withdrawal-order\\?orderNo=${orderNo}$`));
  await expect(page.getByTestId('order-status')).toHaveText('Pending');
  return orderNo;
}

/** The operator's review dialog of this withdrawal, opened from the withdrawal queue. */
async function reviewWithdrawal(orderNo: string): Promise<Locator> {
  const dialog = await reviewOrder(operator, 'Withdrawal review', orderNo);
  await expect(consoleFigure(dialog, 'Amount')).toHaveText('20 USDT');
  await expect(consoleFigure(dialog, 'Fee')).toHaveText('1 USDT');
  await expect(consoleFigure(dialog, 'Frozen (amount + fee)')).toHaveText('21 USDT');
  return dialog;
}

async function closeDialog(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
}

test('a person deposits 100 USDT, an operator approves 99.9, and the person sets a withdrawal password', async ({
  browser,
}) => {
  person = await register(page);
  await page.goto('/#/pages/finance/recharge');
  await page.getByLabel('Amount (USDT)').fill('100');
  await expect(page.getByTestId('recharge-actual')).toHaveText('99.9 USDT');
  rechargeNo = await deposit(page, null);

  operator = await openConsole(browser, recorded);
  const dialog = await review(operator, 'Deposit review', person);
  await approveDeposit(operator, dialog, { reference: 'TRX-E2E-OUTCOMES-1', credits: '99.9', fee: '0.1' });
  // The open order page follows: credited.
  await expect(page.getByTestId('order-status')).toHaveText('Completed');
  await expect(page.getByTestId('order-actual')).toHaveText('99.9 USDT');

  await setWithdrawalPassword(page, PASSWORD);
  await expectBalance(page, '99.9', '0', '99.9');
});

test('the operator rejects a withdrawal with a template reason: the open order shows Rejected, what it means and the reason, and the 21 is available again', async () => {
  const orderNo = await withdrawTwenty();
  rejectedNo = orderNo;

  const dialog = await reviewWithdrawal(orderNo);
  const decidedAt = Date.now();
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await chooseReasonTemplate(operator, dialog, REJECT_REASON);
  await dialog.getByRole('button', { name: 'Reject' }).last().click();
  await expect(operator.getByText('Withdrawal rejected: amount and fee unfrozen')).toBeVisible();
  // The dialog stays on the order: rejected, with the reason, and nothing left to do.
  await expect(consoleFigure(dialog, 'Status')).toHaveText('Rejected');
  await expect(consoleFigure(dialog, 'Reason')).toHaveText(REJECT_REASON);
  await expect(dialog.getByRole('button', { name: 'Take' })).toHaveCount(0);
  await closeDialog(dialog);

  // Without a reload: the person's open order page says what happened and why.
  await expect(page.getByTestId('order-status')).toHaveText('Rejected');
  await expect(page.getByTestId('withdrawal-meaning')).toHaveText(
    'Rejected: the amount went back to your balance. Please contact customer service.',
  );
  await expect(page.getByTestId('reject-reason')).toHaveText(REJECT_REASON);
  await expect(page.getByRole('button', { name: 'Contact customer service' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel withdrawal' })).toHaveCount(0);

  // The amount and the fee are back: 99.9 available, nothing frozen.
  await expectBalance(page, '99.9', '0', '99.9');
  await expect(orderLine(page, orderNo).status).toHaveText('Rejected');

  // The e-mail says the same, the reason as one sentence (the template's own full stop, not a second).
  const mail = await waitForMail(person.email, decidedAt, new RegExp(`withdrawal ${orderNo} was rejected$`));
  expect(mail.text.trim()).toBe(
    `Your withdrawal ${orderNo} of 20 USDT was rejected and 21 USDT has been returned to your available balance. Reason: ${REJECT_REASON} Please contact customer service if you have questions.`,
  );
});

test('the operator takes a withdrawal and marks it failed: the person sees Processing, then Failed with the reason the operator wrote, and the 21 is available again', async () => {
  const orderNo = await withdrawTwenty();
  failedNo = orderNo;

  const dialog = await reviewWithdrawal(orderNo);
  await dialog.getByRole('button', { name: 'Take' }).click();
  await expect(operator.getByText('Taken: you are processing this withdrawal')).toBeVisible();
  // Taken: the person can no longer cancel it, and the open page says it is being processed.
  await expect(page.getByTestId('order-status')).toHaveText('Processing');
  await expect(page.getByTestId('withdrawal-meaning')).toHaveText('Being processed');
  await expect(page.getByRole('button', { name: 'Cancel withdrawal' })).toHaveCount(0);

  const decidedAt = Date.now();
  await dialog.getByRole('button', { name: 'Mark failed' }).click();
  await dialog.getByLabel('Reason shown to the user').fill(FAIL_REASON);
  await dialog.getByRole('button', { name: 'Mark failed' }).last().click();
  await expect(operator.getByText('Withdrawal marked failed: amount and fee unfrozen')).toBeVisible();
  await expect(consoleFigure(dialog, 'Status')).toHaveText('Failed');
  await expect(consoleFigure(dialog, 'Reason')).toHaveText(FAIL_REASON);
  await closeDialog(dialog);

  await expect(page.getByTestId('order-status')).toHaveText('Failed');
  await expect(page.getByTestId('withdrawal-meaning')).toHaveText(
    'Failed: the amount went back to your balance. Please contact customer service.',
  );
  // The reason the operator wrote for the person, as on a rejected withdrawal.
  await expect(page.getByTestId('reject-reason')).toHaveText(FAIL_REASON);
  await expect(page.getByRole('button', { name: 'Contact customer service' })).toBeVisible();

  await expectBalance(page, '99.9', '0', '99.9');
  await expect(orderLine(page, orderNo).status).toHaveText('Failed');

  // The e-mail gives the operator's reason.
  const mail = await waitForMail(person.email, decidedAt, new RegExp(`withdrawal ${orderNo} has failed$`));
  expect(mail.text.trim()).toBe(
    `Your withdrawal ${orderNo} of 20 USDT could not be completed and 21 USDT has been returned to your available balance. Reason: ${FAIL_REASON}. Please contact customer service.`,
  );
});

test("the person cancels a pending withdrawal while the operator has it open: the operator's dialog says the user cancelled it and offers nothing", async () => {
  const orderNo = await withdrawTwenty();
  cancelledNo = orderNo;

  const dialog = await reviewWithdrawal(orderNo);
  await expect(consoleFigure(dialog, 'Status')).toHaveText('Pending');
  await expect(dialog.getByRole('button', { name: 'Take' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Reject' })).toBeVisible();

  await page.getByRole('button', { name: 'Cancel withdrawal' }).click();
  const ask = page.getByRole('dialog').filter({
    hasText: 'Cancel this withdrawal? The amount and fee go back to your available balance.',
  });
  await ask.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Withdrawal cancelled', { exact: true })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('withdrawal-meaning')).toHaveText(
    'Cancelled: the amount and fee went back to your balance',
  );
  await expect(page.getByRole('button', { name: 'Cancel withdrawal' })).toHaveCount(0);

  // The operator's open dialog learns it over the admin socket, and takes its buttons away.
  const changed = dialog.getByRole('alert').filter({ hasText: 'Cancelled by the user' });
  await expect(changed).toBeVisible(PUSHED);
  await expect(changed.getByText('Cancelled by the user', { exact: true })).toBeVisible();
  await expect(
    changed.getByText('This changed while the dialog was open: only the steps still possible are offered.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(consoleFigure(dialog, 'Status')).toHaveText('Cancelled');
  await expect(dialog.getByRole('button', { name: 'Take' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  await closeDialog(dialog);

  await expectBalance(page, '99.9', '0', '99.9');
  await expect(orderLine(page, orderNo).status).toHaveText('Cancelled');
});

test('the audit log keeps each decision on these orders, with the reasons given', async () => {
  await openAuditLog(operator);

  await expectAuditTrail(operator, { targetType: 'recharge_order', targetId: rechargeNo }, [
    'recharge.approve',
  ]);
  await expectAudited(operator, {
    action: 'recharge.approve',
    targetType: 'recharge_order',
    targetId: rechargeNo,
    operator: E2E_ADMIN.email,
    after: { status: 'completed', reference: 'TRX-E2E-OUTCOMES-1' },
  });

  const withdrawal = (targetId: string) => ({ targetType: 'withdrawal_order', targetId });
  await expectAuditTrail(operator, withdrawal(rejectedNo), ['withdrawal.reject']);
  await expectAudited(operator, {
    action: 'withdrawal.reject',
    ...withdrawal(rejectedNo),
    operator: E2E_ADMIN.email,
    after: { status: 'rejected', reason: REJECT_REASON, txId: null },
  });

  // Newest first: the failure, then the take.
  await expectAuditTrail(operator, withdrawal(failedNo), ['withdrawal.fail', 'withdrawal.take']);
  await expectAudited(operator, {
    action: 'withdrawal.take',
    ...withdrawal(failedNo),
    operator: E2E_ADMIN.email,
    after: { status: 'processing' },
  });
  await expectAudited(operator, {
    action: 'withdrawal.fail',
    ...withdrawal(failedNo),
    operator: E2E_ADMIN.email,
    after: { status: 'failed', reason: FAIL_REASON },
  });

  // The person's own cancellation is no operator's decision: nothing about it in the operators' log.
  await expectNothingAudited(operator, cancelledNo);
});
