import type { AdminContractConfig } from '@halcyon/api';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app.tsx';
import { fakeServer, InertWebSocket, signedInAs } from '../../../test/fake-server.ts';

const config: AdminContractConfig = {
  currency: 'USDT',
  minAmount: '10',
  maxAmount: '50000',
  periods: [
    { seconds: 30, payoutRate: '0.8', enabled: true },
    { seconds: 60, payoutRate: '0.85', enabled: true },
  ],
};

/** antd labels every dialog by the same id in tests ("test-id"): found by its title instead. */
async function dialogTitled(title: string): Promise<HTMLElement> {
  return (await screen.findByText(title)).closest('[role="dialog"]') as HTMLElement;
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', InertWebSocket);
  window.location.hash = '#/configuration';
});

/** The form item (label, input and its messages) of the input labelled `label`. */
function itemOf(label: string): HTMLElement {
  const item = screen.getByLabelText(label).closest<HTMLElement>('.ant-form-item');
  if (!item) throw new Error(`no form item around ${label}`);
  return item;
}

describe('the second contracts tab', () => {
  // The configuration page draws its App tab first: slow in jsdom on a loaded machine.
  it('shows the server’s 422 field messages under their fields (a period’s rate under that period)', {
    timeout: 120_000,
  }, async () => {
    const rate = 'Enter a payout rate above 0 and at most 10, with at most 18 decimals';
    const amount = 'Enter an amount above 0, with at most 18 digits before the decimal point and 8 after';
    const server = fakeServer({
      'GET /auth/me': signedInAs('owner'),
      'GET /config/app': () => ({
        data: { appName: 'Halcyon', appLogo: '', banners: [], notice: {}, aboutUs: {} },
      }),
      'GET /config/contracts': () => ({ data: config }),
      'PUT /config/contracts': () => ({
        status: 422,
        code: 'VALIDATION_FAILED',
        message: 'Input invalid, please check and retry',
        errors: { maxAmount: [amount], 'periods.1.payoutRate': [rate] },
      }),
    });
    render(<App nonce={undefined} />);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('tab', { name: 'Second contracts' }, { timeout: 15_000 }));
    const max = await screen.findByLabelText('Maximum stake (USDT)');
    await user.clear(max);
    await user.type(max, '1234567890123456789012');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await within(itemOf('Maximum stake (USDT)')).findByText(amount)).toBeTruthy();
    expect(within(itemOf('Payout rate of 60 s')).getByText(rate)).toBeTruthy();
    expect(within(itemOf('Payout rate of 30 s')).queryByText(rate)).toBeNull();
    // Said once: the alert gives the refusal, the fields what was wrong with each.
    expect(screen.getAllByText(rate)).toHaveLength(1);
    expect(screen.getByText('Input invalid, please check and retry')).toBeTruthy();
    expect(server.calls.filter((call) => call.method === 'PUT')[0]?.body).toMatchObject({
      maxAmount: '1234567890123456789012',
    });
  });

  it('asks before saving a payout rate above 1, and saves one below it at once', {
    timeout: 120_000,
  }, async () => {
    const server = fakeServer({
      'GET /auth/me': signedInAs('owner'),
      'GET /config/app': () => ({
        data: { appName: 'Halcyon', appLogo: '', banners: [], notice: {}, aboutUs: {} },
      }),
      'GET /config/contracts': () => ({ data: config }),
      'PUT /config/contracts': (call) => ({ data: { ...config, ...(call.body as object) } }),
    });
    render(<App nonce={undefined} />);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('tab', { name: 'Second contracts' }, { timeout: 15_000 }));
    const rate = await screen.findByLabelText('Payout rate of 30 s');
    const sent = () => server.calls.filter((call) => call.method === 'PUT').map((call) => call.body);

    fireEvent.change(rate, { target: { value: '1.5' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const question = await dialogTitled('Payout rate above 1?');
    expect(within(question).getByText('30 s: 1.5, a win pays 150% of the stake as profit')).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(
      within(await dialogTitled('Payout rate above 1?')).getByRole('button', {
        name: 'OK',
      }),
    );
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect((sent()[0] as AdminContractConfig).periods[0]).toEqual({
      seconds: 30,
      payoutRate: '1.5',
      enabled: true,
    });

    // Below 1: saved without a question.
    fireEvent.change(rate, { target: { value: '0.95' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
