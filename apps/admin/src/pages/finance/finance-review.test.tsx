import type { AdminRechargeOrder, AdminWithdrawalOrder } from '@halcyon/api';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/frame/session.ts';
import { financeOrders } from '../../../test/fake-finance-orders.ts';
import { fakeServer, InertWebSocket, signedInAs } from '../../../test/fake-server.ts';
import { ORDER_USER, withdrawal } from '../../../test/finance-fixtures.ts';
import { App } from '../../app/app.tsx';
import { FINANCE_KEYS } from './finance-api.ts';

const FROZEN_USER = { ...ORDER_USER, status: 'frozen' as const, frozenReason: 'Chargeback fraud' };

const recharge: AdminRechargeOrder = {
  orderNo: 'R100',
  configId: 'crypto_001',
  configName: 'USDT TRC20',
  currency: 'USDT',
  method: 'TRC20',
  amount: '100',
  fee: '0.1',
  actualAmount: '99.9',
  remark: null,
  status: 'pending',
  proofFileId: 'f1',
  proofUrl: '/api/uniapp/files/f1',
  proofAdminUrl: '/api/admin/files/f1',
  paymentInfo: {
    network: 'TRC20',
    address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    bankName: null,
    accountName: null,
    accountNumber: null,
    bankCode: null,
  },
  rejectReason: null,
  createdAt: Date.now(),
  updatedAt: Date.now(),
  completedAt: null,
  expiresAt: Date.now() + 86_400_000,
  user: ORDER_USER,
  reference: null,
  decidedBy: null,
  decidedByName: null,
  decidedAt: null,
};

/** Shows the queue's orders of one status (it opens on "Pending", as the server's default). */
async function showStatus(label: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Status' }, { timeout: 30_000 }));
  fireEvent.click(await screen.findByTitle(label));
}
/** What a push about a queue does (the dialog's own timer does the same every 15 s): read it again. */
const queueChanged = (queue: readonly string[]) =>
  act(() => queryClient.invalidateQueries({ queryKey: queue }));
// antd's modal animates in; the operator waits for it, the test need not.
const u = () => userEvent.setup({ pointerEventsCheck: 0 });

/** jsdom has no ResizeObserver; the reason's text area asks for one. */
class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', InertWebSocket);
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
});

describe('deposit review', () => {
  it('shows the proof with zoom and approves with a reference', async () => {
    window.location.hash = '#/recharges';
    const deposits = financeOrders('recharge', [recharge]);
    const server = fakeServer({
      'GET /auth/me': signedInAs('finance'),
      ...deposits.routes,
      'POST /recharge/orders/R100/approve': () => ({
        data: deposits.update('R100', { status: 'completed' }),
      }),
    });
    render(<App nonce={undefined} />);
    await u().click(await screen.findByRole('button', { name: 'Review' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog');
    const proof = within(dialog).getByRole('img', {
      name: 'Payment proof of order R100',
    }) as HTMLImageElement;
    expect(proof.getAttribute('src')).toBe('/api/admin/files/f1');
    await u().click(within(dialog).getByText('4×'));
    expect(proof.style.width).toBe('400%');
    await u().click(within(dialog).getByRole('button', { name: 'Approve and credit' }));
    await u().type(within(dialog).getByLabelText('Reference'), 'TXREF-1');
    await u().click(
      within(dialog).getAllByRole('button', { name: 'Approve and credit' }).at(-1) as HTMLElement,
    );
    await waitFor(() =>
      expect(server.calls.some((call) => call.path === '/recharge/orders/R100/approve')).toBe(true),
    );
    expect(server.calls.find((call) => call.path === '/recharge/orders/R100/approve')?.body).toEqual({
      reference: 'TXREF-1',
    });
  }, 60_000);

  it('rejects only with a reason, sent as written', async () => {
    window.location.hash = '#/recharges';
    const deposits = financeOrders('recharge', [recharge]);
    const server = fakeServer({
      'GET /auth/me': signedInAs('finance'),
      ...deposits.routes,
      'POST /recharge/orders/R100/reject': () => ({ data: deposits.update('R100', { status: 'rejected' }) }),
    });
    render(<App nonce={undefined} />);
    await u().click(await screen.findByRole('button', { name: 'Review' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog');
    await u().click(within(dialog).getByRole('button', { name: 'Reject' }));
    await u().click(within(dialog).getAllByRole('button', { name: 'Reject' }).at(-1) as HTMLElement);
    expect(await within(dialog).findByText('Please give a reason (at most 500 characters)')).toBeTruthy();
    await u().type(
      within(dialog).getByLabelText('Reason shown to the user'),
      'The amount on the proof does not match.',
    );
    await u().click(within(dialog).getAllByRole('button', { name: 'Reject' }).at(-1) as HTMLElement);
    await waitFor(() =>
      expect(server.calls.find((call) => call.path === '/recharge/orders/R100/reject')?.body).toEqual({
        reason: 'The amount on the proof does not match.',
      }),
    );
  }, 60_000);
});

describe("another operator's decision on an open deposit", () => {
  it('shows it approved, and by whom, instead of closing, and offers no decision', async () => {
    window.location.hash = '#/recharges';
    const deposits = financeOrders('recharge', [recharge]);
    fakeServer({ 'GET /auth/me': signedInAs('finance'), ...deposits.routes });
    render(<App nonce={undefined} />);
    await u().click(await screen.findByRole('button', { name: 'Review' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Approve and credit' })).toBeTruthy();

    deposits.update('R100', {
      status: 'completed',
      decidedBy: 'op-bo',
      decidedByName: 'Bo',
      decidedAt: Date.now(),
      reference: 'TX-9',
    });
    await queueChanged(FINANCE_KEYS.recharges);
    expect(await within(dialog).findByText('TX-9')).toBeTruthy();
    expect(within(dialog).getByText('Approved by Bo')).toBeTruthy();
    // The name, not the operator id, in the alert and in the order's facts.
    expect(within(dialog).getByText('Bo')).toBeTruthy();
    expect(within(dialog).queryByText(/op-bo/)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Approve and credit' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(screen.getByRole('dialog')).toBe(dialog);
  }, 60_000);

  it('after a refused rejection (409), shows the approval that came first', async () => {
    window.location.hash = '#/recharges';
    const deposits = financeOrders('recharge', [recharge]);
    fakeServer({
      'GET /auth/me': signedInAs('finance'),
      ...deposits.routes,
      'POST /recharge/orders/R100/reject': () => {
        deposits.update('R100', {
          status: 'completed',
          decidedBy: 'op-bo',
          decidedByName: 'Bo',
          decidedAt: Date.now(),
        });
        return { status: 409, code: 'ORDER_STATUS_CHANGED', message: 'This order has already been handled' };
      },
    });
    render(<App nonce={undefined} />);
    await u().click(await screen.findByRole('button', { name: 'Review' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog');
    await u().click(within(dialog).getByRole('button', { name: 'Reject' }));
    await u().type(within(dialog).getByLabelText('Reason shown to the user'), 'No payment arrived.');
    await u().click(within(dialog).getAllByRole('button', { name: 'Reject' }).at(-1) as HTMLElement);
    expect(await screen.findByText('This order has already been handled')).toBeTruthy();
    expect(await within(dialog).findByText('Bo')).toBeTruthy();
    expect(within(dialog).getByText('Approved by Bo')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Reason shown to the user')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).toBeNull();
  }, 60_000);
});

/** A large withdrawal being processed, above the four-eyes amount: the queue's order, with `overrides`. */
const largeProcessing = (overrides: Partial<AdminWithdrawalOrder>): AdminWithdrawalOrder => ({
  ...withdrawal,
  amount: '10000',
  status: 'processing',
  needsSecondApproval: true,
  ...overrides,
});

/** A finance operator's withdrawal queue holding `orders`, showing those being processed; its first Review. */
async function openProcessingQueue(orders: AdminWithdrawalOrder[]) {
  window.location.hash = '#/withdrawals';
  const withdrawals = financeOrders('withdrawal', orders);
  fakeServer({ 'GET /auth/me': signedInAs('finance'), ...withdrawals.routes });
  render(<App nonce={undefined} />);
  await showStatus('Processing');
  return { withdrawals, review: await screen.findByRole('button', { name: 'Review' }, { timeout: 30_000 }) };
}

describe('withdrawal review', () => {
  it('takes a withdrawal, then completes it with the transaction id, with the user facts beside it', async () => {
    window.location.hash = '#/withdrawals';
    const withdrawals = financeOrders('withdrawal', [withdrawal]);
    const server = fakeServer({
      'GET /auth/me': signedInAs('finance'),
      ...withdrawals.routes,
      'POST /withdrawal/orders/W200/take': () => ({
        data: withdrawals.update('W200', {
          status: 'processing',
          takenBy: 'op-finance',
          takenByName: 'The finance',
        }),
      }),
      'POST /withdrawal/orders/W200/complete': () => ({
        data: withdrawals.update('W200', { status: 'completed', txId: 'abc123' }),
      }),
    });
    render(<App nonce={undefined} />);
    await u().click(await screen.findByRole('button', { name: 'Review' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('3 days', { exact: false })).toBeTruthy();
    expect(within(dialog).getByText('99.9 USDT', { exact: false })).toBeTruthy();
    await u().click(within(dialog).getByRole('button', { name: 'Take' }));
    await u().click(await within(dialog).findByRole('button', { name: 'Complete with transaction ID' }));
    await u().type(within(dialog).getByLabelText('Transaction ID'), 'abc123');
    await u().click(
      within(dialog).getAllByRole('button', { name: 'Complete with transaction ID' }).at(-1) as HTMLElement,
    );
    await waitFor(() =>
      expect(server.calls.find((call) => call.path === '/withdrawal/orders/W200/complete')?.body).toEqual({
        txId: 'abc123',
      }),
    );
  }, 60_000);

  it('a double click on Take takes it once, with no refusal shown for a second take', async () => {
    window.location.hash = '#/withdrawals';
    const withdrawals = financeOrders('withdrawal', [withdrawal]);
    let taken = false;
    const server = fakeServer({
      'GET /auth/me': signedInAs('finance'),
      ...withdrawals.routes,
      'POST /withdrawal/orders/W200/take': () => {
        // As the server does: a second take of a taken order is refused.
        if (taken)
          return {
            status: 409,
            code: 'ORDER_STATE_CONFLICT',
            message: 'This order has already been handled',
          };
        taken = true;
        return {
          data: withdrawals.update('W200', {
            status: 'processing',
            takenBy: 'op-finance',
            takenByName: 'The finance',
          }),
        };
      },
    });
    render(<App nonce={undefined} />);
    await u().click(await screen.findByRole('button', { name: 'Review' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog');
    const take = within(dialog).getByRole('button', { name: 'Take' });
    fireEvent.click(take);
    fireEvent.click(take);
    expect(await within(dialog).findByRole('button', { name: 'Complete with transaction ID' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls.filter((call) => call.path === '/withdrawal/orders/W200/take')).toHaveLength(1);
    expect(screen.queryByText('This order has already been handled')).toBeNull();
  }, 60_000);

  it("says in words whether the person's identity is verified, not as the server's code", async () => {
    window.location.hash = '#/withdrawals';
    const verified = { ...withdrawal, user: { ...ORDER_USER, kycStatus: 'verified' as const } };
    fakeServer({ 'GET /auth/me': signedInAs('finance'), ...financeOrders('withdrawal', [verified]).routes });
    render(<App nonce={undefined} />);
    await u().click(await screen.findByRole('button', { name: 'Review' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog');
    // The cell beside the "Identity" header of the person's facts.
    const identity = within(dialog).getByText('Identity').closest('th')?.nextElementSibling;
    expect(identity?.textContent).toBe('Verified');
  }, 60_000);

  it("follows another operator's decision: after a refused take the dialog shows who took it and what is left", async () => {
    window.location.hash = '#/withdrawals';
    const withdrawals = financeOrders('withdrawal', [withdrawal]);
    fakeServer({
      'GET /auth/me': signedInAs('finance'),
      ...withdrawals.routes,
      'POST /withdrawal/orders/W200/take': () => {
        // Mia took it a moment earlier: it has left the pending queue.
        withdrawals.update('W200', { status: 'processing', takenBy: 'op-mia', takenByName: 'Mia' });
        return { status: 409, code: 'ORDER_STATE_CONFLICT', message: 'This order has already been handled' };
      },
    });
    render(<App nonce={undefined} />);
    await u().click(await screen.findByRole('button', { name: 'Review' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog');
    await u().click(within(dialog).getByRole('button', { name: 'Take' }));
    expect(await screen.findByText('This order has already been handled')).toBeTruthy();
    expect(await within(dialog).findByText('Mia')).toBeTruthy();
    expect(within(dialog).getByText('Taken by Mia')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Take' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Complete with transaction ID' })).toBeTruthy();
  }, 60_000);

  it('shows a take by another operator in the open dialog, which then offers no Take', async () => {
    window.location.hash = '#/withdrawals';
    const withdrawals = financeOrders('withdrawal', [withdrawal]);
    fakeServer({ 'GET /auth/me': signedInAs('finance'), ...withdrawals.routes });
    render(<App nonce={undefined} />);
    await u().click(await screen.findByRole('button', { name: 'Review' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Take' })).toBeTruthy();

    withdrawals.update('W200', { status: 'processing', takenBy: 'op-mia', takenByName: 'Mia' });
    await queueChanged(FINANCE_KEYS.withdrawals);
    expect(await within(dialog).findByText('Mia')).toBeTruthy();
    expect(within(dialog).getByText('Processing')).toBeTruthy();
    expect(within(dialog).getByText('Taken by Mia')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Take' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Complete with transaction ID' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Review' })).toBeNull();
  }, 60_000);

  it('follows a second approval, then a completion, by others: the approve step and a half-filled failure go', async () => {
    const { withdrawals, review } = await openProcessingQueue([
      largeProcessing({ orderNo: 'W300', takenBy: 'op-mia', takenByName: 'Mia' }),
    ]);
    await u().click(review);
    const dialog = await screen.findByRole('dialog');
    const approve = { name: 'Approve (second pair of eyes)' };
    const needsSecond =
      'Above the four-eyes amount: another finance operator must approve before completion.';
    expect(within(dialog).getByRole('button', approve)).toBeTruthy();
    expect(within(dialog).getByText(needsSecond)).toBeTruthy();

    withdrawals.update('W300', { approvedBy: 'op-lee', approvedByName: 'Lee' });
    await queueChanged(FINANCE_KEYS.withdrawals);
    expect(await within(dialog).findByText('Lee')).toBeTruthy();
    expect(within(dialog).getByText('Second approval given by Lee')).toBeTruthy();
    expect(within(dialog).queryByRole('button', approve)).toBeNull();
    // Given: the warning that it is still needed goes, or it would contradict the Complete button.
    expect(within(dialog).queryByText(needsSecond)).toBeNull();
    await u().click(within(dialog).getByRole('button', { name: 'Mark failed' }));
    expect(within(dialog).getByLabelText('Reason shown to the user')).toBeTruthy();

    withdrawals.update('W300', {
      status: 'completed',
      txId: 'f00d',
      decidedBy: 'op-mia',
      decidedByName: 'Mia',
    });
    await queueChanged(FINANCE_KEYS.withdrawals);
    expect(await within(dialog).findByText('f00d')).toBeTruthy();
    expect(within(dialog).getByText('Completed by Mia')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Reason shown to the user')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Mark failed' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Complete with transaction ID' })).toBeNull();
  }, 60_000);

  it('does not offer the second approval to the operator who took the withdrawal, and says why', async () => {
    const { review } = await openProcessingQueue([
      largeProcessing({ orderNo: 'W301', takenBy: 'op-finance', takenByName: 'The finance' }),
    ]);
    await u().click(review);
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        'Above the four-eyes amount: you took this withdrawal, so another finance operator must give the second approval before completion.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Approve (second pair of eyes)' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Complete with transaction ID' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Mark failed' })).toBeTruthy();
  }, 60_000);

  it('names the operators in the queue and the dialog, and shows the id of one whose row is gone', async () => {
    const { review } = await openProcessingQueue([
      largeProcessing({
        orderNo: 'W302',
        takenBy: 'op-mia',
        takenByName: 'Mia',
        // The server found no operator with this id: it sends no name.
        approvedBy: 'op-gone',
        approvedByName: null,
      }),
    ]);
    const row = review.closest('tr') as HTMLElement;
    expect(within(row).getByText('Mia')).toBeTruthy();
    expect(within(row).queryByText('op-mia')).toBeNull();

    await u().click(review);
    const dialog = await screen.findByRole('dialog');
    const fact = (label: string) => within(dialog).getByText(label).closest('tr') as HTMLElement;
    expect(within(fact('Taken by')).getByText('Mia')).toBeTruthy();
    expect(within(fact('Second approval')).getByText('op-gone')).toBeTruthy();
    expect(within(dialog).queryByText(/op-mia/)).toBeNull();
  }, 60_000);

  it('shows a freeze of the owner made while the dialog is open, and no longer offers Take', async () => {
    window.location.hash = '#/withdrawals';
    const withdrawals = financeOrders('withdrawal', [withdrawal]);
    fakeServer({ 'GET /auth/me': signedInAs('finance'), ...withdrawals.routes });
    render(<App nonce={undefined} />);
    await u().click(await screen.findByRole('button', { name: 'Review' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Take' })).toBeTruthy();

    // A freeze changes the person, not the order: its updatedAt stays.
    withdrawals.update('W200', { user: FROZEN_USER, updatedAt: withdrawal.updatedAt });
    await queueChanged(FINANCE_KEYS.withdrawals);
    expect(await within(dialog).findByText(/account is frozen: the withdrawal cannot be taken/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Take' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeTruthy();
  }, 60_000);

  it('says when the open order cannot be read again, rather than passing the row off as current', async () => {
    window.location.hash = '#/withdrawals';
    fakeServer({
      'GET /auth/me': signedInAs('finance'),
      ...financeOrders('withdrawal', [withdrawal]).routes,
      'GET /withdrawal/orders/W200': () => ({
        status: 503,
        code: 'UNAVAILABLE',
        message: 'Try again shortly',
      }),
    });
    render(<App nonce={undefined} />);
    await u().click(await screen.findByRole('button', { name: 'Review' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog');
    // A 5xx is asked again once before the read counts as failed.
    expect(
      await within(dialog).findByText(/Could not refresh this order/, {}, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(within(dialog).getByText('Try again shortly')).toBeTruthy();
    expect(within(dialog).getByText('20 USDT')).toBeTruthy();
  }, 60_000);

  it("warns that a frozen owner's withdrawal is not paid out and offers only its release", async () => {
    window.location.hash = '#/withdrawals';
    const taken = {
      ...withdrawal,
      orderNo: 'W201',
      status: 'processing' as const,
      takenBy: 'op-mia',
      takenByName: 'Mia',
    };
    const withdrawals = financeOrders('withdrawal', [
      { ...withdrawal, user: FROZEN_USER },
      { ...taken, user: FROZEN_USER },
    ]);
    fakeServer({ 'GET /auth/me': signedInAs('finance'), ...withdrawals.routes });
    render(<App nonce={undefined} />);
    await showStatus('All');
    // Both orders: the pending list, with the first alone, shows until the whole queue has loaded.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Review' })).toHaveLength(2), {
      timeout: 30_000,
    });
    const [first, second] = screen.getAllByRole('button', { name: 'Review' });
    await u().click(first as HTMLElement);
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/account is frozen: the withdrawal cannot be taken/)).toBeTruthy();
    expect(within(dialog).getByText('Freeze reason: Chargeback fraud')).toBeTruthy();
    expect(within(dialog).getByText('Frozen')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Take' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeTruthy();
    await u().click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await u().click(second as HTMLElement);
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/account is frozen/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Complete with transaction ID' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Mark failed' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeTruthy();
  }, 60_000);
});

describe("a frozen owner's deposit", () => {
  it('can still be approved, with the freeze shown to the reviewer', async () => {
    window.location.hash = '#/recharges';
    fakeServer({
      'GET /auth/me': signedInAs('finance'),
      ...financeOrders('recharge', [{ ...recharge, user: FROZEN_USER }]).routes,
    });
    render(<App nonce={undefined} />);
    await u().click(await screen.findByRole('button', { name: 'Review' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/account is frozen. Crediting the deposit is allowed/)).toBeTruthy();
    expect(within(dialog).getByText('Freeze reason: Chargeback fraud')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Approve and credit' })).toBeTruthy();
  }, 60_000);
});

describe('what the read-only viewer sees of an order', () => {
  it("says the deposit's proof is not shown to its role, instead of a broken image", async () => {
    window.location.hash = '#/recharges';
    const deposits = financeOrders('recharge', [{ ...recharge, proofAdminUrl: null }]);
    fakeServer({ 'GET /auth/me': signedInAs('viewer'), ...deposits.routes });
    render(<App nonce={undefined} />);
    await u().click(await screen.findByRole('button', { name: /Review|Open/ }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        "Your role does not see payment proofs: they show the payer's name and account.",
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('img', { name: 'Payment proof of order R100' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Approve and credit' })).toBeNull();
  }, 60_000);

  it("marks the withdrawal's address as masked, so it is not taken for one to pay to", async () => {
    window.location.hash = '#/withdrawals';
    const masked = 'TR7NHq************************Lj6t';
    const withdrawals = financeOrders('withdrawal', [{ ...withdrawal, address: masked }]);
    fakeServer({ 'GET /auth/me': signedInAs('viewer'), ...withdrawals.routes });
    render(<App nonce={undefined} />);
    await u().click(await screen.findByRole('button', { name: /Review|Open/ }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(masked)).toBeTruthy();
    expect(within(dialog).getByText('(masked for your role)', { exact: false })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Take' })).toBeNull();
  }, 60_000);

  it('offers the viewer no search by e-mail or address, which the server would not match', async () => {
    window.location.hash = '#/withdrawals';
    fakeServer({ 'GET /auth/me': signedInAs('viewer'), ...financeOrders('withdrawal', [withdrawal]).routes });
    render(<App nonce={undefined} />);
    expect(
      await screen.findByRole('searchbox', { name: 'Order number, user id or account' }, { timeout: 30_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('searchbox', { name: /e-mail/ })).toBeNull();
  }, 60_000);

  it('offers finance the search by e-mail', async () => {
    window.location.hash = '#/recharges';
    fakeServer({ 'GET /auth/me': signedInAs('finance'), ...financeOrders('recharge', [recharge]).routes });
    render(<App nonce={undefined} />);
    expect(
      await screen.findByRole(
        'searchbox',
        { name: 'Order number, user id, account or e-mail' },
        { timeout: 30_000 },
      ),
    ).toBeTruthy();
  }, 60_000);
});
