import type { AdminOperator, OperatorRole } from '@halcyon/api';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app.tsx';
import { fakeServer, InertWebSocket, operatorOf, signedInAs } from '../../../test/fake-server.ts';

/** A row of the operators list; the signed-in owner's own row has their id (op-owner). */
function listed(role: OperatorRole, id = `op-${role}`): AdminOperator {
  const { email, name } = operatorOf(role);
  return { id, email, name, role, status: 'active', totpEnrolled: true, lastLoginAt: null, createdAt: 0 };
}

// antd's dialogs and popovers animate in; the operator waits for them, the test need not.
const u = () => userEvent.setup({ pointerEventsCheck: 0 });

beforeEach(() => {
  vi.stubGlobal('WebSocket', InertWebSocket);
  window.location.hash = '#/operators';
});

async function openOperators() {
  const server = fakeServer({
    'GET /auth/me': signedInAs('owner'),
    'GET /operators': () => ({
      data: {
        items: [listed('owner'), listed('support')],
        pagination: { total: 2, page: 1, limit: 20, totalPages: 1 },
        invitations: [],
      },
    }),
    'GET /operators/roles': () => ({ data: { roles: [] } }),
    'POST /operators/op-owner/role': (call) => ({
      data: { operator: { ...listed('owner'), ...(call.body as object) } },
    }),
    'POST /operators/op-support/role': (call) => ({
      data: { operator: { ...listed('support'), ...(call.body as object) } },
    }),
    'POST /operators/op-support/disable': () => ({
      data: { operator: { ...listed('support'), status: 'disabled' } },
    }),
  });
  render(<App nonce={undefined} />);
  await screen.findByText('support@halcyon.test', undefined, { timeout: 15_000 });
  const changes = () =>
    server.calls
      .filter((call) => call.method === 'POST')
      .map((call) => `${call.path} ${JSON.stringify(call.body ?? {})}`);
  return { changes };
}

const rowOf = (email: string) => screen.getByRole('row', { name: new RegExp(email) });

/** Picks a role in a row's role list (the change waits for the confirmation). */
async function pickRole(email: string, role: string) {
  fireEvent.mouseDown(within(rowOf(email)).getByRole('combobox', { name: 'Role' }));
  const open = await waitFor(() => {
    const list = document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    if (!(list instanceof HTMLElement)) throw new Error('no open role list');
    return list;
  });
  fireEvent.click(within(open).getByTitle(role));
}

describe('changing and disabling operators on the operators page', () => {
  it("asks before changing another operator's role: Cancel changes nothing, OK changes it", async () => {
    const { changes } = await openOperators();
    await pickRole('support@halcyon.test', 'Finance');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Change the role of The support to Finance?')).toBeTruthy();
    expect(within(dialog).getByText(/Their sessions end at once/)).toBeTruthy();
    expect(changes()).toEqual([]);
    await u().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes()).toEqual([]);

    await pickRole('support@halcyon.test', 'Finance');
    await u().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(changes()).toEqual(['/operators/op-support/role {"role":"finance"}']));
  }, 60_000);

  it('warns before changing your own role that you will be signed out, then signs out', async () => {
    const { changes } = await openOperators();
    await pickRole('owner@halcyon.test', 'Viewer');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Change your own role to Viewer?')).toBeTruthy();
    expect(within(dialog).getByText(/You will be signed out at once/)).toBeTruthy();
    expect(changes()).toEqual([]);
    await u().click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(changes()).toEqual(['/operators/op-owner/role {"role":"viewer"}']));
    expect(await screen.findByRole('button', { name: 'Sign in' }, { timeout: 15_000 })).toBeTruthy();
  }, 60_000);

  it('asks before disabling anyone, and offers no disabling of your own account', async () => {
    const { changes } = await openOperators();
    expect(
      within(rowOf('owner@halcyon.test')).getByRole('button', { name: 'Disable' }).hasAttribute('disabled'),
    ).toBe(true);
    await u().click(within(rowOf('support@halcyon.test')).getByRole('button', { name: 'Disable' }));
    const question = await screen.findByText(
      'Disable The support? Their sessions end at once, and the invitations they sent are revoked.',
    );
    expect(changes()).toEqual([]);
    const popover = question.closest('.ant-popover');
    if (!(popover instanceof HTMLElement)) throw new Error('no confirmation popover');
    await u().click(within(popover).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(changes()).toEqual(['/operators/op-support/disable {}']));
  }, 60_000);
});
