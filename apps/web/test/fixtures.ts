import type { Asset, SessionResponse, User } from '@halcyon/api';
import type { Navigator } from '../src/shared/navigation/navigation.ts';

export const user: User = {
  id: 'u-1',
  uid: '100001',
  account: 'alice_01',
  email: 'alice@example.com',
  nickname: 'Alice',
  avatar: null,
  creditScore: 100,
  invitationCode: 'INV123',
  withdrawalPasswordSet: false,
  realNameStatus: 'unverified',
  createdAt: 1_700_000_000_000,
};

export function session(overrides: Partial<SessionResponse> = {}): SessionResponse {
  return {
    user,
    token: 'access-1',
    refreshToken: 'refresh-1',
    expiresAt: Date.now() + 2 * 3_600_000,
    ...overrides,
  };
}

/** One row of GET /user/assets: `total` all available, worth as much in USDT unless told otherwise. */
export function asset(currency: string, total: string, overrides: Partial<Asset> = {}): Asset {
  return {
    currency,
    available: total,
    frozen: '0',
    total,
    balance: total,
    usdtValue: total,
    updatedAt: 1_700_000_000_000,
    ...overrides,
  };
}

/** A navigator that only records, for code that navigates without a router. */
export function recordingNavigator(): Navigator & { log: string[] } {
  const log: string[] = [];
  return {
    log,
    push: (url) => log.push(`push ${url}`),
    replace: (url) => log.push(`replace ${url}`),
    back: () => log.push('back'),
    canGoBack: () => false,
  };
}
