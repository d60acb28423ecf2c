import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import { requireLogin } from '@/shared/session/require-login.ts';
import { useSessionStore } from '@/shared/session/session-store.ts';

/** Named login-only routes: without a token, toast and send to login after 1.5 s (spec section 2). */
export function RouteGuard({ requiresAuth, children }: { requiresAuth: boolean; children: ReactNode }) {
  const hasToken = useSessionStore((state) => state.token !== null);
  const location = useLocation();
  const blocked = requiresAuth && !hasToken;
  const returnTo = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (!blocked) return;
    const cancel = requireLogin(returnTo);
    return () => cancel?.();
  }, [blocked, returnTo]);

  return blocked ? null : children;
}
