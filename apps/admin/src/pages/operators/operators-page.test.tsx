import type { AdminInvitation, AdminOperator } from '@halcyon/api';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app.tsx';
import { fakeServer, InertWebSocket, signedInAs } from '../../../test/fake-server.ts';

function operator(name: string): AdminOperator {
  return {
    id: `op-${name}`,
    email: `${name}@halcyon.test`,
    name,
    role: 'viewer',
    status: 'active',
    totpEnrolled: true,
    lastLoginAt: null,
    createdAt: Date.UTC(2026, 10, 1),
  };
}

const invitation: AdminInvitation = {
  id: 'inv-1',
  email: 'waiting@halcyon.test',
  name: 'Waiting',
  role: 'finance',
  invitedBy: 'op-owner',
  expiresAt: Date.UTC(2026, 10, 2),
  createdAt: Date.UTC(2026, 10, 1),
};

beforeEach(() => {
  vi.stubGlobal('WebSocket', InertWebSocket);
  window.location.hash = '#/operators';
});

describe('the operators page', () => {
  it('pages, sorts and searches operators on the server; the pending invitations come with the page', {
    timeout: 60_000,
  }, async () => {
    const server = fakeServer({
      'GET /auth/me': signedInAs('owner'),
      'GET /operators': () => ({
        data: {
          items: [operator('ada'), operator('ben')],
          pagination: { total: 25, page: 1, limit: 20, totalPages: 2 },
          invitations: [invitation],
        },
      }),
    });
    render(<App nonce={undefined} />);
    expect(await screen.findByText('ben@halcyon.test', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('waiting@halcyon.test')).toBeTruthy();
    const listCalls = () => server.calls.filter((call) => call.path === '/operators');
    expect(listCalls()[0]?.query).toEqual({ page: '1', limit: '20' });

    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(listCalls()[1]?.query).toMatchObject({ page: '2', limit: '20' }));

    const header = screen.getByRole('columnheader', { name: /Last sign-in/ });
    await userEvent.click(within(header).getByText('Last sign-in'));
    await waitFor(() => expect(listCalls()[2]?.query).toMatchObject({ sort: 'lastLoginAt', order: 'asc' }));

    const search = screen.getByRole('searchbox', { name: 'Name or e-mail' });
    fireEvent.change(search, { target: { value: 'ben' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(listCalls()[3]?.query).toMatchObject({ page: '1', query: 'ben', sort: 'lastLoginAt' }),
    );
  });

  it('revokes a pending invitation only after the owner confirms; the list then comes without it', {
    timeout: 60_000,
  }, async () => {
    let invitations = [invitation];
    const server = fakeServer({
      'GET /auth/me': signedInAs('owner'),
      'GET /operators': () => ({
        data: {
          items: [operator('ada')],
          pagination: { total: 1, page: 1, limit: 20, totalPages: 1 },
          invitations,
        },
      }),
      'POST /operators/invitations/inv-1/revoke': () => {
        invitations = [];
        return { data: { invitation } };
      },
    });
    const revokeCalls = () => server.calls.filter((call) => call.path.endsWith('/revoke'));
    // antd's popover animates in; the operator waits for it, the test need not.
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    render(<App nonce={undefined} />);
    expect(await screen.findByText('waiting@halcyon.test', undefined, { timeout: 15_000 })).toBeTruthy();

    await u.click(screen.getByRole('button', { name: 'Revoke' }));
    const question = await screen.findByText(
      'Revoke the invitation of waiting@halcyon.test? Its link stops working at once.',
    );
    expect(revokeCalls()).toEqual([]);
    const popover = question.closest('.ant-popover');
    if (!(popover instanceof HTMLElement)) throw new Error('no confirmation popover');
    await u.click(within(popover).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(revokeCalls().map((call) => `${call.method} ${call.path}`)).toEqual([
        'POST /operators/invitations/inv-1/revoke',
      ]),
    );
    expect(await screen.findByText('Invitation revoked')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('waiting@halcyon.test')).toBeNull());
  });
});
