import type { AdminRechargeOrder, AdminWithdrawalOrder } from '@halcyon/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, InertWebSocket, signedInAs } from '../../../test/fake-server.ts';
import { App } from '../../app/app.tsx';

const USER = {
  userId: 'u1',
  account: 'alice',
  email: 'alice@example.com',
  registeredAt: Date.now() - 3 * 86_400_000,
  kycStatus: 'none',
  status: 'active' as const,
  frozenReason: null,
};
const FROZEN_USER = { ...USER, status: 'frozen' as const, frozenReason: 'Chargeback fraud' };

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
  user: USER,
  reference: null,
  decidedBy: null,
  decidedAt: null,
};

const withdrawal: AdminWithdrawalOrder = {
  orderNo: 'W200',
  configId: 'usdt_trc20',
  currency: 'USDT',
  network: 'TRC20',
  method: 'crypto',
  amount: '20',
  fee: '1',
  actualAmount: '20',
  totalAmount: '21',
  address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  remark: null,
  status: 'pending',
  rejectReason: null,
  txId: null,
  createdAt: Date.now(),
  updatedAt: Date.now(),
  processedAt: null,
  completedAt: null,
  user: USER,
  recentDeposits: [{ orderNo: 'R100', actualAmount: '99.9', completedAt: Date.now() }],
  takenBy: null,
  approvedBy: null,
  needsSecondApproval: false,
  failReason: null,
  decidedBy: null,
};

const page = <T,>(items: T[]) => ({
  items,
  pagination: { total: items.length, page: 1, limit: 20, totalPages: 1 },
});
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
    const server = fakeServer({
      'GET /auth/me': signedInAs('finance'),
      'GET /recharge/orders': () => ({ data: page([recharge]) }),
      'POST /recharge/orders/R100/approve': () => ({ data: { ...recharge, status: 'completed' } }),
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
    const server = fakeServer({
      'GET /auth/me': signedInAs('finance'),
      'GET /recharge/orders': () => ({ data: page([recharge]) }),
      'POST /recharge/orders/R100/reject': () => ({ data: { ...recharge, status: 'rejected' } }),
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

describe('withdrawal review', () => {
  it('takes a withdrawal, then completes it with the transaction id, with the user facts beside it', async () => {
    window.location.hash = '#/withdrawals';
    const server = fakeServer({
      'GET /auth/me': signedInAs('finance'),
      'GET /withdrawal/orders': () => ({ data: page([withdrawal]) }),
      'POST /withdrawal/orders/W200/take': () => ({
        data: { ...withdrawal, status: 'processing', takenBy: 'The finance' },
      }),
      'POST /withdrawal/orders/W200/complete': () => ({
        data: { ...withdrawal, status: 'completed', txId: 'abc123' },
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

  it("follows another operator's decision: after a refused take the dialog shows who took it and what is left", async () => {
    window.location.hash = '#/withdrawals';
    let current = withdrawal;
    fakeServer({
      'GET /auth/me': signedInAs('finance'),
      'GET /withdrawal/orders': () => ({ data: page([current]) }),
      'POST /withdrawal/orders/W200/take': () => {
        // Mia took it a moment earlier.
        current = {
          ...withdrawal,
          status: 'processing',
          takenBy: 'Mia',
          updatedAt: withdrawal.updatedAt + 1_000,
        };
        return { status: 409, code: 'ORDER_STATE_CONFLICT', message: 'This order has already been handled' };
      },
    });
    render(<App nonce={undefined} />);
    await u().click(await screen.findByRole('button', { name: 'Review' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog');
    await u().click(within(dialog).getByRole('button', { name: 'Take' }));
    expect(await screen.findByText('This order has already been handled')).toBeTruthy();
    expect(await within(dialog).findByText('Mia')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Take' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Complete with transaction ID' })).toBeTruthy();
  }, 60_000);

  it("warns that a frozen owner's withdrawal is not paid out and offers only its release", async () => {
    window.location.hash = '#/withdrawals';
    const taken = { ...withdrawal, orderNo: 'W201', status: 'processing' as const, takenBy: 'Mia' };
    fakeServer({
      'GET /auth/me': signedInAs('finance'),
      'GET /withdrawal/orders': () => ({
        data: page([
          { ...withdrawal, user: FROZEN_USER },
          { ...taken, user: FROZEN_USER },
        ]),
      }),
    });
    render(<App nonce={undefined} />);
    const [first, second] = await screen.findAllByRole('button', { name: 'Review' }, { timeout: 30_000 });
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
      'GET /recharge/orders': () => ({ data: page([{ ...recharge, user: FROZEN_USER }]) }),
    });
    render(<App nonce={undefined} />);
    await u().click(await screen.findByRole('button', { name: 'Review' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/account is frozen. Crediting the deposit is allowed/)).toBeTruthy();
    expect(within(dialog).getByText('Freeze reason: Chargeback fraud')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Approve and credit' })).toBeTruthy();
  }, 60_000);
});
