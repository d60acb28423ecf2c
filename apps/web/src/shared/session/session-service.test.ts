import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, jsonResponse, mockFetch, ok } from '../../../test/fetch-mock.ts';
import { recordingNavigator, session, user } from '../../../test/fixtures.ts';
import { api } from '../api/client.ts';
import { resetNavigation, setNavigator } from '../navigation/navigation.ts';
import { getCookie } from '../storage/cookies.ts';
import { showErrorToast } from '../ui/feedback.ts';
import { refreshProfile, stopAutoRefresh } from './profile-sync.ts';
import { installSession, logout, startSession } from './session-service.ts';
import { getSession } from './session-store.ts';
import { cancelTokenRefresh } from './token-refresh.ts';

vi.mock('../ui/feedback.ts', () => ({
  showToast: vi.fn(),
  showErrorToast: vi.fn(),
  showSuccessToast: vi.fn(),
  showAlert: vi.fn(async () => {}),
}));

let uninstall: () => void;
let nav: ReturnType<typeof recordingNavigator>;

beforeEach(() => {
  vi.useFakeTimers();
  vi.clearAllMocks();
  uninstall = installSession();
  nav = recordingNavigator();
  resetNavigation();
  setNavigator(nav);
});

afterEach(async () => {
  stopAutoRefresh();
  cancelTokenRefresh();
  getSession().clear();
  await vi.advanceTimersByTimeAsync(5_000);
  uninstall();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('login state', () => {
  it('stores the session in localStorage and the 30-day cookies', () => {
    mockFetch(() => ok({ user }));
    startSession(session());
    expect(getSession()).toMatchObject({ isLogin: true, token: 'access-1', refreshToken: 'refresh-1' });
    expect(localStorage.getItem('token')).toBe('access-1');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}')).toMatchObject({ id: 'u-1' });
    expect(getCookie('user_token')).toBe('access-1');
    expect(getCookie('user_id')).toBe('u-1');
  });
});

describe('401 handling (spec section 8)', () => {
  it('clears the session, toasts "login expired" and goes to login after 1.5 s', async () => {
    startSession(session());
    mockFetch(() => fail(401, 'UNAUTHORIZED', 'Login required'));
    await expect(api.get('/user/assets')).rejects.toMatchObject({ status: 401, sessionEnded: true });
    expect(getSession()).toMatchObject({ isLogin: false, token: null, userInfo: null, refreshToken: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(showErrorToast).toHaveBeenCalledWith('http.loginExpired');
    await vi.advanceTimersByTimeAsync(1_499);
    expect(nav.log).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(nav.log).toEqual(['replace /pages/login/login']);
  });

  it('a session a freeze ended: says the account is frozen, not that the login expired, and goes to login', async () => {
    startSession(session());
    const { calls } = mockFetch(() =>
      fail(401, 'ACCOUNT_FROZEN_SIGNED_OUT', 'Your account has been frozen. Please contact customer service'),
    );
    await refreshProfile();
    // No refresh is tried: the session is over, not expired.
    expect(calls.map((call) => call.url)).toEqual(['/api/uniapp/user/profile']);
    expect(getSession()).toMatchObject({ isLogin: false, token: null, refreshToken: null });
    expect(showErrorToast).toHaveBeenCalledTimes(1);
    expect(showErrorToast).toHaveBeenCalledWith('errors.ACCOUNT_FROZEN_SIGNED_OUT');
    await vi.advanceTimersByTimeAsync(1_500);
    expect(nav.log).toEqual(['replace /pages/login/login']);
  });

  it('TOKEN_EXPIRED: one refresh with the refresh token, then the call is replayed', async () => {
    startSession(session());
    const { calls } = mockFetch((call) => {
      if (call.url.endsWith('/auth/refresh'))
        return ok(session({ token: 'access-2', refreshToken: 'refresh-2' }));
      return call.headers.Authorization === 'Bearer access-1'
        ? fail(401, 'TOKEN_EXPIRED', 'Login expired')
        : ok({ balance: '1' });
    });
    await expect(api.get('/user/assets')).resolves.toEqual({ balance: '1' });
    expect(calls.map((call) => `${call.method} ${call.url.replace('/api/uniapp', '')}`)).toEqual([
      'GET /user/assets',
      'POST /auth/refresh',
      'GET /user/assets',
    ]);
    expect(calls[1]?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(getSession()).toMatchObject({ isLogin: true, token: 'access-2', refreshToken: 'refresh-2' });
    expect(localStorage.getItem('refreshToken')).toBe('refresh-2');
    expect(showErrorToast).not.toHaveBeenCalled();
  });

  it('ends the session when the refresh token is refused too', async () => {
    startSession(session());
    mockFetch((call) =>
      call.url.endsWith('/auth/refresh')
        ? fail(401, 'REFRESH_TOKEN_INVALID', 'Session expired')
        : fail(401, 'TOKEN_EXPIRED', 'Login expired'),
    );
    await expect(api.get('/user/assets')).rejects.toMatchObject({ sessionEnded: true });
    expect(getSession().isLogin).toBe(false);
    expect(showErrorToast).toHaveBeenCalledTimes(1);
  });

  it('refreshes the access token shortly before it expires', async () => {
    startSession(session({ expiresAt: Date.now() + 90_000 }));
    const { calls } = mockFetch((call) =>
      call.url.endsWith('/auth/refresh')
        ? ok(session({ token: 'access-2', refreshToken: 'refresh-2' }))
        : ok({ user }),
    );
    await vi.advanceTimersByTimeAsync(29_999);
    expect(calls.filter((call) => call.url.endsWith('/auth/refresh'))).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.filter((call) => call.url.endsWith('/auth/refresh'))).toHaveLength(1);
    expect(getSession().token).toBe('access-2');
  });
});

describe('profile auto refresh', () => {
  it('re-checks auth when a refresh fails with an expiry message', async () => {
    startSession(session());
    stopAutoRefresh();
    const { calls } = mockFetch((call) =>
      call.url.endsWith('/user/profile')
        ? jsonResponse(200, { success: false, code: 'X', message: 'Your token has expired' })
        : ok({ user: { ...user, nickname: 'Checked' } }),
    );
    await refreshProfile();
    expect(calls.map((call) => call.url)).toEqual(['/api/uniapp/user/profile', '/api/uniapp/auth/check']);
    expect(getSession().userInfo?.nickname).toBe('Checked');
  });

  it('does not start a refresh while one is running', async () => {
    startSession(session());
    stopAutoRefresh();
    const { calls } = mockFetch(() => ok({ user }));
    await Promise.all([refreshProfile(), refreshProfile()]);
    expect(calls).toHaveLength(1);
  });
});

describe('logout', () => {
  it('a failed logout call still clears local state; login after 1000 ms', async () => {
    startSession(session());
    const { calls } = mockFetch(() => fail(500, 'INTERNAL_ERROR', 'boom'));
    await logout();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/uniapp/logout']);
    expect(getSession().isLogin).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(getCookie('user_token')).toBeNull();
    await vi.advanceTimersByTimeAsync(999);
    expect(nav.log).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(nav.log).toEqual(['replace /pages/login/login']);
  });
});
