import { ADMIN_PERMISSIONS, OPERATOR_ROLES, ROLE_PERMISSIONS } from '@halcyon/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app.tsx';
import { fakeServer, InertWebSocket, signedInAs } from '../../../test/fake-server.ts';

/** The server's answer: every role with its permissions (as GET /operators/roles reads ROLE_PERMISSIONS). */
const ROLES = {
  roles: OPERATOR_ROLES.map((role) => ({
    role,
    permissions: ADMIN_PERMISSIONS.filter((permission) => ROLE_PERMISSIONS[role].includes(permission)),
  })),
};

beforeEach(() => {
  vi.stubGlobal('WebSocket', InertWebSocket);
  window.location.hash = '#/operators';
});

describe('the roles panel of the operators page', () => {
  it("says what each role may do in plain words, as the server's table has it", async () => {
    const server = fakeServer({
      'GET /auth/me': signedInAs('owner'),
      'GET /operators': () => ({
        data: { items: [], pagination: { total: 0, page: 1, limit: 20, totalPages: 0 }, invitations: [] },
      }),
      'GET /operators/roles': () => ({ data: ROLES }),
    });
    render(<App nonce={undefined} />);
    const panel = await screen.findByRole('region', { name: 'Roles' }, { timeout: 15_000 });
    const row = async (role: string) => {
      const cell = await within(panel).findByRole('cell', { name: role });
      const found = cell.closest('tr');
      if (!found) throw new Error(`no row for ${role}`);
      return within(found);
    };
    const fullAddresses = /See full withdrawal addresses and deposit payment proofs/;
    const conversations = /Read support conversations: messages, pictures/;

    const finance = await row('Finance');
    expect(finance.getByText(fullAddresses)).toBeTruthy();
    expect(finance.queryByText(conversations)).toBeNull();
    const support = await row('Support');
    expect(support.getByText(conversations)).toBeTruthy();
    expect(support.queryByText(fullAddresses)).toBeNull();
    const viewer = await row('Viewer');
    expect(viewer.getByText('Read the audit log')).toBeTruthy();
    expect(
      viewer.getByText(/See the support inbox: who waits and since when, not what they wrote/),
    ).toBeTruthy();
    expect(viewer.queryByText(fullAddresses)).toBeNull();
    expect(viewer.queryByText(conversations)).toBeNull();
    // The owner may do everything: one line per permission, each in words (never a bare code).
    const owner = await row('Owner');
    expect(owner.getAllByRole('listitem').map((item) => item.textContent)).toHaveLength(
      ADMIN_PERMISSIONS.length,
    );
    expect(within(panel).queryByText(/^permissions\./)).toBeNull();
    expect(server.calls.some((call) => call.path === '/operators/roles')).toBe(true);
  }, 60_000);
});

describe("an operator's own role", () => {
  it('opens from the header: what the role may do in plain words, as the server answers it for that role', async () => {
    window.location.hash = '#/dashboard';
    const viewer = ROLES.roles.filter((entry) => entry.role === 'viewer');
    const server = fakeServer({
      'GET /auth/me': signedInAs('viewer'),
      'GET /operators/roles': () => ({ data: { roles: viewer } }),
    });
    render(<App nonce={undefined} />);
    const open = await screen.findByRole(
      'button',
      { name: 'What your role (Viewer) may do' },
      { timeout: 15_000 },
    );
    // Asked only when opened.
    expect(server.calls.some((call) => call.path === '/operators/roles')).toBe(false);
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByText('What you may do as Viewer')).toBeTruthy();
    expect(await within(dialog).findByText('Read the audit log')).toBeTruthy();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(ROLE_PERMISSIONS.viewer.length);
    expect(within(dialog).queryByText(/See full withdrawal addresses/)).toBeNull();
    expect(within(dialog).queryByText(/^permissions\./)).toBeNull();
  }, 60_000);
});
