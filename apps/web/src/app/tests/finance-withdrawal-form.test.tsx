import type { WithdrawalConfig, WithdrawalPasswordStatus } from '@halcyon/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from 'antd-mobile';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fail, mockFetch, ok, pathOf, type RecordedCall } from '../../../test/fetch-mock.ts';
import { TRON_ADDRESS, withdrawalConfig, withdrawalOrder } from '../../../test/finance-fixtures.ts';
import { asset, session, user } from '../../../test/fixtures.ts';
import { configChanged } from '../../../test/realtime.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { setUpEnglishScreens } from '../../../test/screen-test.ts';
import { getSession } from '../../shared/session/session-store.ts';

let calls: RecordedCall[];
let passwordStatus: WithdrawalPasswordStatus;
let createReply: () => Response;
let twoFactorEnabled: boolean;
let offered: WithdrawalConfig[];

setUpEnglishScreens();
beforeEach(() => {
  passwordStatus = { set: true, lockedUntil: null, holdUntil: null };
  createReply = () => ok(withdrawalOrder({ orderNo: 'W55' }));
  twoFactorEnabled = false;
  offered = [withdrawalConfig()];
  ({ calls } = mockFetch((call) => {
    const path = pathOf(call);
    if (path === '/api/uniapp/user/2fa/status') {
      return ok({ enabled: twoFactorEnabled, enabledAt: null, recoveryCodesLeft: twoFactorEnabled ? 10 : 0 });
    }
    if (path === '/api/uniapp/withdrawal/configs') return ok(offered);
    if (path === '/api/uniapp/user/withdrawal-password/status') return ok(passwordStatus);
    if (path === '/api/uniapp/user/assets') {
      return ok({
        assets: [asset('USDT', '99.9', { available: '99.9', frozen: '0' })],
        totalUsdtValue: '99.9',
      });
    }
    if (path === '/api/uniapp/withdrawal/orders' && call.method === 'POST') return createReply();
    if (path.startsWith('/api/uniapp/withdrawal/orders/')) return ok(withdrawalOrder({ orderNo: 'W55' }));
    return ok({ user });
  }));
  getSession().setSession(session());
});

// Dialogs animate in with pointer-events off; a person waits for it, the test need not.
const u = () => userEvent.setup({ pointerEventsCheck: 0 });
/** The newest dialog on screen. */
const lastDialog = async () => {
  const dialogs = await screen.findAllByRole('dialog');
  return dialogs[dialogs.length - 1] as HTMLElement;
};

afterEach(() => {
  Dialog.clear();
});

const addressInput = () => screen.getByLabelText('Withdrawal address');
const amountInput = () => screen.getByLabelText('Amount (USDT)') as HTMLInputElement;
const creates = () =>
  calls.filter((call) => call.method === 'POST' && pathOf(call) === '/api/uniapp/withdrawal/orders');

async function openForm() {
  const app = renderApp('/pages/finance/withdrawal');
  await screen.findByText('Available: 99.9 USDT');
  return app;
}

async function typePasscode(digits: string) {
  const input = await waitFor(() => {
    const found = document.querySelector<HTMLInputElement>('.adm-passcode-input input');
    if (!found) throw new Error('no passcode input yet');
    return found;
  });
  // Digit by digit, as a person types: the boxes grow one at a time.
  for (let end = 1; end <= digits.length; end += 1) {
    fireEvent.change(input, { target: { value: digits.slice(0, end) } });
  }
}

describe('withdrawal form', () => {
  it('follows a network an operator turns off and on again: the choice returns without a stale "choose a network"', async () => {
    const erc20 = withdrawalConfig({
      id: 'usdt_erc20',
      name: 'USDT ERC20',
      network: 'ERC20',
      minAmount: '20',
      fixedFee: '5',
      feeRate: '0.001',
      sortOrder: 2,
    });
    offered = [withdrawalConfig(), erc20];
    await openForm();
    await u().click(await screen.findByText('USDT ERC20'));
    await userEvent.type(amountInput(), '30');
    expect(screen.getByTestId('withdrawal-fee').textContent).toBe('5.03 USDT');

    // Turned off: no longer offered, and Withdraw asks for a network.
    offered = [withdrawalConfig()];
    configChanged('finance');
    await waitFor(() => expect(screen.queryByText('USDT ERC20')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByText('Please choose a network first')).toBeTruthy();

    // On again: chosen as before, its figures back, and nothing says to choose one.
    offered = [withdrawalConfig(), erc20];
    configChanged('finance');
    await screen.findByText('USDT ERC20');
    await waitFor(() => expect(screen.getByTestId('withdrawal-fee').textContent).toBe('5.03 USDT'));
    expect(screen.queryByText('Please choose a network first')).toBeNull();
    expect(creates()).toHaveLength(0);
  });

  it('checks the address as it is typed with the TRC20 algorithm', async () => {
    await openForm();
    // One character changed breaks the base58check checksum.
    await userEvent.type(addressInput(), `${TRON_ADDRESS.slice(0, -1)}u`);
    expect(screen.getByText('This is not a valid TRC20 address')).toBeTruthy();
    await userEvent.clear(addressInput());
    await userEvent.type(addressInput(), TRON_ADDRESS);
    expect(screen.getByText('Valid TRC20 address')).toBeTruthy();
    expect(screen.queryByText('This is not a valid TRC20 address')).toBeNull();
  });

  it('groups the limits like every other figure: in the hint and in the message for too much', async () => {
    await openForm();
    expect(
      screen.getByText('Limits: 10 to 50,000 USDT per withdrawal · Daily limit: 100,000 USDT'),
    ).toBeTruthy();
    await userEvent.type(addressInput(), TRON_ADDRESS);
    await userEvent.type(amountInput(), '60000');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByText('Withdrawal amount cannot be more than 50,000 USDT')).toBeTruthy();
    expect(creates()).toHaveLength(0);
  });

  it('shows the fee and total live, refuses more than the balance covers, and Max fills what fits', async () => {
    await openForm();
    await userEvent.type(addressInput(), TRON_ADDRESS);
    await userEvent.type(amountInput(), '99.9');
    expect(screen.getByTestId('withdrawal-fee').textContent).toBe('1 USDT');
    expect(screen.getByTestId('withdrawal-total').textContent).toBe('100.9 USDT');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByText('Insufficient available balance, currently available 99.9 USDT')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(amountInput().value).toBe('98.9');
    expect(creates()).toHaveLength(0);
  });

  it('asks to set a withdrawal password first when none is set', async () => {
    passwordStatus = { set: false, lockedUntil: null, holdUntil: null };
    const app = await openForm();
    await userEvent.type(addressInput(), TRON_ADDRESS);
    await userEvent.type(amountInput(), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Set a withdrawal password first')).toBeTruthy();
    await u().click(within(await lastDialog()).getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(app.location()).toBe('/pages/profile/withdrawal-password'));
    expect(creates()).toHaveLength(0);
  });

  it('confirms amount, address, fee and actual amount, then sends with the password, a new key after a refusal', async () => {
    let first = true;
    createReply = () => {
      if (first) {
        first = false;
        return fail(400, 'WITHDRAWAL_PASSWORD_INCORRECT', 'Wrong withdrawal password, 4 tries left');
      }
      return ok(withdrawalOrder({ orderNo: 'W55' }));
    };
    const app = await openForm();
    await userEvent.type(addressInput(), TRON_ADDRESS);
    await userEvent.type(amountInput(), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const confirm = within(await lastDialog());
    expect(confirm.getByText('Confirm withdrawal')).toBeTruthy();
    const figure = (label: string) => confirm.getByText(label).nextElementSibling?.textContent;
    expect(figure('Amount')).toBe('20 USDT');
    expect(figure('Address')).toBe(TRON_ADDRESS);
    expect(figure('Fee')).toBe('1 USDT');
    expect(figure('Actual amount')).toBe('20 USDT');
    expect(figure('Total deducted')).toBe('21 USDT');
    await u().click(confirm.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Enter your withdrawal password to send this withdrawal');
    const passwordDialog = within(await lastDialog());
    await typePasscode('135790');
    await u().click(passwordDialog.getByRole('button', { name: 'Confirm' }));
    expect(await passwordDialog.findByText('Wrong withdrawal password, 4 tries left')).toBeTruthy();
    await typePasscode('24680135');
    await u().click(passwordDialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(app.location()).toBe('/pages/finance/withdrawal-order?orderNo=W55'));
    const [refused, sent] = creates();
    expect(sent?.body).toEqual({
      configId: 'usdt_trc20',
      amount: '20',
      address: TRON_ADDRESS,
      withdrawalPassword: '24680135',
      fee: '1',
    });
    // Each try carries a key; the refused one changed nothing, so the next is a new attempt with its own
    // (a reused key would be answered with the refusal, or refused as reused with another password).
    const KEY = /^[0-9a-f-]{32,36}$/;
    expect(refused?.headers['Idempotency-Key']).toMatch(KEY);
    expect(sent?.headers['Idempotency-Key']).toMatch(KEY);
    expect(sent?.headers['Idempotency-Key']).not.toBe(refused?.headers['Idempotency-Key']);
  });

  it('says withdrawals are paused after a password change, and shows the server refusing one meanwhile', async () => {
    passwordStatus = { set: true, lockedUntil: null, holdUntil: Date.now() + 3_600_000 };
    createReply = () =>
      fail(400, 'WITHDRAWAL_ON_HOLD', 'Withdrawals are paused for 1 more hour after a password change');
    await openForm();
    expect(screen.getByText(/withdrawals are paused for 24 hours/)).toBeTruthy();
    await userEvent.type(addressInput(), TRON_ADDRESS);
    await userEvent.type(amountInput(), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await u().click(within(await lastDialog()).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Enter your withdrawal password to send this withdrawal');
    await typePasscode('24680135');
    await u().click(within(await lastDialog()).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Withdrawals are paused for 1 more hour after a password change'),
    ).toBeTruthy();
    expect(creates()).toHaveLength(1);
  });
});

/** Fills the form with 20 USDT to the TRON address and goes through the confirmation to the password. */
async function throughToPassword() {
  await userEvent.type(addressInput(), TRON_ADDRESS);
  await userEvent.type(amountInput(), '20');
  await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
  await u().click(within(await lastDialog()).getByRole('button', { name: 'Confirm' }));
  await screen.findByText('Enter your withdrawal password to send this withdrawal');
  return within(await lastDialog());
}

const WRONG_CODE = 'The code is wrong or has already been used';
const FEE_CHANGED = 'The fee for this withdrawal is now 2 USDT: check it and confirm again';

/** A dialog found by a text of its own, whether or not another one is still leaving. */
const dialogWith = async (text: string | RegExp) =>
  within((await screen.findByText(text)).closest('[role="dialog"]') as HTMLElement);
/** The fee row of the confirmation. */
const confirmedFee = async () =>
  (await (await dialogWith('Confirm withdrawal')).findByText('Fee')).nextElementSibling?.textContent;
const PASSWORD_HINT = 'Enter your withdrawal password to send this withdrawal';
/** Types the password in its dialog and confirms. */
async function sendWithPassword() {
  const dialog = await dialogWith(PASSWORD_HINT);
  await typePasscode('24680135');
  await u().click(dialog.getByRole('button', { name: 'Confirm', hidden: true }));
}

// The order did not carry the fee the person confirmed: an operator's change in between was charged unsaid.
describe('withdrawal form: the fee the person confirmed', () => {
  it('sends the fee it showed; one changed meanwhile is refused and said, and the form shows the new fee to confirm', async () => {
    let first = true;
    createReply = () => {
      if (first) {
        first = false;
        return fail(409, 'WITHDRAWAL_FEE_CHANGED', FEE_CHANGED);
      }
      return ok(withdrawalOrder({ orderNo: 'W55' }));
    };
    const app = await openForm();
    await throughToPassword();
    // The operator raised the fee and its push has not arrived: the confirmation said 1 USDT.
    offered = [withdrawalConfig({ fixedFee: '2' })];
    await sendWithPassword();
    const notice = await dialogWith(FEE_CHANGED);
    expect(creates()[0]?.body).toMatchObject({ amount: '20', fee: '1' });
    // The networks are read again: the form shows the new fee and total behind the message.
    await waitFor(() => expect(screen.getByTestId('withdrawal-fee').textContent).toBe('2 USDT'));
    expect(screen.getByTestId('withdrawal-total').textContent).toBe('22 USDT');
    await u().click(notice.getByRole('button', { name: 'OK' }));
    // The message and the password dialog both close (after their animations): the form is seen again.
    // (Only these two are looked for: the previous test's alert, cleared after it, may still be leaving.)
    const open = () =>
      screen
        .queryAllByRole('dialog')
        .filter((dialog) => /fee for this withdrawal|withdrawal password/.test(dialog.textContent ?? ''));
    await waitFor(() => expect(open()).toHaveLength(0), { timeout: 10_000 });

    // Confirmed again, at the new fee.
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await confirmedFee()).toBe('2 USDT');
    await u().click((await dialogWith('Confirm withdrawal')).getByRole('button', { name: 'Confirm' }));
    await sendWithPassword();
    await waitFor(() => expect(app.location()).toBe('/pages/finance/withdrawal-order?orderNo=W55'));
    expect(creates()[1]?.body).toMatchObject({ amount: '20', fee: '2' });
  });

  it('a fee pushed while the password is typed does not replace the confirmed one', async () => {
    createReply = () => fail(409, 'WITHDRAWAL_FEE_CHANGED', FEE_CHANGED);
    await openForm();
    await throughToPassword();
    offered = [withdrawalConfig({ fixedFee: '2' })];
    configChanged('finance');
    await waitFor(() => expect(screen.getByTestId('withdrawal-fee').textContent).toBe('2 USDT'));
    await sendWithPassword();
    expect(await screen.findByText(FEE_CHANGED)).toBeTruthy();
    expect(creates()).toHaveLength(1);
    expect(creates()[0]?.body).toMatchObject({ fee: '1' });
  });

  it('a retry after a lost answer, confirmed again at a fee changed meanwhile, keeps the Idempotency-Key', async () => {
    let first = true;
    createReply = () => {
      if (first) {
        first = false;
        return fail(503, 'SERVICE_UNAVAILABLE', 'Service unavailable');
      }
      return ok(withdrawalOrder({ orderNo: 'W55' }));
    };
    const app = await openForm();
    await throughToPassword();
    await sendWithPassword();
    const notice = await dialogWith(/Your withdrawal could not be confirmed/);
    await u().click(notice.getByRole('button', { name: 'OK' }));
    offered = [withdrawalConfig({ fixedFee: '2' })];
    configChanged('finance');
    await waitFor(() => expect(screen.getByTestId('withdrawal-fee').textContent).toBe('2 USDT'));
    // The same withdrawal confirmed again: if the first was placed, the server answers it (at its fee).
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await confirmedFee()).toBe('2 USDT');
    await u().click((await dialogWith('Confirm withdrawal')).getByRole('button', { name: 'Confirm' }));
    await sendWithPassword();
    await waitFor(() => expect(app.location()).toBe('/pages/finance/withdrawal-order?orderNo=W55'));
    const [lost, retry] = creates();
    expect(lost?.body).toMatchObject({ fee: '1' });
    expect(retry?.body).toMatchObject({ fee: '2' });
    expect(retry?.headers['Idempotency-Key']).toBe(lost?.headers['Idempotency-Key']);
  });
});

describe('withdrawal form with the second factor and the identity limit', () => {
  it('with two-factor sign-in on asks for the code, shows a wrong one under it, and sends the next', async () => {
    twoFactorEnabled = true;
    let first = true;
    createReply = () => {
      if (first) {
        first = false;
        return fail(422, 'VALIDATION_FAILED', 'Input invalid', { errors: { totp: [WRONG_CODE] } });
      }
      return ok(withdrawalOrder({ orderNo: 'W55' }));
    };
    const app = await openForm();
    const dialog = await throughToPassword();
    await typePasscode('24680135');
    // The code is required before anything is sent.
    await u().click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await dialog.findByText('Please enter the code')).toBeTruthy();
    expect(creates()).toHaveLength(0);
    await u().type(dialog.getByLabelText('Authenticator code'), '123456');
    await u().click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await dialog.findByText(WRONG_CODE)).toBeTruthy();
    expect((dialog.getByLabelText('Authenticator code') as HTMLInputElement).value).toBe('');
    await u().type(dialog.getByLabelText('Authenticator code'), '654321');
    await u().click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(app.location()).toBe('/pages/finance/withdrawal-order?orderNo=W55'));
    const [wrong, sent] = creates();
    expect(wrong?.body).toMatchObject({ withdrawalPassword: '24680135', totp: '123456' });
    expect(sent?.body).toEqual({
      configId: 'usdt_trc20',
      amount: '20',
      address: TRON_ADDRESS,
      withdrawalPassword: '24680135',
      fee: '1',
      totp: '654321',
    });
  });

  it('a retry after a lost answer with a fresh code keeps the Idempotency-Key', async () => {
    twoFactorEnabled = true;
    let first = true;
    createReply = () => {
      if (first) {
        first = false;
        return fail(503, 'SERVICE_UNAVAILABLE', 'Service unavailable');
      }
      return ok(withdrawalOrder({ orderNo: 'W55' }));
    };
    const app = await openForm();
    let dialog = await throughToPassword();
    await typePasscode('24680135');
    await u().type(dialog.getByLabelText('Authenticator code'), '111111');
    await u().click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(creates()).toHaveLength(1));
    // No answer: the person is told it may have been sent, not that it failed.
    const uncertain =
      'Your withdrawal could not be confirmed (Service unavailable). It may have been sent: check your withdrawal history before trying again. Confirming again with the same details never sends it twice.';
    const notice = within((await screen.findByText(uncertain)).closest('[role="dialog"]') as HTMLElement);
    await u().click(notice.getByRole('button', { name: 'OK' }));
    // The notice leaves after its closing animation, which a loaded test worker once took over 4 s to run.
    await waitFor(() => expect(screen.queryByText(uncertain)).toBeNull(), { timeout: 10_000 });
    // The dialogs close, the figures stay; the person confirms again with a fresh code.
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await u().click(within(await lastDialog()).getByRole('button', { name: 'Confirm' }));
    const hint = await screen.findByText('Enter your withdrawal password to send this withdrawal');
    dialog = within(hint.closest('[role="dialog"]') as HTMLElement);
    await typePasscode('24680135');
    await u().type(dialog.getByLabelText('Authenticator code'), '222222');
    await u().click(dialog.getByRole('button', { name: 'Confirm', hidden: true }));
    await waitFor(() => expect(app.location()).toBe('/pages/finance/withdrawal-order?orderNo=W55'));
    const [lost, retry] = creates();
    expect(lost?.headers['Idempotency-Key']).toBeTruthy();
    expect(retry?.headers['Idempotency-Key']).toBe(lost?.headers['Idempotency-Key']);
    expect(retry?.body).toMatchObject({ totp: '222222' });
  });

  it('shows the code field when the server asks for it, keeping the typed password', async () => {
    let first = true;
    createReply = () => {
      if (first) {
        first = false;
        return fail(403, 'WITHDRAWAL_TOTP_REQUIRED', 'Enter the code from your authenticator app');
      }
      return ok(withdrawalOrder({ orderNo: 'W55' }));
    };
    const app = await openForm();
    const dialog = await throughToPassword();
    expect(dialog.queryByLabelText('Authenticator code')).toBeNull();
    await typePasscode('24680135');
    await u().click(dialog.getByRole('button', { name: 'Confirm' }));
    const field = await within(await lastDialog()).findByLabelText('Authenticator code');
    await u().type(field, '123456');
    await u().click(within(await lastDialog()).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(app.location()).toBe('/pages/finance/withdrawal-order?orderNo=W55'));
    expect(creates()[1]?.body).toMatchObject({ withdrawalPassword: '24680135', totp: '123456' });
  });

  it('above the identity limit says so and leads to identity verification', async () => {
    const message =
      'Withdrawals above 1,000 USDT a day need a verified identity; please verify your identity first';
    createReply = () => fail(403, 'KYC_REQUIRED', message);
    const app = await openForm();
    const dialog = await throughToPassword();
    await typePasscode('24680135');
    await u().click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText('Identity verification required')).toBeTruthy();
    await u().click(within(await lastDialog()).getByRole('button', { name: 'Verify now' }));
    await waitFor(() => expect(app.location()).toBe('/pages/profile/realname-auth'));
    expect(creates()).toHaveLength(1);
  });
});
