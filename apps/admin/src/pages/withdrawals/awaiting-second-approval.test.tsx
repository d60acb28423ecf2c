import type { AdminWithdrawalOrder } from '@halcyon/api';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/frame/session.ts';
import { financeOrders } from '../../../test/fake-finance-orders.ts';
import { fakeServer, InertWebSocket, signedInAs } from '../../../test/fake-server.ts';
import { withdrawal } from '../../../test/finance-fixtures.ts';
import { App } from '../../app/app.tsx';
import { FINANCE_KEYS } from '../finance/finance-api.ts';

// An order awaiting a second finance operator's approval is "processing", like those being paid out, and
// the queue opens on "pending": the second operator had to know to switch to Processing and look for the
// tag. The queue now shows how many await it, and shows them at one press.

const large = (overrides: Partial<AdminWithdrawalOrder>): AdminWithdrawalOrder => ({
  ...withdrawal,
  amount: '10000',
  status: 'processing',
  needsSecondApproval: true,
  takenBy: 'op-mia',
  takenByName: 'Mia',
  ...overrides,
});

/** The signed-in operator is "The finance" (op-finance): W402 is theirs to wait on, W401 theirs to approve. */
const ORDERS = [
  { ...withdrawal, orderNo: 'W400' },
  large({ orderNo: 'W401' }),
  large({ orderNo: 'W402', takenBy: 'op-finance', takenByName: 'The finance' }),
  large({ orderNo: 'W403', approvedBy: 'op-lee', approvedByName: 'Lee' }),
  { ...withdrawal, orderNo: 'W404', status: 'processing' as const, takenBy: 'op-mia', takenByName: 'Mia' },
];

const u = () => userEvent.setup({ pointerEventsCheck: 0 });
const rowOf = (orderNo: string) => screen.getByRole('cell', { name: orderNo }).closest('tr') as HTMLElement;
const shownOrders = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryByText(/^W\d+$/)?.textContent);

beforeEach(() => {
  vi.stubGlobal('WebSocket', InertWebSocket);
});

async function openQueue() {
  window.location.hash = '#/withdrawals';
  const withdrawals = financeOrders('withdrawal', ORDERS);
  const server = fakeServer({ 'GET /auth/me': signedInAs('finance'), ...withdrawals.routes });
  render(<App nonce={undefined} />);
  await screen.findByRole('cell', { name: 'W400' }, { timeout: 30_000 });
  return { withdrawals, server };
}

describe('the withdrawal queue: orders awaiting a second approval', () => {
  it('counts them while showing the pending ones, shows them at one press, and marks the one this operator took', async () => {
    const { server } = await openQueue();
    const shortcut = await screen.findByRole('button', { name: 'Awaiting second approval (2)' });
    expect(shortcut.getAttribute('aria-pressed')).toBe('false');

    await u().click(shortcut);
    await waitFor(() => expect(shownOrders()).toEqual(['W401', 'W402']));
    expect(server.calls.at(-1)?.query).toMatchObject({ status: 'awaiting-second-approval' });
    expect(shortcut.getAttribute('aria-pressed')).toBe('true');
    // The status filter says what is shown.
    const status = screen.getByRole('combobox', { name: 'Status' }).closest('.ant-select') as HTMLElement;
    expect(within(status).getByTitle('Awaiting second approval')).toBeTruthy();
    // The one the operator took is theirs to wait on: another operator gives its approval.
    expect(within(rowOf('W402')).getByText('The finance (you)')).toBeTruthy();
    expect(within(rowOf('W401')).getByText('Mia')).toBeTruthy();
    expect(within(rowOf('W401')).queryByText(/\(you\)/)).toBeNull();

    // Pressed again: back to the pending ones.
    await u().click(shortcut);
    await waitFor(() => expect(shownOrders()).toEqual(['W400']));
    expect(shortcut.getAttribute('aria-pressed')).toBe('false');
  }, 60_000);

  it('is one of the status filter’s choices too', async () => {
    await openQueue();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByTitle('Awaiting second approval'));
    await waitFor(() => expect(shownOrders()).toEqual(['W401', 'W402']));
    expect(
      screen.getByRole('button', { name: 'Awaiting second approval (2)' }).getAttribute('aria-pressed'),
    ).toBe('true');
  }, 60_000);

  it('follows another operator’s approval: the order leaves the list and the count', async () => {
    const { withdrawals } = await openQueue();
    await u().click(await screen.findByRole('button', { name: 'Awaiting second approval (2)' }));
    await waitFor(() => expect(shownOrders()).toEqual(['W401', 'W402']));

    withdrawals.update('W401', { approvedBy: 'op-lee', approvedByName: 'Lee' });
    await act(() => queryClient.invalidateQueries({ queryKey: FINANCE_KEYS.withdrawals }));
    await waitFor(() => expect(shownOrders()).toEqual(['W402']));
    expect(screen.getByRole('button', { name: 'Awaiting second approval (1)' })).toBeTruthy();
  }, 60_000);
});
