import { OPERATOR_ROLES, type OperatorRole, ROLE_PERMISSIONS } from '@halcyon/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { PAGES } from '@/pages/registry.tsx';
import { CSRF_TOKEN, fakeServer, InertWebSocket, signedInAs } from '../../test/fake-server.ts';
import { App } from './app.tsx';

const EMPTY_DASHBOARD = {
  users: { total: 3, newToday: 1, frozen: 0 },
  identity: { pending: 0 },
  deposits: { pending: 0, todaySums: {} },
  withdrawals: { pending: 0, todaySums: {} },
  house: {},
  fees: {},
  openSpotOrders: 0,
  runningContracts: 0,
  pairs: [],
  process: { feedLeader: true, hostsSpotBooks: true },
  lastLedgerAudit: null,
  generatedAt: Date.now(),
};

beforeEach(() => {
  vi.stubGlobal('WebSocket', InertWebSocket);
  window.location.hash = '#/dashboard';
});

async function menuLabels(): Promise<string[]> {
  const menu = await screen.findByRole('menu', { name: 'Main menu' });
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

describe('the console frame', () => {
  // Table-driven over the registry, so pages other slices add are covered without editing this test.
  it.each(OPERATOR_ROLES)('shows the %s role only the pages it may open', async (role) => {
    fakeServer({ 'GET /auth/me': signedInAs(role), 'GET /dashboard': () => ({ data: EMPTY_DASHBOARD }) });
    render(<App nonce={undefined} />);
    const expected = PAGES.filter(
      (page) => page.menu !== false && ROLE_PERMISSIONS[role].includes(page.permission),
    ).map((page) => i18n.t(page.titleKey));
    expect(await menuLabels()).toEqual(expected);
  });

  it('gives only owners the operators page and hides the audit log from support and finance', async () => {
    const visible = (role: OperatorRole) =>
      PAGES.filter((page) => ROLE_PERMISSIONS[role].includes(page.permission)).map((page) => page.key);
    expect(visible('owner')).toEqual(
      expect.arrayContaining(['dashboard', 'users', 'configuration', 'operators', 'audit']),
    );
    for (const role of ['finance', 'compliance', 'support', 'viewer'] as const) {
      expect(visible(role)).not.toContain('operators');
    }
    expect(visible('support')).not.toContain('audit');
    expect(visible('finance')).not.toContain('audit');
    expect(visible('support')).not.toContain('configuration');
  });

  it('refuses the operators page by its address to a finance operator', async () => {
    window.location.hash = '#/operators';
    const server = fakeServer({ 'GET /auth/me': signedInAs('finance') });
    render(<App nonce={undefined} />);
    expect(await screen.findByText('Your role does not allow this')).toBeTruthy();
    expect(server.calls.some((call) => call.path === '/operators')).toBe(false);
  });

  it('sends the CSRF token of the session on state-changing calls only', async () => {
    const server = fakeServer({
      'GET /auth/me': signedInAs('owner'),
      'GET /dashboard': () => ({ data: EMPTY_DASHBOARD }),
      'POST /auth/logout': () => ({ data: { done: true } }),
    });
    render(<App nonce={undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: /Sign out/ }));
    expect(await screen.findByText('Operator sign-in')).toBeTruthy();
    const logout = server.calls.find((call) => call.path === '/auth/logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.headers['x-csrf-token']).toBe(CSRF_TOKEN);
    const dashboard = server.calls.find((call) => call.path === '/dashboard');
    expect(dashboard?.headers['x-csrf-token']).toBeUndefined();
  });

  it('sends the operator to sign-in when the session ends', async () => {
    let ended = false;
    fakeServer({
      'GET /auth/me': (call) => (ended ? { status: 401, code: 'UNAUTHORIZED' } : signedInAs('owner')(call)),
      'GET /dashboard': () => {
        ended = true;
        return { status: 401, code: 'UNAUTHORIZED', message: 'Login required' };
      },
    });
    render(<App nonce={undefined} />);
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeTruthy();
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/sign-in/));
  });
});
