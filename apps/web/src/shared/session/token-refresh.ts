import { sessionApi } from './session-api.ts';
import { readStoredSession } from './session-persistence.ts';
import { getSession } from './session-store.ts';

/** Refresh this long before the access token dies, so no call ever meets an expired one. */
export const REFRESH_LEAD_MS = 60_000;

let timer: ReturnType<typeof setTimeout> | null = null;
let inflight: Promise<boolean> | null = null;

/** Another tab may have rotated the tokens already: reusing a spent refresh token revokes the session. */
function adoptRotatedTokens(): boolean {
  const stored = readStoredSession();
  const { refreshToken } = getSession();
  if (!stored.token || !stored.refreshToken || stored.refreshToken === refreshToken) return false;
  const { userInfo } = getSession();
  getSession().restore({
    token: stored.token,
    refreshToken: stored.refreshToken,
    expiresAt: stored.expiresAt,
    userInfo,
  });
  return true;
}

async function rotate(): Promise<boolean> {
  if (adoptRotatedTokens()) return true;
  const { refreshToken } = getSession();
  if (!refreshToken) return false;
  try {
    getSession().setSession(await sessionApi.refresh(refreshToken));
    return true;
  } catch {
    return false;
  }
}

/** One refresh at a time, in this tab and (where the browser has Web Locks) across tabs. */
export function refreshAccessToken(): Promise<boolean> {
  if (inflight) return inflight;
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const run = locks ? locks.request('halcyon-token-refresh', rotate) : rotate();
  inflight = run
    .then((ok) => {
      // Only a success plans the next one: a failure must not loop on a token that already expired.
      if (ok) scheduleTokenRefresh();
      return ok;
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

export function cancelTokenRefresh(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
}

/** Plans the next refresh shortly before expiresAt. */
export function scheduleTokenRefresh(): void {
  cancelTokenRefresh();
  const { expiresAt, refreshToken, isLogin } = getSession();
  if (!isLogin || !expiresAt || !refreshToken) return;
  // setTimeout fires at once past 2^31-1 ms; a later reschedule covers tokens that live longer.
  const delay = Math.min(Math.max(0, expiresAt - Date.now() - REFRESH_LEAD_MS), 2 ** 31 - 1);
  timer = setTimeout(() => void refreshAccessToken(), delay);
}
