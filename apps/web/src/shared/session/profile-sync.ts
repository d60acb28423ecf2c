import { TIMING } from '@halcyon/api';
import { isApiError } from '../api/api-error.ts';
import { sessionApi } from './session-api.ts';
import { getSession } from './session-store.ts';
import { cancelTokenRefresh } from './token-refresh.ts';

let timer: ReturnType<typeof setInterval> | null = null;

/** "The failure message indicates expiry" (spec section 4): by code, or by the words of the message. */
export function indicatesExpiry(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.code === 'TOKEN_EXPIRED' || error.code === 'REFRESH_TOKEN_INVALID') return true;
  return /expire|過期|过期|期限|만료|hết hạn|หมดอายุ|caduc|abgelaufen/i.test(error.message);
}

/** Asks the server who we are; a rejected token ends the session, a network blip does not. */
export async function checkAuth(): Promise<boolean> {
  if (!getSession().token) return false;
  try {
    const { user } = await sessionApi.check();
    getSession().setUser(user);
    startAutoRefresh();
    return true;
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) {
      stopAutoRefresh();
      cancelTokenRefresh();
      getSession().clear();
    }
    return false;
  }
}

/** One profile refresh, skipped while logged out or while another is running. */
export async function refreshProfile(): Promise<void> {
  const session = getSession();
  if (!session.isLogin || session.isRefreshing) return;
  session.setRefreshing(true);
  try {
    const { user } = await sessionApi.profile();
    if (getSession().isLogin) getSession().setUser(user);
  } catch (error) {
    if (indicatesExpiry(error)) await checkAuth();
  } finally {
    getSession().setRefreshing(false);
  }
}

/** Profile every 5 s while logged in (spec section 4); a hidden tab skips its turns. */
export function startAutoRefresh(): void {
  if (timer !== null) return;
  timer = setInterval(() => {
    if (!getSession().isLogin) {
      stopAutoRefresh();
      return;
    }
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    void refreshProfile();
  }, TIMING.profileRefreshMs);
}

export function stopAutoRefresh(): void {
  if (timer !== null) clearInterval(timer);
  timer = null;
}

export function isAutoRefreshRunning(): boolean {
  return timer !== null;
}
