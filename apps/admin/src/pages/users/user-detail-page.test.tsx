import type { AdminUserDetail } from '@halcyon/api';
import { act, render, screen } from '@testing-library/react';
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
});
