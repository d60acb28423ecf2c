import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app.tsx';
import { fakeServer, InertWebSocket, signedInAs } from '../../../test/fake-server.ts';

function user(n: number) {
  return {
    id: `user-${n}`,
    uid: String(10_000_000 + n),
    account: `person${n}`,
    email: `person${n}@example.test`,
    nickname: `Person ${n}`,
    status: n === 2 ? 'frozen' : 'active',
    realNameStatus: 'unverified',
    invitationCode: `CODE${n}`,
    referrerInvitationCode: null,
    createdAt: Date.UTC(2026, 10, n),
  };
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', InertWebSocket);
  window.location.hash = '#/users';
});

describe('the users page', () => {
  // Several rounds of antd rendering in jsdom: slow on a loaded machine.
  it('asks the server for each page, sort and filter, and shows what it answers', {
    timeout: 60_000,
  }, async () => {
    const server = fakeServer({
      'GET /auth/me': signedInAs('support'),
      'GET /users': () => ({
        data: { items: [user(1), user(2)], pagination: { total: 45, page: 1, limit: 20, totalPages: 3 } },
      }),
    });
    render(<App nonce={undefined} />);
    // The page loads lazily: its first import can take seconds on a busy machine.
    expect(await screen.findByRole('link', { name: 'person1' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Frozen')).toBeTruthy();
    const listCalls = () => server.calls.filter((call) => call.path === '/users');
    expect(listCalls()[0]?.query).toEqual({ page: '1', limit: '20' });

    // Page 2 of the 45 the server counted.
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(listCalls()[1]?.query).toMatchObject({ page: '2', limit: '20' }));

    // Sorted by account, ascending, on the server.
    const header = screen.getByRole('columnheader', { name: /Account/ });
    await userEvent.click(within(header).getByText('Account'));
    await waitFor(() => expect(listCalls()[2]?.query).toMatchObject({ sort: 'account', order: 'asc' }));

    // A search goes to the server and starts again at page 1.
    const search = screen.getByRole('searchbox', { name: 'Account, e-mail, UID or referrer code' });
    fireEvent.change(search, { target: { value: 'person2' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(listCalls()[3]?.query).toMatchObject({
        page: '1',
        query: 'person2',
        sort: 'account',
        order: 'asc',
      }),
    );
    // Support may read users but not freeze them: the detail's button is not there for them (nor the route).
    expect(screen.queryByRole('button', { name: 'Freeze' })).toBeNull();
  });

  it('offers the viewer no e-mail search and shows the e-mails as the server masked them', {
    timeout: 60_000,
  }, async () => {
    const masked = { ...user(1), email: 'p***@example.test' };
    const server = fakeServer({
      'GET /auth/me': signedInAs('viewer'),
      'GET /users': () => ({
        data: { items: [masked], pagination: { total: 1, page: 1, limit: 20, totalPages: 1 } },
      }),
    });
    render(<App nonce={undefined} />);
    expect(await screen.findByRole('link', { name: 'person1' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('p***@example.test')).toBeTruthy();
    // The server matches no e-mail for a role without users.personal: the box does not offer it.
    expect(screen.queryByRole('searchbox', { name: /e-mail/ })).toBeNull();
    const search = screen.getByRole('searchbox', { name: 'Account, UID or referrer code' });
    fireEvent.change(search, { target: { value: 'person1' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(server.calls.filter((call) => call.path === '/users').at(-1)?.query).toMatchObject({
        query: 'person1',
      }),
    );
  });
});
