import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { translate } from '@/shared/i18n/i18n.ts';
import { redirectTo } from '@/shared/navigation/navigation.ts';
import { PATHS } from '@/shared/navigation/paths.ts';
import { rememberReturnTo } from '@/shared/session/return-to.ts';
import { getSession } from '@/shared/session/session-store.ts';
import { showToast } from '@/shared/ui/feedback.ts';
import { AUTH_REQUIRED_PATHS, PUBLIC_PATHS } from '../route-meta.ts';

export type EntryDecision = 'show' | 'home-logged-in' | 'home-logged-out';

/**
 * Where an arrival goes. A logged-in person opening login or register goes home. A logged-out visitor
 * arriving from outside (the app's first page: a shared link) on a page that is not public goes home
 * and is told why; login-only pages are left to RouteGuard, which sends them to login instead.
 */
export function entryDecision(path: string, loggedIn: boolean, firstPage: boolean): EntryDecision {
  if (loggedIn && (path === PATHS.login || path === PATHS.register)) return 'home-logged-in';
  if (!loggedIn && firstPage && !PUBLIC_PATHS.has(path) && !AUTH_REQUIRED_PATHS.has(path))
    return 'home-logged-out';
  return 'show';
}

/** Sends a logged-out visitor home from a page they may not open, saying why and remembering it. */
export function sendHomeToLogIn(returnTo: string): void {
  rememberReturnTo(returnTo);
  showToast(translate('guard.loginToOpen'), { durationMs: 3_000 });
  redirectTo(PATHS.home);
}

/**
 * Decides during render, once per arrival, so the layout never renders a page it is about to leave
 * and that page's chunk is never requested. Returns true while the arrival is being sent elsewhere.
 */
export function useEntryGuard(): boolean {
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  // An address typed or opened from outside has no history key of its own (react-router names every one
  // 'default'), so an arrival is its key and its place together. By key alone, a typed register after the
  // login page (both 'default') kept login's decision when no render came between them.
  const arrival = `${location.key} ${returnTo}`;
  const first = useRef(arrival);
  const decided = useRef<{ arrival: string; decision: EntryDecision } | null>(null);
  if (decided.current?.arrival !== arrival) {
    const loggedIn = getSession().isLogin;
    decided.current = {
      arrival,
      decision: entryDecision(location.pathname, loggedIn, arrival === first.current),
    };
  }
  const { decision } = decided.current;

  useEffect(() => {
    if (decision === 'home-logged-in') redirectTo(PATHS.home);
    else if (decision === 'home-logged-out') sendHomeToLogIn(returnTo);
  }, [decision, returnTo]);

  return decision !== 'show';
}
