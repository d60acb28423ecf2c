import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok } from '../../../test/fetch-mock.ts';
import { recordingNavigator, user } from '../../../test/fixtures.ts';
import { resetNavigation, setNavigator } from '../navigation/navigation.ts';
import { getCookie, setCookie } from '../storage/cookies.ts';
import { stopAutoRefresh } from './profile-sync.ts';
import { cancelPendingRestore, restoreSession } from './restore-session.ts';
import { installSession } from './session-service.ts';
import { getSession } from './session-store.ts';
import { cancelTokenRefresh } from './token-refresh.ts';

vi.mock('../ui/feedback.ts', () => ({
  showToast: vi.fn(),
  showErrorToast: vi.fn(),
  showSuccessToast: vi.fn(),
}));

let uninstall: () => void;
let nav: ReturnType<typeof recordingNavigator>;

beforeEach(() => {
  vi.useFakeTimers();
  uninstall = installSession();
  nav = recordingNavigator();
  resetNavigation();
  setNavigator(nav);
});

afterEach(() => {
  cancelPendingRestore();
  stopAutoRefresh();
  cancelTokenRefresh();
  getSession().clear();
  uninstall();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const paths = (calls: { url: string; method: string }[]) => calls.map((call) => `${call.method} ${call.url}`);

describe('session restore at start (spec section 4)', () => {
  it('full stored user data: logged in at once, profile auto refresh from 1 s, then every 5 s', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('refreshToken', 'ref');
    localStorage.setItem('userInfo', JSON.stringify(user));
    const { calls } = mockFetch(() => ok({ user: { ...user, nickname: 'Fresh' } }));

    expect(restoreSession()).toBe('full');
    expect(getSession()).toMatchObject({ isLogin: true, token: 'tok', userInfo: { account: 'alice_01' } });

    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(paths(calls)).toEqual(['GET /api/uniapp/user/profile']);
    expect(calls[0]?.headers.Authorization).toBe('Bearer tok');
    expect(getSession().userInfo?.nickname).toBe('Fresh');

    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toHaveLength(3);
  });

  it('a token with only a user id: logged in, auth re-checked after 0.5 s', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('userInfo', JSON.stringify({ id: 'u-1' }));
    const { calls } = mockFetch(() => ok({ user }));

    expect(restoreSession()).toBe('token-only');
    expect(getSession()).toMatchObject({ isLogin: true, userInfo: { id: 'u-1' } });
    expect(getSession().userInfo?.account).toBeUndefined();

    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(paths(calls)).toEqual(['GET /api/uniapp/auth/check']);
    expect(getSession().userInfo).toEqual(user);
    expect(JSON.parse(localStorage.getItem('userInfo') ?? 'null')).toEqual(user);
  });

  it('the session cookies alone count as a token with a user id', async () => {
    setCookie('user_token', 'cookie-tok');
    setCookie('user_id', 'u-9');
    mockFetch(() => ok({ user }));
    expect(restoreSession()).toBe('token-only');
    expect(getSession()).toMatchObject({ isLogin: true, token: 'cookie-tok', userInfo: { id: 'u-9' } });
  });

  it('a re-check the server refuses logs out and goes to login after 1.5 s', async () => {
    localStorage.setItem('token', 'dead');
    localStorage.setItem('userInfo', JSON.stringify({ id: 'u-1' }));
    mockFetch(() => fail(401, 'UNAUTHORIZED', 'Login required'));
    restoreSession();
    await vi.advanceTimersByTimeAsync(500);
    expect(getSession().isLogin).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    await vi.advanceTimersByTimeAsync(1_499);
    expect(nav.log).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(nav.log).toEqual(['replace /pages/login/login']);
  });

  it('anything else stays logged out and clears leftovers', async () => {
    localStorage.setItem('userInfo', JSON.stringify(user));
    setCookie('user_id', 'u-1');
    const { calls } = mockFetch(() => ok({ user }));
    expect(restoreSession()).toBe('none');
    expect(getSession()).toMatchObject({ isLogin: false, token: null, userInfo: null });
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(getCookie('user_id')).toBeNull();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(0);
  });
});
