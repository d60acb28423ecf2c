import type { Locator, Page } from '@playwright/test';
import QRCode from 'qrcode';
import { auditDetails, expectLatestAudits, openAuditLog } from '../support/audit.ts';
import { consoleApi } from '../support/console-api.ts';
import { settledDialog } from '../support/dialogs.ts';
import { consoleFigure, figure } from '../support/figures.ts';
import {
  approveDeposit,
  balanceCard,
  deposit,
  enterWithdrawalPassword,
  fillWithdrawal,
  openConsole,
  orderFacts,
  register,
  reviewOrder,
  setWithdrawalPassword,
  TRON_ADDRESS,
  withdrawalConfirmation,
  withdrawButton,
} from '../support/finance-steps.ts';
import { api, expect, test } from '../support/fixtures.ts';
import { E2E_ADMIN } from '../support/operators.ts';
import { openRecordedPage } from '../support/page-problems.ts';
import { useRecordedPages } from '../support/recorded-pages.ts';

/**
 * What an operator saves on the console's settings pages reaches the person's app: the deposit address,
 * a withdrawal network's fee and limits, a network turned off and on, the identity limit, the second
 * contracts' periods and stakes, and the home notice. Each change is checked on the person's open screen
 * (live, without a reload: the `config` channel brings it) by its exact figures and texts, and in the
 * audit log. One server serves the whole run: every setting is put back as it was.
 */

const PHONE = { width: 390, height: 844 };
/** The seeded deposit address of crypto_001 (migration 0016), and the valid TRC20 address it moves to. */
const SEEDED_ADDRESS = 'TU9BjvHCtYUPmQU6cJRTGtphkyjkxfwdtR';
const NEW_ADDRESS = 'TKV7z74iRkg456MGgMzjQroxCwZgqacuJp';
const PASSWORD = '40718263';
const NOTICE = 'e2e: deposits on TRC20 are credited within 5 minutes this week.';
const BUILT_IN_NOTICE = 'Welcome to Halcyon. We will never ask for your password or verification code.';

type PublicContractConfig = {
  minAmount: string;
  maxAmount: string;
  periods: { seconds: number; payoutRate: string }[];
};
type DepositMethod = { id: string; currency: string; paymentInfo: Record<string, string | null> } & Record<
  string,
  unknown
>;
type WithdrawalNetwork = {
  id: string;
  currency: string;
  minAmount: string;
  fixedFee: string;
  feeRate: string;
  active: boolean;
} & Record<string, unknown>;
type ContractSettings = {
  minAmount: string;
  maxAmount: string;
  periods: { seconds: number; payoutRate: string; enabled: boolean }[];
};
type AppSettings = { notice: Record<string, string> } & Record<string, unknown>;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** Whatever a failed step left changed is put back before the pages close (putBack). */
const recorded = useRecordedPages(putBack);

let page: Page;
let owner: Page;
/** The second-contract settings as the journey found them (the admin journey may have changed a rate). */
let contractsFound: ContractSettings | undefined;

/**
 * Every journey after this one shares its server and expects the seeded settings: whatever a failed step
 * left changed is put back here, through the console's API (the steps themselves use its screens).
 */
async function putBack(): Promise<void> {
  if (!owner) return;
  const admin = await consoleApi(owner);
  const deposits = await admin.get<DepositMethod[]>('/recharge/configs');
  const depositMethod = deposits.find((config) => config.id === 'crypto_001');
  if (depositMethod && depositMethod.paymentInfo.address !== SEEDED_ADDRESS) {
    const { paymentInfo, currency: _currency, ...rest } = depositMethod;
    await admin.put('/recharge/configs/crypto_001', { ...rest, ...paymentInfo, address: SEEDED_ADDRESS });
  }
  const networks = await admin.get<WithdrawalNetwork[]>('/withdrawal/configs');
  const seeded: Record<string, Partial<WithdrawalNetwork>> = {
    usdt_trc20: { minAmount: '10', fixedFee: '1', feeRate: '0', active: true },
    usdt_erc20: { active: true },
  };
  for (const [id, values] of Object.entries(seeded)) {
    const network = networks.find((config) => config.id === id);
    if (!network) continue;
    const { currency: _currency, ...rest } = network;
    const changed = Object.entries(values).some(([key, value]) => network[key] !== value);
    if (changed) await admin.put(`/withdrawal/configs/${id}`, { ...rest, ...values });
  }
  const settings = await admin.get<{ kycDailyLimit: string }>('/withdrawal/settings');
  if (settings.kycDailyLimit !== '1000') await admin.put('/withdrawal/settings', { kycDailyLimit: '1000' });
  if (contractsFound) {
    const { minAmount, maxAmount, periods } = await admin.get<ContractSettings>('/config/contracts');
    const now = { minAmount, maxAmount, periods };
    const found = {
      minAmount: contractsFound.minAmount,
      maxAmount: contractsFound.maxAmount,
      periods: contractsFound.periods,
    };
    if (JSON.stringify(now) !== JSON.stringify(found)) await admin.put('/config/contracts', found);
  }
  const app = await admin.get<AppSettings>('/config/app');
  if (app.notice.en === NOTICE) {
    const { en: _en, ...notice } = app.notice;
    await admin.put('/config/app', { ...app, notice });
  }
}

test.beforeAll(async ({ browser }) => {
  page = await openRecordedPage(browser, { ...recorded, label: 'person' }, PHONE);
  // The deposit page's Copy button writes the clipboard; the journey reads back what it wrote.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  owner = await openConsole(browser, recorded);
});

/** The deposit page's QR code of an address, drawn as the app draws it (an SVG data URL). */
async function qrSource(address: string): Promise<string> {
  const svg = await QRCode.toString(address, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const token = async () => (await page.evaluate(() => localStorage.getItem('token'))) ?? '';

function mainMenu(consolePage: Page): Locator {
  return consolePage.getByRole('menu', { name: 'Main menu' });
}

/** A section of the Finance settings page (Deposit methods, Withdrawal networks), found by its heading. */
function settingsSection(title: 'Deposit methods' | 'Withdrawal networks'): Locator {
  return owner.locator('section').filter({ has: owner.getByRole('heading', { name: title, exact: true }) });
}

/** One config's row in its section, found by its id cell. */
function configRow(title: 'Deposit methods' | 'Withdrawal networks', id: string): Locator {
  return settingsSection(title)
    .getByRole('row')
    .filter({ has: owner.getByRole('cell', { name: id, exact: true }) });
}

/**
 * The TRC20 withdrawal network's row shows these limits and fees (Minimum, Maximum, Fixed fee, Fee rate,
 * Daily limit), between its id, name and network and its Active and Edit cells.
 */
async function expectTrc20Row(figures: [string, string, string, string, string]): Promise<void> {
  await expect(configRow('Withdrawal networks', 'usdt_trc20').getByRole('cell')).toHaveText([
    'usdt_trc20',
    'USDT (TRC20)',
    'TRC20',
    ...figures,
    'Yes',
    'Edit',
  ]);
}

/** Opens the Finance settings page and the edit dialog of one config. */
async function editConfig(title: 'Deposit methods' | 'Withdrawal networks', id: string): Promise<Locator> {
  await mainMenu(owner).getByRole('menuitem', { name: 'Finance settings' }).click();
  await configRow(title, id).getByRole('button', { name: 'Edit' }).click();
  return settledDialog(owner.getByRole('dialog', { name: 'Edit', exact: true }));
}

/** Presses OK in a config dialog and waits for the console to say it saved (the dialog closes). */
async function saveConfig(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(owner.getByText('Config saved').last()).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

/** Fills text fields of an open config dialog by their labels. */
async function fillFields(dialog: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values))
    await dialog.getByLabel(label, { exact: true }).fill(value);
}

/** Changes the address of crypto_001 in the console, through the confirmation that shows old and new. */
async function moveDepositAddress(from: string, to: string): Promise<void> {
  const dialog = await editConfig('Deposit methods', 'crypto_001');
  await expect(dialog.getByLabel('Receiving address')).toHaveValue(from);
  await dialog.getByLabel('Receiving address').fill(to);
  await dialog.getByRole('button', { name: 'OK' }).click();
  const question = await settledDialog(
    owner.getByRole('dialog', { name: 'Change where deposits to USDT (TRC20) are paid?' }),
  );
  await expect(consoleFigure(question, 'Now')).toHaveText(from);
  await expect(consoleFigure(question, 'New')).toHaveText(to);
  await question.getByRole('button', { name: 'OK' }).click();
  await expect(owner.getByText('Config saved').last()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(configRow('Deposit methods', 'crypto_001').getByRole('cell', { name: to })).toBeVisible();
}

test('the owner moves the TRC20 deposit address, confirming old and new: the open deposit page shows the new address with its QR code and copies it, and a deposit records it', async () => {
  await register(page);
  await page.goto('/#/pages/finance/recharge');
  const address = page.getByTestId('deposit-address');
  const qr = page.getByRole('img', { name: 'QR code of the deposit address' });
  await expect(address).toHaveText(SEEDED_ADDRESS);
  await expect(qr).toHaveAttribute('src', await qrSource(SEEDED_ADDRESS));

  // The owner types the new address; the console asks first, the old beside the new. Cancelled, nothing
  // is saved and the edit stays open.
  const dialog = await editConfig('Deposit methods', 'crypto_001');
  await dialog.getByLabel('Receiving address').fill(NEW_ADDRESS);
  await dialog.getByRole('button', { name: 'OK' }).click();
  const question = await settledDialog(
    owner.getByRole('dialog', { name: 'Change where deposits to USDT (TRC20) are paid?' }),
  );
  await expect(consoleFigure(question, 'Now')).toHaveText(SEEDED_ADDRESS);
  await expect(consoleFigure(question, 'New')).toHaveText(NEW_ADDRESS);
  await expect(question.getByRole('alert')).toHaveText(
    'Users are shown the new one at once, and money sent to a wrong address cannot be recovered. Check every character.',
  );
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);
  await expect(dialog).toBeVisible();
  const unchanged = await api<{ id: string; paymentInfo: { address: string } }[]>('/recharge/configs', {
    token: await token(),
  });
  expect(unchanged.body.data.find((config) => config.id === 'crypto_001')?.paymentInfo.address).toBe(
    SEEDED_ADDRESS,
  );

  // Confirmed: saved, and the table shows it.
  await dialog.getByRole('button', { name: 'OK' }).click();
  const again = await settledDialog(
    owner.getByRole('dialog', { name: 'Change where deposits to USDT (TRC20) are paid?' }),
  );
  await again.getByRole('button', { name: 'OK' }).click();
  await expect(owner.getByText('Config saved').last()).toBeVisible();
  await expect(
    configRow('Deposit methods', 'crypto_001').getByRole('cell', { name: NEW_ADDRESS }),
  ).toBeVisible();

  // As the console promises ("shown the new one at once"), the open deposit page follows without a reload:
  // the address, its QR code, and what Copy puts on the clipboard.
  await expect(address).toHaveText(NEW_ADDRESS);
  await expect(qr).toHaveAttribute('src', await qrSource(NEW_ADDRESS));
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByText('Copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(NEW_ADDRESS);

  // A deposit made now records the new address: on the person's order page and in the operator's review.
  await page.getByLabel('Amount (USDT)').fill('100');
  await expect(page.getByTestId('recharge-fee')).toHaveText('0.1 USDT');
  await expect(page.getByTestId('recharge-actual')).toHaveText('99.9 USDT');
  const orderNo = await deposit(page, null);
  await expect(figure(orderFacts(page), 'Address')).toHaveText(NEW_ADDRESS);
  const review = await reviewOrder(owner, 'Deposit review', orderNo);
  await expect(consoleFigure(review, 'Paid to')).toHaveText(NEW_ADDRESS);
  await approveDeposit(owner, review, { reference: 'TRX-E2E-SETTINGS-1', credits: '99.9', fee: '0.1' });
  // Approved, the review closes itself.
  await expect(review).toHaveCount(0);
  await expect(page.getByTestId('order-status')).toHaveText('Completed');

  // Put back (the other journeys deposit to the seeded address); the order keeps the address it was paid to.
  await moveDepositAddress(NEW_ADDRESS, SEEDED_ADDRESS);
  await expect(figure(orderFacts(page), 'Address')).toHaveText(NEW_ADDRESS);
  await page.goto('/#/pages/finance/recharge');
  await expect(address).toHaveText(SEEDED_ADDRESS);
});

test('the owner raises the TRC20 withdrawal fee and minimum: the open withdrawal form shows the new fee, refuses an amount under the new minimum, and the order is charged exactly what it showed', async () => {
  await setWithdrawalPassword(page, PASSWORD);
  await page.goto('/#/pages/finance/withdrawal');
  const limits = page.getByText(/^Limits: /);
  const form = page.locator('form.hc-fin-form');
  await expect(limits).toHaveText('Limits: 10 to 50,000 USDT per withdrawal · Daily limit: 100,000 USDT');
  await page.getByLabel('Amount (USDT)').fill('20.37');
  await expect(page.getByTestId('withdrawal-fee')).toHaveText('1 USDT');
  await expect(figure(form, 'You receive')).toHaveText('20.37 USDT');
  await expect(page.getByTestId('withdrawal-total')).toHaveText('21.37 USDT');

  // Fee 2.5 fixed plus 0.2 %, minimum 15.
  const dialog = await editConfig('Withdrawal networks', 'usdt_trc20');
  await fillFields(dialog, { Minimum: '15', 'Fixed fee': '2.5', 'Fee rate (0.001 = 0.1 %)': '0.002' });
  await saveConfig(dialog);
  await expectTrc20Row(['15', '50000', '2.5', '0.002', '100000']);

  // The open form follows without a reload: 2.5 + 20.37 x 0.002 = 2.54074; the address gets 20.37.
  await expect(limits).toHaveText('Limits: 15 to 50,000 USDT per withdrawal · Daily limit: 100,000 USDT');
  await expect(page.getByTestId('withdrawal-fee')).toHaveText('2.54074 USDT');
  await expect(figure(form, 'You receive')).toHaveText('20.37 USDT');
  await expect(page.getByTestId('withdrawal-total')).toHaveText('22.91074 USDT');

  // Under the new minimum: refused on the form with its message, nothing sent.
  await page.getByLabel('Withdrawal address').fill(TRON_ADDRESS);
  await page.getByLabel('Amount (USDT)').fill('12');
  await withdrawButton(page).click();
  await expect(
    form.getByText('Withdrawal amount cannot be less than 15 USDT', { exact: true }),
  ).toBeVisible();
  await expect(withdrawalConfirmation(page)).toHaveCount(0);
  // The server says the same to anyone who skips the form.
  const refused = await api('/withdrawal/orders', {
    token: await token(),
    body: { configId: 'usdt_trc20', amount: '12', address: TRON_ADDRESS, withdrawalPassword: PASSWORD },
  });
  expect(refused.status).toBe(400);
  expect(refused.body).toMatchObject({
    code: 'WITHDRAWAL_AMOUNT_TOO_SMALL',
    message: 'Withdrawal amount cannot be less than 15 USDT',
  });

  // 20.37: the confirmation, the order and the balance carry the same figures.
  const confirm = await fillWithdrawal(page, { amount: '20.37', address: TRON_ADDRESS });
  await expect(figure(confirm, 'Amount')).toHaveText('20.37 USDT');
  await expect(figure(confirm, 'Fee')).toHaveText('2.54074 USDT');
  await expect(figure(confirm, 'Actual amount')).toHaveText('20.37 USDT');
  await expect(figure(confirm, 'Total deducted')).toHaveText('22.91074 USDT');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await enterWithdrawalPassword(page, PASSWORD);
  await expect(page).toHaveURL(/withdrawal-order\?orderNo=/);
  const facts = orderFacts(page);
  await expect(figure(facts, 'Amount')).toHaveText('20.37 USDT');
  await expect(figure(facts, 'Fee')).toHaveText('2.54074 USDT');
  await expect(figure(facts, 'Actual amount')).toHaveText('20.37 USDT');
  await expect(figure(facts, 'Total deducted')).toHaveText('22.91074 USDT');
  const orderNo = new URL(page.url().replace('/#/', '/')).searchParams.get('orderNo') ?? '';
  const stored = await api<{ fee: string; totalAmount: string }>(`/withdrawal/orders/${orderNo}`, {
    token: await token(),
  });
  expect(stored.body.data).toMatchObject({ amount: '20.37', fee: '2.54074', totalAmount: '22.91074' });
  // Frozen while it waits: exactly the total deducted, out of 99.9.
  const assets = await api<{ assets: { currency: string; available: string; frozen: string }[] }>(
    '/user/assets',
    { token: await token() },
  );
  expect(assets.body.data.assets.find((asset) => asset.currency === 'USDT')).toMatchObject({
    available: '76.98926',
    frozen: '22.91074',
  });

  // The person cancels it: all of it comes back.
  await page.getByRole('button', { name: 'Cancel withdrawal' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Cancel this withdrawal? The amount and fee go back to your available balance.' })
    .getByRole('button', { name: 'OK' })
    .click();
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
  await page.goto('/#/pages/finance/finance');
  const balance = balanceCard(page);
  await expect(balance.available).toHaveText('99.9');
  await expect(balance.frozen).toHaveText('0');

  // Put back: the other journeys withdraw 20 for a fee of 1.
  const restore = await editConfig('Withdrawal networks', 'usdt_trc20');
  await fillFields(restore, { Minimum: '10', 'Fixed fee': '1', 'Fee rate (0.001 = 0.1 %)': '0' });
  await saveConfig(restore);
  await expectTrc20Row(['10', '50000', '1', '0', '100000']);
});

test('the owner turns the ERC20 withdrawal network off: the open withdrawal form no longer offers it and the server refuses it; turned on again, it returns', async () => {
  await page.goto('/#/pages/finance/withdrawal');
  const networks = page.getByRole('group', { name: 'Network' }).getByRole('option');
  await expect(networks).toHaveText(['USDT (TRC20)', 'USDT (ERC20)']);
  await networks.filter({ hasText: 'USDT (ERC20)' }).click();
  await expect(page.getByText(/^Limits: /)).toHaveText(
    'Limits: 20 to 50,000 USDT per withdrawal · Daily limit: 100,000 USDT',
  );

  const off = await editConfig('Withdrawal networks', 'usdt_erc20');
  await off.getByRole('switch', { name: 'Active' }).click();
  await expect(off.getByRole('switch', { name: 'Active' })).not.toBeChecked();
  await saveConfig(off);
  await expect(
    configRow('Withdrawal networks', 'usdt_erc20').getByRole('cell', { name: 'No', exact: true }),
  ).toBeVisible();

  // The open form drops it without a reload; the network chosen is gone, so the form asks for one.
  await expect(networks).toHaveText(['USDT (TRC20)']);
  await page.getByLabel('Amount (USDT)').fill('30');
  await withdrawButton(page).click();
  await expect(page.getByText('Please choose a network first', { exact: true })).toBeVisible();
  await expect(withdrawalConfirmation(page)).toHaveCount(0);
  const refused = await api('/withdrawal/orders', {
    token: await token(),
    body: {
      configId: 'usdt_erc20',
      amount: '30',
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
      withdrawalPassword: PASSWORD,
    },
  });
  expect(refused.status).toBe(400);
  expect(refused.body).toMatchObject({
    code: 'WITHDRAWAL_CONFIG_INACTIVE',
    message: 'This withdrawal method is not available right now',
  });

  const on = await editConfig('Withdrawal networks', 'usdt_erc20');
  await on.getByRole('switch', { name: 'Active' }).click();
  await saveConfig(on);
  // Back on the open form, chosen as it was (the amount still typed), and nothing asks for a network.
  await expect(networks).toHaveText(['USDT (TRC20)', 'USDT (ERC20)']);
  await expect(page.getByRole('option', { name: 'USDT (ERC20)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Please choose a network first')).toHaveCount(0);
  // ERC20: 5 fixed + 30 x 0.001.
  await expect(page.getByTestId('withdrawal-fee')).toHaveText('5.03 USDT');
  await expect(page.getByTestId('withdrawal-total')).toHaveText('35.03 USDT');
});

/** On the Finance settings page, the identity limit (showing `from`) is changed to `to` and saved. */
async function changeIdentityLimit(from: string, to: string): Promise<void> {
  // The operator comes back to the console and reloads it: a Save button left named "loading Save" by
  // the last save (see below) is drawn afresh.
  await owner.bringToFront();
  await owner.reload();
  await mainMenu(owner).getByRole('menuitem', { name: 'Finance settings' }).click();
  const field = owner.getByLabel('Daily amount without verified identity (USDT)');
  await expect(field).toHaveValue(from);
  await field.fill(to);
  const saved = owner.waitForResponse(
    (response) =>
      response.url().endsWith('/api/admin/withdrawal/settings') && response.request().method() === 'PUT',
  );
  // Found by the text it shows: after a save, the button's leaving loading icon (antd's motion) can stay in
  // the page of a console that was behind the person's, and name it "loading Save" though it shows Save.
  await owner
    .getByRole('button')
    .filter({ hasText: /^Save$/ })
    .click();
  expect((await saved).status()).toBe(200);
  await expect(owner.getByText('Withdrawal settings saved').last()).toBeVisible();
  await expect(field).toHaveValue(to);
}

test('the owner lowers the identity limit to 25 USDT: an unverified person withdrawing 30 is refused with the limit named and sent to verify; put back at 1000, the same withdrawal goes through', async () => {
  await changeIdentityLimit('1000', '25');

  // Nothing to re-read on the form (it does not show this limit): the next withdrawal meets it.
  await page.goto('/#/pages/finance/finance');
  await page.goto('/#/pages/finance/withdrawal');
  const confirm = await fillWithdrawal(page, { amount: '30', address: TRON_ADDRESS });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await enterWithdrawalPassword(page, PASSWORD);
  const prompt = page.getByRole('dialog').filter({ hasText: 'Identity verification required' });
  await expect(prompt).toContainText(
    'Withdrawals above 25 USDT a day need a verified identity; please verify your identity first',
  );
  await prompt.getByRole('button', { name: 'Verify now' }).click();
  await expect(page).toHaveURL(/#\/pages\/profile\/realname-auth$/);
  // Nothing was frozen.
  await page.goto('/#/pages/finance/finance');
  await expect(balanceCard(page).available).toHaveText('99.9');
  await expect(balanceCard(page).frozen).toHaveText('0');

  await changeIdentityLimit('25', '1000');
  await page.goto('/#/pages/finance/withdrawal');
  const accepted = await fillWithdrawal(page, { amount: '30', address: TRON_ADDRESS });
  await accepted.getByRole('button', { name: 'Confirm' }).click();
  await enterWithdrawalPassword(page, PASSWORD);
  await expect(page).toHaveURL(/withdrawal-order\?orderNo=/);
  await expect(page.getByTestId('order-status')).toHaveText('Pending');
  await expect(figure(orderFacts(page), 'Total deducted')).toHaveText('31 USDT');
  await page.getByRole('button', { name: 'Cancel withdrawal' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Cancel this withdrawal? The amount and fee go back to your available balance.' })
    .getByRole('button', { name: 'OK' })
    .click();
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
});

/** A figure as the apps write it, its whole part grouped in threes: "50000" reads "50,000". */
const grouped = (figure: string) => figure.replace(/^\d+/, (whole) => whole.replace(/\B(?=(\d{3})+$)/g, ','));

test('the owner turns the 900 s period off and narrows the stake to 7 to 500 USDT: the open contract page offers exactly the other periods and refuses stakes outside with its message', async () => {
  const before = (await api<PublicContractConfig>('/second-contract/public/config')).body.data;
  contractsFound = await (await consoleApi(owner)).get<ContractSettings>('/config/contracts');
  const chip = (period: { seconds: number; payoutRate: string }) =>
    `${period.seconds}s ${Math.round(Number(period.payoutRate) * 100)}%`;
  expect(before.periods.map((period) => period.seconds)).toEqual([30, 60, 300, 900]);

  await page.goto('/#/pages/trade/contract?symbol=BTCUSDT');
  const chips = page.getByRole('group', { name: 'Period and payout' }).getByRole('button');
  await expect(chips).toHaveText(before.periods.map(chip));
  const amount = page.getByLabel('Amount (USDT)');
  await expect(amount).toHaveAttribute(
    'placeholder',
    `${grouped(before.minAmount)} to ${grouped(before.maxAmount)}`,
  );

  await mainMenu(owner).getByRole('menuitem', { name: 'Configuration' }).click();
  await owner.getByRole('tab', { name: 'Second contracts' }).click();
  const minimum = owner.getByLabel('Minimum stake (USDT)');
  const maximum = owner.getByLabel('Maximum stake (USDT)');
  await expect(minimum).toHaveValue(before.minAmount);
  await expect(maximum).toHaveValue(before.maxAmount);
  await minimum.fill('7');
  await maximum.fill('500');
  const offered = owner.getByRole('row', { name: /^900 s/ }).getByRole('switch');
  await expect(offered).toBeChecked();
  await offered.click();
  await owner.getByRole('button', { name: 'Save' }).click();
  await expect(owner.getByText('Saved', { exact: true }).first()).toBeVisible();

  // Pushed on the config channel: the open page offers exactly the three periods left, and the new range.
  await expect(chips).toHaveText(before.periods.filter((period) => period.seconds !== 900).map(chip));
  await expect(amount).toHaveAttribute('placeholder', '7 to 500');
  const up = page.getByRole('button', { name: /^Up/ });
  await amount.fill('6');
  await up.click();
  await expect(page.getByRole('alert')).toHaveText('Amount too small (minimum 7 USDT)');
  await amount.fill('501');
  await expect(page.getByRole('alert')).toHaveText('Amount too large (maximum 500 USDT)');
  await expect(page.getByText('Confirm', { exact: true })).toHaveCount(0);

  // The server refuses the same with the same words, and a 900 s contract.
  const signed = async (body: Record<string, unknown>) =>
    api('/second-contract/orders', {
      token: await token(),
      body: { symbol: 'BTCUSDT', direction: 'up', period: 30, amount: '10', ...body },
    });
  expect((await signed({ amount: '6' })).body).toMatchObject({
    code: 'AMOUNT_TOO_SMALL',
    message: 'Amount too small (minimum 7 USDT)',
  });
  expect((await signed({ amount: '501' })).body).toMatchObject({
    code: 'AMOUNT_TOO_LARGE',
    message: 'Amount too large (maximum 500 USDT)',
  });
  expect((await signed({ period: 900 })).body).toMatchObject({
    code: 'CONTRACT_PERIOD_INVALID',
    message: 'A period of 900 s is not offered',
  });

  // Put back as they were: the contract journey stakes its own amounts on every period.
  await minimum.fill(before.minAmount);
  await maximum.fill(before.maxAmount);
  await offered.click();
  await expect(offered).toBeChecked();
  await owner.getByRole('button', { name: 'Save' }).click();
  await expect(chips).toHaveText(before.periods.map(chip));
  await expect(amount).toHaveAttribute(
    'placeholder',
    `${grouped(before.minAmount)} to ${grouped(before.maxAmount)}`,
  );
  expect((await api<PublicContractConfig>('/second-contract/public/config')).body.data).toMatchObject(before);
});

test('the owner writes the English home notice: the open home page shows it without a reload; emptied, the built-in notice returns', async () => {
  await page.goto('/');
  const notice = page.getByRole('note', { name: 'Notice' });
  await expect(notice).toHaveText(BUILT_IN_NOTICE);

  await mainMenu(owner).getByRole('menuitem', { name: 'Configuration' }).click();
  await owner.getByRole('tab', { name: 'App', exact: true }).click();
  const card = owner.locator('.ant-card').filter({ has: owner.getByText('Notice', { exact: true }) });
  await card.getByRole('tab', { name: 'English' }).click();
  const english = owner.getByLabel('Notice English');
  await expect(english).toHaveValue('');
  await english.fill(NOTICE);
  await owner.getByRole('button', { name: 'Save' }).click();
  await expect(owner.getByText('Saved', { exact: true }).first()).toBeVisible();
  await expect(notice).toHaveText(NOTICE);

  await english.fill('');
  const saved = owner.waitForResponse(
    (response) => response.url().endsWith('/api/admin/config/app') && response.request().method() === 'PUT',
  );
  await owner.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(notice).toHaveText(BUILT_IN_NOTICE);
});

test('the audit log keeps each of these changes with what it was and what it became', async () => {
  await openAuditLog(owner);

  await expectLatestAudits(owner, { targetType: 'recharge_config', targetId: 'crypto_001' }, [
    'recharge.config_update',
    'recharge.config_update',
  ]);
  const moved = await auditDetails(owner, 1);
  expect(moved.operator).toBe(E2E_ADMIN.email);
  expect(moved.before).toMatchObject({ paymentInfo: { address: SEEDED_ADDRESS } });
  expect(moved.after).toMatchObject({ paymentInfo: { address: NEW_ADDRESS } });
  expect((await auditDetails(owner, 0)).after).toMatchObject({ paymentInfo: { address: SEEDED_ADDRESS } });

  await expectLatestAudits(owner, { targetType: 'withdrawal_config', targetId: 'usdt_trc20' }, [
    'withdrawal.config_update',
    'withdrawal.config_update',
  ]);
  const raised = await auditDetails(owner, 1);
  expect(raised.before).toMatchObject({ minAmount: '10', fixedFee: '1', feeRate: '0' });
  expect(raised.after).toMatchObject({ minAmount: '15', fixedFee: '2.5', feeRate: '0.002' });
  expect((await auditDetails(owner, 0)).after).toMatchObject({
    minAmount: '10',
    fixedFee: '1',
    feeRate: '0',
  });

  await expectLatestAudits(owner, { targetType: 'withdrawal_config', targetId: 'usdt_erc20' }, [
    'withdrawal.config_update',
    'withdrawal.config_update',
  ]);
  expect((await auditDetails(owner, 1)).after).toMatchObject({ active: false });
  expect((await auditDetails(owner, 0)).after).toMatchObject({ active: true });

  await expectLatestAudits(owner, { targetType: 'withdrawal_settings', targetId: 'default' }, [
    'withdrawal.settings_update',
    'withdrawal.settings_update',
  ]);
  const lowered = await auditDetails(owner, 1);
  expect(lowered.before).toMatchObject({ kycDailyLimit: '1000' });
  expect(lowered.after).toMatchObject({ kycDailyLimit: '25' });
  expect((await auditDetails(owner, 0)).after).toMatchObject({ kycDailyLimit: '1000' });

  await expectLatestAudits(owner, { targetType: 'contract_config', targetId: 'second_contracts' }, [
    'config.contracts',
    'config.contracts',
  ]);
  const narrowed = await auditDetails(owner, 1);
  expect(narrowed.after).toMatchObject({ minAmount: '7', maxAmount: '500' });
  expect(narrowed.after).toMatchObject({
    periods: expect.arrayContaining([expect.objectContaining({ seconds: 900, enabled: false })]),
  });

  await expectLatestAudits(owner, { targetType: 'app_config', targetId: 'app' }, [
    'config.app',
    'config.app',
  ]);
  expect((await auditDetails(owner, 1)).after).toMatchObject({ notice: { en: NOTICE } });
  expect((await auditDetails(owner, 0)).after).not.toHaveProperty(['notice', 'en']);
});
