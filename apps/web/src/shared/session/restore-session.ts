import { TIMING } from '@halcyon/api';
import { checkAuth, refreshProfile, startAutoRefresh } from './profile-sync.ts';
import { asSessionUser, readStoredSession } from './session-persistence.ts';
import { getSession } from './session-store.ts';
import { scheduleTokenRefresh } from './token-refresh.ts';

export type RestoreOutcome = 'full' | 'token-only' | 'none';

const pending: Array<ReturnType<typeof setTimeout>> = [];

/**
 * The start-up rules of spec section 4: full stored user data logs in and starts auto refresh after
 * 1 s; a token with only a user id logs in and re-checks auth after 0.5 s; anything else is logged out.
 */
export function restoreSession(): RestoreOutcome {
  const stored = readStoredSession();
  const info = asSessionUser(stored.userInfo);
  const id = info?.id ?? stored.cookieUserId;
  const base = { token: stored.token, refreshToken: stored.refreshToken, expiresAt: stored.expiresAt };

  if (stored.token && info && typeof info.account === 'string') {
    getSession().restore({ ...base, userInfo: info });
    scheduleTokenRefresh();
    pending.push(
      setTimeout(() => {
        startAutoRefresh();
        void refreshProfile();
      }, TIMING.restoreFullSessionDelayMs),
    );
    return 'full';
  }
  if (stored.token && id) {
    getSession().restore({ ...base, userInfo: { id } });
    scheduleTokenRefresh();
    pending.push(setTimeout(() => void checkAuth(), TIMING.restoreTokenOnlyDelayMs));
    return 'token-only';
  }
  // Leftovers (a user without a token, a lone cookie) must not half-log anyone in.
  getSession().clear();
  return 'none';
}

export function cancelPendingRestore(): void {
  for (const handle of pending.splice(0)) clearTimeout(handle);
}
