import type { RechargeConfig, WithdrawalConfig } from '@halcyon/api';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, InertWebSocket, signedInAs } from '../../../test/fake-server.ts';
import { App } from '../../app/app.tsx';

const rechargeConfig: RechargeConfig = {
  id: 'crypto_001',
  name: 'USDT TRC20',
  currency: 'USDT',
  network: 'TRC20',
  paymentInfo: {
    network: 'TRC20',
    address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    bankName: null,
    accountName: null,
    accountNumber: null,
    bankCode: null,
  },
  minAmount: '10',
  maxAmount: '100000',
  feeRate: '0.001',
  active: true,
  sortOrder: 1,
};

const withdrawalConfig: WithdrawalConfig = {
  id: 'usdt_trc20',
  name: 'USDT TRC20',
  currency: 'USDT',
  network: 'TRC20',
  minAmount: '10',
  maxAmount: '50000',
  fixedFee: '1',
  feeRate: '0',
  dailyLimit: '100000',
  active: true,
  sortOrder: 1,
};

/** antd labels every dialog by the same id in tests ("test-id"): found by its title instead. */
async function dialogTitled(title: string): Promise<HTMLElement> {
  return (await screen.findByText(title)).closest('[role="dialog"]') as HTMLElement;
}

/** A finance operator's console, with the deposit method's edit dialog open; saving answers what it got. */
async function editDepositMethod() {
  const server = fakeServer({
    'GET /auth/me': signedInAs('finance'),
    'GET /recharge/configs': () => ({ data: [rechargeConfig] }),
    'GET /withdrawal/configs': () => ({ data: [withdrawalConfig] }),
    'GET /withdrawal/settings': () => ({ data: { kycDailyLimit: '1000' } }),
    'PUT /recharge/configs/crypto_001': (call) => ({ data: call.body }),
  });
  render(<App nonce={undefined} />);
  const section = (await screen.findByText('Deposit methods', {}, { timeout: 30_000 })).closest('section');
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await user.click(
    await within(section as HTMLElement).findByRole('button', { name: 'Edit' }, { timeout: 30_000 }),
  );
  return { server, user, dialog: await screen.findByRole('dialog') };
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', InertWebSocket);
  window.location.hash = '#/finance-configs';
});

describe('finance settings', () => {
  it('edits a deposit method and sends the whole config, blank bank fields as null', async () => {
    const { server, user, dialog } = await editDepositMethod();
    const minimum = within(dialog).getByLabelText('Minimum');
    await user.clear(minimum);
    await user.type(minimum, '20');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({
        id: 'crypto_001',
        name: 'USDT TRC20',
        network: 'TRC20',
        address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
        bankName: null,
        accountName: null,
        accountNumber: null,
        bankCode: null,
        minAmount: '20',
        maxAmount: '100000',
        feeRate: '0.001',
        active: true,
        sortOrder: 1,
      }),
    );
  }, 60_000);

  it('names a limit that is not an amount under its field and saves nothing', async () => {
    const { server, user, dialog } = await editDepositMethod();
    for (const [label, typed] of [
      ['Minimum', '-5'],
      ['Maximum', '1e6'],
    ] as const) {
      const field = within(dialog).getByLabelText(label);
      await user.clear(field);
      await user.type(field, typed);
    }
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(
        within(dialog).getAllByText('An amount above 0, e.g. 10 or 0.5, with at most 8 decimals'),
      ).toHaveLength(2),
    );
    expect(server.calls.some((call) => call.method === 'PUT')).toBe(false);
  }, 60_000);

  it('asks before changing the receiving address of a deposit method, showing the old and the new', async () => {
    const NEW = 'TXh5Yz3wq9VbRkq3cN4pL8otSzgjLj6tZ';
    const { server, user, dialog } = await editDepositMethod();
    const address = within(dialog).getByLabelText('Receiving address');
    fireEvent.change(address, { target: { value: ` ${NEW} ` } });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    const question = await dialogTitled('Change where deposits to USDT TRC20 are paid?');
    expect(within(question).getByText(rechargeConfig.paymentInfo.address as string)).toBeTruthy();
    expect(within(question).getByText(NEW)).toBeTruthy();
    const puts = () => server.calls.filter((call) => call.method === 'PUT');
    // Cancelled: nothing is sent, the edit stays open.
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(/^Change where/)).toBeNull());
    expect(puts()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    const again = await dialogTitled('Change where deposits to USDT TRC20 are paid?');
    await user.click(within(again).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(puts().map((call) => (call.body as { address: string }).address)).toEqual([NEW]),
    );
  }, 120_000);

  it('shows a viewer the configs without edit buttons', async () => {
    fakeServer({
      'GET /auth/me': signedInAs('viewer'),
      'GET /recharge/configs': () => ({ data: [rechargeConfig] }),
      'GET /withdrawal/configs': () => ({ data: [withdrawalConfig] }),
      'GET /withdrawal/settings': () => ({ data: { kycDailyLimit: '1000' } }),
    });
    render(<App nonce={undefined} />);
    expect(await screen.findByText('usdt_trc20', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
  }, 60_000);

  it('shows the identity limit and lets finance change it', async () => {
    let limit = '1000';
    const server = fakeServer({
      'GET /auth/me': signedInAs('finance'),
      'GET /recharge/configs': () => ({ data: [rechargeConfig] }),
      'GET /withdrawal/configs': () => ({ data: [withdrawalConfig] }),
      'GET /withdrawal/settings': () => ({ data: { kycDailyLimit: limit } }),
      'PUT /withdrawal/settings': (call) => {
        limit = (call.body as { kycDailyLimit: string }).kycDailyLimit;
        return { data: { kycDailyLimit: limit } };
      },
    });
    render(<App nonce={undefined} />);
    const field = (await screen.findByLabelText(
      'Daily amount without verified identity (USDT)',
      {},
      { timeout: 30_000 },
    )) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('1000'), { timeout: 30_000 });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.clear(field);
    await user.type(field, '2500');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
        { kycDailyLimit: '2500' },
      ]),
    );
    expect(await screen.findByText('Withdrawal settings saved')).toBeTruthy();
  }, 60_000);

  it('shows a viewer the identity limit read-only', async () => {
    fakeServer({
      'GET /auth/me': signedInAs('viewer'),
      'GET /recharge/configs': () => ({ data: [rechargeConfig] }),
      'GET /withdrawal/configs': () => ({ data: [withdrawalConfig] }),
      'GET /withdrawal/settings': () => ({ data: { kycDailyLimit: '1000' } }),
    });
    render(<App nonce={undefined} />);
    const field = (await screen.findByLabelText(
      'Daily amount without verified identity (USDT)',
      {},
      { timeout: 30_000 },
    )) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('1000'), { timeout: 30_000 });
    expect(field.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  }, 60_000);

  it('says when the configs and settings failed to load, keeps the limit locked, and loads them on retry', async () => {
    const DOWN = { status: 500, code: 'INTERNAL_ERROR', message: 'The server had a problem (ref 9c1d)' };
    let up = false;
    fakeServer({
      'GET /auth/me': signedInAs('finance'),
      'GET /recharge/configs': () => (up ? { data: [rechargeConfig] } : DOWN),
      'GET /withdrawal/configs': () => (up ? { data: [withdrawalConfig] } : DOWN),
      'GET /withdrawal/settings': () => (up ? { data: { kycDailyLimit: '1000' } } : DOWN),
    });
    render(<App nonce={undefined} />);
    // Deposit methods, withdrawal networks and the settings: each says it failed, none shows "No data".
    await waitFor(() => expect(screen.getAllByText(DOWN.message)).toHaveLength(3), { timeout: 30_000 });
    expect(screen.getAllByText('Not loaded')).toHaveLength(2);
    expect(screen.queryAllByText('No data')).toEqual([]);
    const field = screen.getByLabelText('Daily amount without verified identity (USDT)') as HTMLInputElement;
    expect(field.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);

    up = true;
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    for (const retry of screen.getAllByRole('button', { name: 'Try again' })) await user.click(retry);
    await waitFor(() => expect(screen.queryByText(DOWN.message)).toBeNull());
    expect(await screen.findByText('usdt_trc20')).toBeTruthy();
    expect(screen.getByText('crypto_001')).toBeTruthy();
    await waitFor(() => expect(field.value).toBe('1000'));
    expect(field.disabled).toBe(false);
  }, 60_000);
});
