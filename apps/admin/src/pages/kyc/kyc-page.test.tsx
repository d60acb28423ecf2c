import type { AdminKycSubmission } from '@halcyon/api';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/frame/session.ts';
import { fakeServer, InertWebSocket, signedInAs } from '../../../test/fake-server.ts';
import { App } from '../../app/app.tsx';

const submission: AdminKycSubmission = {
  id: 'k1',
  user: { id: 'u1', uid: '100001', account: 'alice', email: 'alice@example.com' },
  status: 'pending',
  realName: 'Zhang San',
  idType: 'national_id',
  idNumber: '11010519491231002X',
  frontUrl: '/api/admin/files/front-1',
  backUrl: '/api/admin/files/back-1',
  submittedAt: Date.now(),
  reviewedAt: null,
  rejectReason: null,
};

// antd's modal animates in; the operator waits for it, the test need not.
const u = () => userEvent.setup({ pointerEventsCheck: 0 });

class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', InertWebSocket);
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  window.location.hash = '#/kyc';
});

describe('identity review (compliance)', () => {
  it('shows both photos side by side with the unmasked identity, and approves', async () => {
    const server = fakeServer({
      'GET /auth/me': signedInAs('compliance'),
      'GET /kyc/submissions': () => ({ data: { items: [submission] } }),
      'POST /kyc/submissions/k1/approve': () => ({ data: { ...submission, status: 'verified' } }),
    });
    render(<App nonce={undefined} />);
    await u().click(await screen.findByRole('button', { name: 'Review' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog');
    const front = within(dialog).getByRole('img', { name: 'Front of the document of alice' });
    const back = within(dialog).getByRole('img', { name: 'Back of the document of alice' });
    expect(front.getAttribute('src')).toBe('/api/admin/files/front-1');
    expect(back.getAttribute('src')).toBe('/api/admin/files/back-1');
    expect(within(dialog).getByText('11010519491231002X')).toBeTruthy();
    expect(within(dialog).getByText('alice@example.com')).toBeTruthy();
    await u().click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(server.calls.some((call) => call.path === '/kyc/submissions/k1/approve')).toBe(true),
    );
    expect(server.calls.find((call) => call.path === '/kyc/submissions/k1/approve')?.method).toBe('POST');
  }, 60_000);

  it('reads the submission in full as it opens: the queue has the name and number masked', async () => {
    const masked = { ...submission, realName: 'Z*******', idNumber: '1101**********002X' };
    const server = fakeServer({
      'GET /auth/me': signedInAs('compliance'),
      'GET /kyc/submissions': () => ({ data: { items: [masked] } }),
      'GET /kyc/submissions/k1': () => ({ data: submission }),
    });
    render(<App nonce={undefined} />);
    await u().click(await screen.findByRole('button', { name: 'Review' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog');
    // At once, not at the dialog's next poll (15 s): the reviewer compares the number with the photos.
    expect(await within(dialog).findByText('11010519491231002X', {}, { timeout: 2_000 })).toBeTruthy();
    expect(within(dialog).getByText('Zhang San')).toBeTruthy();
    expect(server.calls.filter((call) => call.path === '/kyc/submissions/k1')).toHaveLength(1);
  }, 60_000);

  it('rejects only with a reason, sent as written', async () => {
    const server = fakeServer({
      'GET /auth/me': signedInAs('compliance'),
      'GET /kyc/submissions': () => ({ data: { items: [submission] } }),
      'POST /kyc/submissions/k1/reject': () => ({ data: { ...submission, status: 'rejected' } }),
    });
    render(<App nonce={undefined} />);
    await u().click(await screen.findByRole('button', { name: 'Review' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog');
    await u().click(within(dialog).getByRole('button', { name: 'Reject' }));
    await u().click(within(dialog).getByRole('button', { name: 'Reject the submission' }));
    expect(await within(dialog).findByText('Please give a reason')).toBeTruthy();
    await u().type(within(dialog).getByLabelText('Reason shown to the person'), 'Photo too dark');
    await u().click(within(dialog).getByRole('button', { name: 'Reject the submission' }));
    await waitFor(() =>
      expect(server.calls.some((call) => call.path === '/kyc/submissions/k1/reject')).toBe(true),
    );
    expect(server.calls.find((call) => call.path === '/kyc/submissions/k1/reject')?.body).toEqual({
      reason: 'Photo too dark',
    });
  }, 60_000);

  it("follows another operator's decision: the open dialog shows it approved and offers no decision", async () => {
    let current = submission;
    fakeServer({
      'GET /auth/me': signedInAs('compliance'),
      // Filtered by status as the server does: a decided submission leaves the pending queue.
      'GET /kyc/submissions': (call) => ({
        data: { items: call.query.status === current.status ? [current] : [] },
      }),
      'GET /kyc/submissions/k1': () => ({ data: current }),
    });
    render(<App nonce={undefined} />);
    await u().click(await screen.findByRole('button', { name: 'Review' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeTruthy();

    // Another operator approves it; then the page's next refresh (every 15 s) reads the queue and the submission.
    current = { ...submission, status: 'verified', reviewedAt: Date.now() };
    await act(() => queryClient.invalidateQueries({ queryKey: ['kyc'] }));
    expect(await within(dialog).findByText('Approved')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).toBeNull();
  }, 60_000);

  it('is not in the menu of a support operator', async () => {
    fakeServer({
      'GET /auth/me': signedInAs('support'),
      'GET /kyc/submissions': () => ({ data: { items: [submission] } }),
    });
    window.location.hash = '#/dashboard';
    render(<App nonce={undefined} />);
    await screen.findAllByText('Customer service', undefined, { timeout: 30_000 });
    expect(screen.queryByText('Identity review')).toBeNull();
  }, 60_000);
});
