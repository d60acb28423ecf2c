import { TIMING } from '@halcyon/api';
import { translate } from '../i18n/i18n.ts';
import { redirectTo } from '../navigation/navigation.ts';
import { PATHS } from '../navigation/paths.ts';
import { showToast } from '../ui/feedback.ts';
import { getSession } from './session-store.ts';

let leavingUntil = 0;

/** Logout and 401 announce themselves; for their redirect delay nobody else says "please log in". */
export function markLeavingSession(durationMs: number): void {
  leavingUntil = Date.now() + durationMs;
}

export function isLeavingSession(): boolean {
  return Date.now() < leavingUntil;
}

/**
 * Spec section 2/6: without a token, toast "please log in first" and go to login after 1.5 s.
 * Returns the pending redirect's cancel, or null when the user is logged in.
 */
export function requireLogin(returnTo?: string): (() => void) | null {
  if (getSession().token) return null;
  if (isLeavingSession()) return () => {};
  showToast(translate('guard.loginFirst'), { icon: 'fail', durationMs: TIMING.toastErrorMs });
  const timer = setTimeout(
    () => redirectTo(PATHS.login, returnTo ? { redirect: returnTo } : undefined),
    TIMING.loginRequiredRedirectMs,
  );
  return () => clearTimeout(timer);
}
