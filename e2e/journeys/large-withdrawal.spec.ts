import type { Locator, Page } from '@playwright/test';
import { expectAudited, expectAuditTrail, openAuditLog, showEntriesByOperator } from '../support/audit.ts';
import { settledDialog } from '../support/dialogs.ts';
import { consoleFigure, figure } from '../support/figures.ts';
import {
  approveDeposit,
  deposit,
  enterWithdrawalPassword,
  expectBalance,
  fillWithdrawal,
  openConsole,
  openedOrderNo,
  orderFacts,
  register,
  review,
  reviewOrder,
  setWithdrawalPassword,
  TRON_ADDRESS,
  withdrawalPasswordDialog,
} from '../support/finance-steps.ts';
import { expect, type Person, test, waitForMail } from '../support/fixtures.ts';
import { proofPng } from '../support/images.ts';
import { inviteOperator } from '../support/invite-operator.ts';
import { E2E_ADMIN } from '../support/operators.ts';
import { openRecordedPage } from '../support/page-problems.ts';
import { useRecordedPages } from '../support/recorded-pages.ts';

/**
 * A withdrawal of 10000 USDT, the four-eyes amount (WITHDRAWAL_RULES.fourEyesThreshold, the server's
 * default): the person is funded with a deposit of 10100 (10089.9 credited), is refused above the daily
 * amount allowed without a verified identity (1000 USDT) and verifies it; then one finance operator takes
 * the withdrawal, cannot give the second approval themself, another one gives it, and the first pays it out.
 * The person's open order page follows each step, and the audit log names both operators.
 */

const PHONE = { width: 390, height: 844 };
const PASSWORD = '48260917';
const AMOUNT = '10000';
/** A mainland resident ID number whose ISO 7064 MOD 11-2 check character (X) is right. */
const ID_NUMBER = '11010519491231002X';
const TX_ID = 'e2e4eyes7f3a9c1d5b2e8f6a4c0d9b7e5f3a1c8d6b4e2f0a9c7e5d3b1f8a6c4e2';
const NEEDS_SECOND = 'Above the four-eyes amount: another finance operator must approve before completion.';
const NEEDS_SECOND_FROM_OTHER =
  'Above the four-eyes amount: you took this withdrawal, so another finance operator must give the second approval before completion.';
const APPROVE = 'Approve (second pair of eyes)';
const COMPLETE = 'Complete with transaction ID';
/** A review dialog re-reads its order every 15 s; a change it shows well within that came over the socket. */
const PUSHED = { timeout: 5_000 };

const recorded = useRecordedPages();

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
/** Two finance operators the owner invites: Mara takes and pays out, Jonas gives the second approval. */
const MARA = {
  email: `mara-${unique}@halcyon.test`,
  name: 'Mara Quist',
  role: 'Finance',
  password: 'finance-password-e2e-1',
};
const JONAS = {
  email: `jonas-${unique}@halcyon.test`,
  name: 'Jonas Berg',
  role: 'Finance',
  password: 'finance-password-e2e-2',
};

let person: Person;
let page: Page;
let owner: Page;
let mara: Page;
let jonas: Page;
let maraDialog: Locator;
let rechargeNo: string;
let orderNo: string;

test.beforeAll(async ({ browser }) => {
  page = await openRecordedPage(browser, { ...recorded, label: 'person' }, PHONE);
});

/** The step buttons at the foot of a withdrawal's review dialog, in their order. */
function stepButtons(dialog: Locator): Locator {
  return dialog.locator('.ant-modal-footer').getByRole('button');
}

/** The warning a four-eyes withdrawal's review dialog shows above its facts. */
function fourEyesWarning(dialog: Locator): Locator {
  return dialog.locator('.ant-alert-warning');
}

/** On the withdrawal page: 10000 to the TRC20 address, the confirmation's figures checked, then Confirm. */
async function confirmLargeWithdrawal(): Promise<void> {
  await page.goto('/#/pages/finance/finance');
  await page.getByRole('region', { name: 'USDT balance' }).getByRole('button', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(/#\/pages\/finance\/withdrawal$/);
  await expect(page.getByTestId('withdrawal-available')).toHaveText('Available: 10,089.9 USDT');
  const confirm = await fillWithdrawal(page, { amount: AMOUNT, address: TRON_ADDRESS });
  await expect(figure(confirm, 'Amount')).toHaveText('10,000 USDT');
  await expect(figure(confirm, 'Fee')).toHaveText('1 USDT');
  await expect(figure(confirm, 'Actual amount')).toHaveText('10,000 USDT');
  await expect(figure(confirm, 'Total deducted')).toHaveText('10,001 USDT');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await enterWithdrawalPassword(page, PASSWORD);
}

test('a person deposits 10100 USDT with a proof, the owner approves 10089.9, and the person sets a withdrawal password', async ({
  browser,
}) => {
  person = await register(page);
  await page.goto('/#/pages/finance/recharge');
  await page.getByLabel('Amount (USDT)').fill('10100');
  await expect(page.getByTestId('recharge-fee')).toHaveText('10.1 USDT');
  await expect(page.getByTestId('recharge-actual')).toHaveText('10,089.9 USDT');
  rechargeNo = await deposit(page, null);

  owner = await openConsole(browser, recorded);
  const dialog = await review(owner, 'Deposit review', person);
  await expect(consoleFigure(dialog, 'Amount')).toHaveText('10100 USDT');
  await approveDeposit(owner, dialog, { reference: 'TRX-E2E-4EYES-1', credits: '10089.9', fee: '10.1' });
  await expect(page.getByTestId('order-status')).toHaveText('Completed');
  await expect(page.getByTestId('order-actual')).toHaveText('10,089.9 USDT');

  await setWithdrawalPassword(page, PASSWORD);
  await expectBalance(page, '10,089.9', '0', '10,089.9');
});

test('without a verified identity the person is refused 10000 USDT, with the daily amount named; they verify, and the owner approves the documents', async () => {
  await confirmLargeWithdrawal();
  const refusal = page.getByRole('dialog').filter({ hasText: 'Identity verification required' });
  await expect(refusal).toBeVisible();
  await expect(refusal.locator('.adm-dialog-content')).toHaveText(
    'Withdrawals above 1,000 USDT a day need a verified identity; please verify your identity first',
  );
  await expect(withdrawalPasswordDialog(page)).toHaveCount(0);
  // Nothing was placed: no order page, and nothing frozen (checked after verifying).
  await expect(page).toHaveURL(/#\/pages\/finance\/withdrawal$/);

  // Verify now: straight to the real-name page.
  await refusal.getByRole('button', { name: 'Verify now' }).click();
  await expect(page).toHaveURL(/#\/pages\/profile\/realname-auth$/);
  await page.getByLabel('Real name').fill('Li Wei');
  await page.getByLabel('ID number').fill(ID_NUMBER);
  await page
    .getByTestId('kyc-front-file')
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: proofPng(320, 200, 11) });
  await page
    .getByTestId('kyc-back-file')
    .setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: proofPng(320, 200, 12) });
  await expect(page.getByAltText('Preview of the front of your document')).toBeVisible();
  await expect(page.getByAltText('Preview of the back of your document')).toBeVisible();
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByTestId('kyc-pending')).toBeVisible();

  // The owner approves the documents in the console's Identity review.
  await owner
    .getByRole('menu', { name: 'Main menu' })
    .getByRole('menuitem', { name: 'Identity review' })
    .click();
  const row = owner.getByRole('row').filter({ hasText: person.account });
  await row.getByRole('button', { name: 'Review' }).click();
  const documents = await settledDialog(owner.getByRole('dialog'));
  await expect(documents.getByText(ID_NUMBER)).toBeVisible();
  await documents.getByRole('button', { name: 'Approve' }).click();
  await expect(owner.getByText('Identity approved')).toBeVisible();

  // Live on the person's page: verified.
  await expect(page.getByTestId('kyc-verified')).toBeVisible();
  await expectBalance(page, '10,089.9', '0', '10,089.9');
});

test('verified, the person withdraws 10000 USDT: 10001 frozen, and the order page stays open, pending', async () => {
  await confirmLargeWithdrawal();
  await expect(page).toHaveURL(/withdrawal-order\?orderNo=/);
  orderNo = openedOrderNo(page);
  await expect(page.getByTestId('order-status')).toHaveText('Pending');
  await expect(page.getByTestId('withdrawal-meaning')).toHaveText('Submitted and waiting to be processed');

  await expectBalance(page, '88.9', '10,001', '10,089.9');
  await page.getByTestId(`order-${orderNo}`).click();
  await expect(page).toHaveURL(new RegExp(`withdrawal-order\\?orderNo=${orderNo}$`));
  await expect(page.getByTestId('order-status')).toHaveText('Pending');
});

test('the owner invites two finance operators; the first takes the withdrawal and is not offered the second approval', async ({
  browser,
}) => {
  mara = await openRecordedPage(browser, { ...recorded, label: 'finance-1' });
  jonas = await openRecordedPage(browser, { ...recorded, label: 'finance-2' });
  await inviteOperator(owner, mara, MARA);
  await inviteOperator(owner, jonas, JONAS);

  maraDialog = await reviewOrder(mara, 'Withdrawal review', orderNo);
  await expect(consoleFigure(maraDialog, 'Amount')).toHaveText('10000 USDT');
  await expect(consoleFigure(maraDialog, 'Fee')).toHaveText('1 USDT');
  await expect(consoleFigure(maraDialog, 'Frozen (amount + fee)')).toHaveText('10001 USDT');
  await expect(consoleFigure(maraDialog, 'Status')).toHaveText('Pending');
  await expect(consoleFigure(maraDialog, 'Identity')).toHaveText('Verified');
  await expect(fourEyesWarning(maraDialog)).toHaveText(NEEDS_SECOND);
  await expect(stepButtons(maraDialog)).toHaveText(['Reject', 'Take']);

  await maraDialog.getByRole('button', { name: 'Take' }).click();
  await expect(mara.getByText('Taken: you are processing this withdrawal')).toBeVisible();
  await expect(consoleFigure(maraDialog, 'Status')).toHaveText('Processing');
  await expect(consoleFigure(maraDialog, 'Taken by')).toHaveText(MARA.name);
  await expect(consoleFigure(maraDialog, 'Second approval')).toHaveText('-');
  // The one who took it may fail or reject it, but neither approve it a second time nor pay it out.
  await expect(fourEyesWarning(maraDialog)).toHaveText(NEEDS_SECOND_FROM_OTHER);
  await expect(stepButtons(maraDialog)).toHaveText(['Mark failed', 'Reject']);

  // Without a reload: the person's open order is being processed and can no longer be cancelled.
  await expect(page.getByTestId('order-status')).toHaveText('Processing');
  await expect(page.getByTestId('withdrawal-meaning')).toHaveText('Being processed');
  await expect(page.getByRole('button', { name: 'Cancel withdrawal' })).toHaveCount(0);
});

test('a second finance operator finds it among those awaiting a second approval and gives it; the first, whose dialog is open, pays it out and the person sees it completed', async () => {
  await jonas
    .getByRole('menu', { name: 'Main menu' })
    .getByRole('menuitem', { name: 'Withdrawal review' })
    .click();
  // The queue opens on the pending ones; those awaiting a second approval are counted beside the filters
  // (other journeys' orders may be among them), one press away.
  const awaiting = jonas.getByRole('button', { name: /^Awaiting second approval \(\d+\)$/ });
  await expect(awaiting).toHaveAttribute('aria-pressed', 'false');
  await expect(awaiting).not.toHaveText('Awaiting second approval (0)');
  await awaiting.click();
  await expect(awaiting).toHaveAttribute('aria-pressed', 'true');
  const row = jonas.getByRole('row').filter({ has: jonas.getByRole('cell', { name: orderNo, exact: true }) });
  // Mara took it: Jonas may give the approval.
  await expect(row.getByRole('cell', { name: MARA.name, exact: true })).toBeVisible();
  await expect(row.locator('.ant-tag')).toHaveText(['Processing', 'Second approval']);
  await row.getByRole('button', { name: 'Review' }).click();
  const dialog = await settledDialog(
    jonas.getByRole('dialog', { name: `Withdrawal ${orderNo}`, exact: true }),
  );
  await expect(consoleFigure(dialog, 'Amount')).toHaveText('10000 USDT');
  await expect(consoleFigure(dialog, 'Taken by')).toHaveText(MARA.name);
  await expect(fourEyesWarning(dialog)).toHaveText(NEEDS_SECOND);
  // Not yet approved: nobody is offered the payout.
  await expect(stepButtons(dialog)).toHaveText(['Mark failed', 'Reject', APPROVE]);

  await dialog.getByRole('button', { name: APPROVE }).click();
  await expect(jonas.getByText('Second approval given')).toBeVisible();
  await expect(consoleFigure(dialog, 'Second approval')).toHaveText(JONAS.name);
  await expect(stepButtons(dialog)).toHaveText(['Mark failed', 'Reject', COMPLETE]);
  // Given: no warning that a second approval is still needed.
  await expect(fourEyesWarning(dialog)).toHaveCount(0);

  // Mara's open dialog learns it over the admin socket: approved by Jonas, and the payout is offered.
  const changed = maraDialog.getByRole('alert').filter({ hasText: `Second approval given by ${JONAS.name}` });
  await expect(changed).toBeVisible(PUSHED);
  await expect(consoleFigure(maraDialog, 'Second approval')).toHaveText(JONAS.name);
  await expect(stepButtons(maraDialog)).toHaveText(['Mark failed', 'Reject', COMPLETE]);
  await expect(fourEyesWarning(maraDialog)).toHaveCount(0);
  // The person's order is still being processed: nothing has been sent yet.
  await expect(page.getByTestId('order-status')).toHaveText('Processing');

  const paidAt = Date.now();
  await maraDialog.getByRole('button', { name: COMPLETE }).click();
  await maraDialog.getByLabel('Transaction ID').fill(TX_ID);
  await maraDialog.getByRole('button', { name: COMPLETE }).last().click();
  await expect(mara.getByText('Withdrawal completed')).toBeVisible();
  await expect(consoleFigure(maraDialog, 'Status')).toHaveText('Completed');
  await expect(consoleFigure(maraDialog, 'Transaction ID')).toHaveText(TX_ID);
  await expect(stepButtons(maraDialog)).toHaveCount(0);
  // Jonas's dialog too: completed by Mara, nothing left to do.
  await expect(dialog.getByRole('alert').filter({ hasText: `Completed by ${MARA.name}` })).toBeVisible(
    PUSHED,
  );
  await expect(stepButtons(dialog)).toHaveCount(0);

  // Without a reload: the person's open order page, each figure by its label.
  await expect(page.getByTestId('order-status')).toHaveText('Completed');
  await expect(page.getByTestId('withdrawal-meaning')).toHaveText('Completed: the funds have been sent');
  const facts = orderFacts(page);
  await expect(figure(facts, 'Order number')).toHaveText(orderNo);
  await expect(figure(facts, 'Amount')).toHaveText('10,000 USDT');
  await expect(figure(facts, 'Fee')).toHaveText('1 USDT');
  await expect(figure(facts, 'Actual amount')).toHaveText('10,000 USDT');
  await expect(figure(facts, 'Total deducted')).toHaveText('10,001 USDT');
  await expect(figure(facts, 'Address')).toHaveText(TRON_ADDRESS);
  await expect(figure(facts, 'Transaction ID')).toHaveText(TX_ID);

  // 10001 left the balance; the 88.9 stays.
  await expectBalance(page, '88.9', '0', '88.9');
  const mail = await waitForMail(person.email, paidAt, /withdrawal of 10000 USDT has been sent$/);
  // The address masked: the mail is kept in the server's outbox, where the whole address would be plain.
  expect(mail.text.trim()).toBe(
    `Your withdrawal ${orderNo} of 10000 USDT to TR7NHq************************Lj6t has been sent. Transaction ID: ${TX_ID}.`,
  );
});

test('the audit log keeps the take and the payout by the first finance operator, and the second approval by the other, each found by name', async () => {
  await openAuditLog(owner);
  // The deposit that funded it: approved by the owner.
  await expectAuditTrail(owner, { targetType: 'recharge_order', targetId: rechargeNo }, ['recharge.approve']);
  await expectAudited(owner, {
    action: 'recharge.approve',
    targetType: 'recharge_order',
    targetId: rechargeNo,
    operator: E2E_ADMIN.email,
    // Amounts as the console shows them everywhere, not as the database pads them ("10100.000…").
    after: { status: 'completed', reference: 'TRX-E2E-4EYES-1', amount: '10100' },
  });

  const target = { targetType: 'withdrawal_order', targetId: orderNo };
  // Newest first.
  await expectAuditTrail(owner, target, ['withdrawal.complete', 'withdrawal.approve', 'withdrawal.take']);
  await expectAudited(owner, {
    action: 'withdrawal.take',
    ...target,
    operator: MARA.email,
    after: { status: 'processing', takenBy: expect.any(String), approvedBy: null },
  });
  await expectAudited(owner, {
    action: 'withdrawal.approve',
    ...target,
    operator: JONAS.email,
    after: {
      status: 'processing',
      takenBy: expect.any(String),
      approvedBy: expect.any(String),
      amount: '10000',
      fee: '1',
    },
  });
  await expectAudited(owner, {
    action: 'withdrawal.complete',
    ...target,
    operator: MARA.email,
    after: { status: 'completed', txId: TX_ID, amount: '10000', fee: '1' },
  });

  // The owner picks each operator by name: Jonas gave the approval, Mara took it and paid it out.
  await showEntriesByOperator(owner, JONAS);
  await expectAuditTrail(owner, target, ['withdrawal.approve']);
  await showEntriesByOperator(owner, MARA);
  await expectAuditTrail(owner, target, ['withdrawal.complete', 'withdrawal.take']);
});
