import type { AdminUserDetail } from '@halcyon/api';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app.tsx';
import { changeLocale } from '@/i18n/i18n.ts';
import { fakeServer, InertWebSocket, signedInAs } from '../../../test/fake-server.ts';

const detail: AdminUserDetail = {
  profile: {
    id: 'user-1',
    uid: '10000001',
    account: 'keiko',
    email: 'keiko@example.test',
    nickname: 'Keiko',
    status: 'active',
    realNameStatus: 'unverified',
    invitationCode: 'CODE1',
    referrerInvitationCode: null,
    createdAt: Date.UTC(2026, 10, 1),
    avatar: null,
    creditScore: 100,
    withdrawalPasswordSet: false,
    twoFactorEnabled: false,
    frozenReason: null,
    frozenAt: null,
    referrer: null,
    locale: 'ja',
  },
  balances: [],
  journal: [],
  openSpotOrders: [],
  contracts: [],
  activeSessions: [],
  signIns: [],
  referrals: [],
};

// antd's modal animates in; the operator waits for it, the test need not.
const u = () => userEvent.setup({ pointerEventsCheck: 0 });

beforeEach(() => {
  vi.stubGlobal('WebSocket', InertWebSocket);
  window.location.hash = '#/users/user-1';
});
afterEach(async () => {
  await changeLocale('en');
});

/** The value cell beside a label of the profile's description list. */
const profileValue = (label: string) =>
  screen.getByText(label).closest('th')?.nextElementSibling?.textContent;

describe('the user detail page', () => {
  it("shows the person's language in the profile, in English and in Simplified Chinese", {
    timeout: 60_000,
  }, async () => {
    fakeServer({ 'GET /auth/me': signedInAs('support'), 'GET /users/user-1': () => ({ data: detail }) });
    render(<App nonce={undefined} />);
    expect(await screen.findByText('Language', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(profileValue('Language')).toBe('日本語 (ja)');

    await act(() => changeLocale('zh-CN'));
    expect(await screen.findByText('语言')).toBeTruthy();
    expect(profileValue('语言')).toBe('日本語 (ja)');
  });

  it('a freeze refused because another operator froze the user first says so and shows the user frozen', {
    timeout: 60_000,
  }, async () => {
    let current = detail;
    const server = fakeServer({
      'GET /auth/me': signedInAs('compliance'),
      'GET /users/user-1': () => ({ data: current }),
      'POST /users/user-1/freeze': () => {
        current = {
          ...detail,
          profile: {
            ...detail.profile,
            status: 'frozen',
            frozenReason: 'Frozen by Mia',
            frozenAt: Date.now(),
          },
        };
        return { status: 409, code: 'CONFLICT', message: 'This has already been changed, please refresh' };
      },
    });
    render(<App nonce={undefined} />);
    await u().click(await screen.findByRole('button', { name: 'Freeze' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');
    await u().type(within(dialog).getByLabelText('Reason'), 'Chargeback fraud');
    await u().click(within(dialog).getByRole('button', { name: 'Freeze' }));
    expect(await screen.findByText('This has already been changed, please refresh')).toBeTruthy();
    expect(await screen.findByText('This user is frozen: Frozen by Mia')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unfreeze' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      server.calls.filter((call) => call.path === '/users/user-1' && call.method === 'GET'),
    ).toHaveLength(2);
  });

  it('resets the second factor only with a reason, posts it, and shows the page refreshed', {
    timeout: 60_000,
  }, async () => {
    let current: AdminUserDetail = { ...detail, profile: { ...detail.profile, twoFactorEnabled: true } };
    const heldUntil = Date.UTC(2026, 10, 2, 9, 30);
    const server = fakeServer({
      'GET /auth/me': signedInAs('compliance'),
      'GET /users/user-1': () => ({ data: current }),
      'POST /users/user-1/two-factor/reset': () => {
        current = { ...current, profile: { ...current.profile, twoFactorEnabled: false } };
        return { data: { withdrawalsHeldUntil: heldUntil } };
      },
    });
    render(<App nonce={undefined} />);
    await u().click(await screen.findByRole('button', { name: 'Reset two-factor' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Reset the two-factor sign-in of keiko?')).toBeTruthy();
    expect(within(dialog).getByText(/can then sign in without a code/)).toBeTruthy();
    await u().click(within(dialog).getByRole('button', { name: 'Reset two-factor' }));
    expect(await within(dialog).findByText('Please give a reason (at most 500 characters)')).toBeTruthy();
    const resets = () => server.calls.filter((call) => call.path === '/users/user-1/two-factor/reset');
    expect(resets()).toEqual([]);
    await u().type(within(dialog).getByLabelText('Reason'), ' Lost phone, identity checked by video call ');
    await u().click(within(dialog).getByRole('button', { name: 'Reset two-factor' }));
    await waitFor(() =>
      expect(resets().map((call) => call.body)).toEqual([
        { reason: 'Lost phone, identity checked by video call' },
      ]),
    );
    expect(await screen.findByText(/Two-factor sign-in reset: withdrawals are held until/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reset two-factor' })).toBeNull());
    expect(
      server.calls.filter((call) => call.path === '/users/user-1' && call.method === 'GET'),
    ).toHaveLength(2);
  });

  it('offers no reset to a role without identity.review, though it shows the factor is on', {
    timeout: 60_000,
  }, async () => {
    const on: AdminUserDetail = { ...detail, profile: { ...detail.profile, twoFactorEnabled: true } };
    fakeServer({ 'GET /auth/me': signedInAs('support'), 'GET /users/user-1': () => ({ data: on }) });
    render(<App nonce={undefined} />);
    expect(await screen.findByText('Two-factor sign-in on', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(profileValue('Two-factor sign-in on')).toBe('Yes');
    expect(screen.queryByRole('button', { name: 'Reset two-factor' })).toBeNull();
  });

  it('offers no reset while the factor is off', { timeout: 60_000 }, async () => {
    fakeServer({ 'GET /auth/me': signedInAs('compliance'), 'GET /users/user-1': () => ({ data: detail }) });
    render(<App nonce={undefined} />);
    expect(await screen.findByRole('button', { name: 'Freeze' }, { timeout: 15_000 })).toBeTruthy();
    expect(profileValue('Two-factor sign-in on')).toBe('No');
    expect(screen.queryByRole('button', { name: 'Reset two-factor' })).toBeNull();
  });
});
