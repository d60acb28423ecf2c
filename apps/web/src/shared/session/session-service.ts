import { type SessionResponse, TIMING } from '@halcyon/api';
import type { ApiError } from '../api/api-error.ts';
import { setAuthHooks } from '../api/client.ts';
import { HTTP_MESSAGE_KEYS } from '../api/http-messages.ts';
import { queryClient } from '../api/query-client.ts';
import { translate } from '../i18n/i18n.ts';
import { redirectTo } from '../navigation/navigation.ts';
import { PATHS } from '../navigation/paths.ts';
import { STORAGE_KEYS } from '../storage/local-store.ts';
import { showErrorToast, showToast } from '../ui/feedback.ts';
import { startAutoRefresh, stopAutoRefresh } from './profile-sync.ts';
import { markLeavingSession } from './require-login.ts';
import { cancelPendingRestore } from './restore-session.ts';
import { sessionApi } from './session-api.ts';
import { asSessionUser, readStoredSession } from './session-persistence.ts';
import { getSession } from './session-store.ts';
import { cancelTokenRefresh, refreshAccessToken, scheduleTokenRefresh } from './token-refresh.ts';

/** Logged out -> logged in (login or register): store, plan the token refresh, start auto refresh. */
export function startSession(session: SessionResponse): void {
  getSession().setSession(session);
  scheduleTokenRefresh();
  startAutoRefresh();
}

function clearLocalSession(): void {
  cancelPendingRestore();
  stopAutoRefresh();
  cancelTokenRefresh();
  getSession().clear();
  // Nothing cached for the previous user may show to the next one.
  queryClient.clear();
}

function onLoginPage(): boolean {
  return window.location.hash.replace(/^#/, '').startsWith(PATHS.login);
}

let ending = false;

/**
 * Why the session ended, as the person is told: an operator froze the account (the words a login of a
 * frozen account answers with), or else the login expired.
 */
function endedSessionMessage(error: ApiError | undefined): string {
  if (error?.code === 'ACCOUNT_FROZEN_SIGNED_OUT') return translate('errors.ACCOUNT_FROZEN_SIGNED_OUT');
  return translate(HTTP_MESSAGE_KEYS.loginExpired);
}

/**
 * HTTP 401 (spec section 8): clear, toast why (login expired, or the account frozen), login after 1.5 s.
 * Parallel 401s end it once.
 */
export function endSession(error?: ApiError): void {
  if (ending) return;
  ending = true;
  markLeavingSession(TIMING.tokenExpiryRedirectMs + 500);
  clearLocalSession();
  showErrorToast(endedSessionMessage(error));
  setTimeout(() => {
    ending = false;
    if (!onLoginPage()) redirectTo(PATHS.login);
  }, TIMING.tokenExpiryRedirectMs);
}

/** Logout: tell the server, but a failed call still clears local state; login after 1 s. */
export async function logout(): Promise<void> {
  try {
    await sessionApi.logout();
  } catch {
    // The local session ends regardless: the user asked to leave.
  }
  markLeavingSession(TIMING.logoutRedirectMs + 500);
  clearLocalSession();
  showToast(translate('auth.loggedOut'), { icon: 'success', durationMs: TIMING.logoutRedirectMs });
  setTimeout(() => redirectTo(PATHS.login), TIMING.logoutRedirectMs);
}

/** Another tab logged in, out, or rotated the tokens: follow it instead of fighting over the session. */
function followOtherTabs(event: StorageEvent): void {
  if (event.key !== STORAGE_KEYS.token && event.key !== null) return;
  const stored = readStoredSession();
  const session = getSession();
  if (!stored.token) {
    if (session.isLogin) clearLocalSession();
    return;
  }
  if (stored.token !== session.token) {
    const userInfo = asSessionUser(stored.userInfo) ?? session.userInfo;
    session.restore({
      token: stored.token,
      refreshToken: stored.refreshToken,
      expiresAt: stored.expiresAt,
      userInfo,
    });
    scheduleTokenRefresh();
    startAutoRefresh();
  }
}

/** Wires the session into the HTTP client and the other tabs; returns the undo for tests. */
export function installSession(): () => void {
  setAuthHooks({ refreshAccessToken, onUnauthorized: (error) => endSession(error) });
  window.addEventListener('storage', followOtherTabs);
  return () => {
    setAuthHooks(null);
    window.removeEventListener('storage', followOtherTabs);
  };
}
