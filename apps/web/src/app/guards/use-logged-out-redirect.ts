import { useEffect, useRef } from 'react';
import { redirectTo } from '@/shared/navigation/navigation.ts';
import { PATHS } from '@/shared/navigation/paths.ts';
import { getSession } from '@/shared/session/session-store.ts';
import { AUTH_REQUIRED_PATHS, PUBLIC_PATHS } from '../route-meta.ts';

/**
 * At start and whenever the app is shown again, a logged-out user on any page but home, login,
 * register or language goes home (spec section 2). Login-only routes are left to their guard,
 * which sends the user to login instead: that is where they were trying to go.
 */
export function useLoggedOutRedirect(pathname: string): void {
  const current = useRef(pathname);
  current.current = pathname;

  useEffect(() => {
    const check = () => {
      if (document.visibilityState === 'hidden' || getSession().isLogin) return;
      const path = current.current;
      if (!PUBLIC_PATHS.has(path) && !AUTH_REQUIRED_PATHS.has(path)) redirectTo(PATHS.home);
    };
    check();
    document.addEventListener('visibilitychange', check);
    return () => document.removeEventListener('visibilitychange', check);
  }, []);
}
