import { useEffect, useRef } from 'react';
import { getSession } from '@/shared/session/session-store.ts';
import { AUTH_REQUIRED_PATHS, PUBLIC_PATHS } from '../route-meta.ts';
import { sendHomeToLogIn } from './entry-guard.ts';

/**
 * Whenever the app is shown again, a logged-out user on any page but home, login, register or language
 * goes home (spec section 2), told why. At start the entry guard does this before the page loads.
 * Login-only routes are left to their guard, which sends the user to login instead.
 */
export function useLoggedOutRedirect(pathname: string, search = ''): void {
  const current = useRef({ pathname, search });
  current.current = { pathname, search };

  useEffect(() => {
    const check = () => {
      if (document.visibilityState === 'hidden' || getSession().isLogin) return;
      const { pathname: path, search: query } = current.current;
      if (!PUBLIC_PATHS.has(path) && !AUTH_REQUIRED_PATHS.has(path)) sendHomeToLogIn(`${path}${query}`);
    };
    document.addEventListener('visibilitychange', check);
    return () => document.removeEventListener('visibilitychange', check);
  }, []);
}
