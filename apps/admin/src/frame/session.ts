import type { AdminMeResponse, AdminPermission, AdminSelf, AdminSignedIn } from '@halcyon/api';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { AdminApiError, http, setCsrfToken } from './http.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change by asking again; only network trouble and 5xx are retried, once.
      retry: (count, error) =>
        count < 1 && !(error instanceof AdminApiError && error.status < 500 && error.status > 0),
    },
  },
});

export const SESSION_KEY = ['admin', 'session'] as const;

export interface Session {
  operator: AdminSelf;
  expiresAt: number;
}

/** GET /auth/me: the signed-in operator, or null when there is no session (401). */
export async function fetchSession(): Promise<Session | null> {
  try {
    const me = await http.get<AdminMeResponse>('/auth/me', { anonymous: true });
    setCsrfToken(me.csrfToken);
    return { operator: me.operator, expiresAt: me.expiresAt };
  } catch (error) {
    if (error instanceof AdminApiError && error.status === 401) {
      setCsrfToken(null);
      return null;
    }
    throw error;
  }
}

export function useSession() {
  return useQuery({ queryKey: SESSION_KEY, queryFn: fetchSession, staleTime: 60_000 });
}

/** The signed-in operator; only for components under the session guard. */
export function useOperator(): AdminSelf {
  const { data } = useSession();
  if (!data) throw new Error('useOperator() outside the session guard');
  return data.operator;
}

export function useCan(): (permission: AdminPermission) => boolean {
  const { data } = useSession();
  return (permission) => data?.operator.permissions.includes(permission) ?? false;
}

/** After sign-in (password + code, or enrolment): the session is known without asking again. */
export function startSession(signedIn: AdminSignedIn): void {
  setCsrfToken(signedIn.csrfToken);
  const session: Session = { operator: signedIn.operator, expiresAt: signedIn.expiresAt };
  queryClient.setQueryData<Session | null>(SESSION_KEY, session);
}

/** Sign-out or an ended session: forget everything cached for this operator. */
export function endSession(): void {
  setCsrfToken(null);
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] || query.queryKey[1] !== SESSION_KEY[1],
  });
  queryClient.setQueryData<Session | null>(SESSION_KEY, null);
}

const ENDED_NOTICE = 'halcyon-admin-session-ended';

/** The sign-in page then says the session ended (rather than nothing) once. */
export function noteSessionEnded(): void {
  sessionStorage.setItem(ENDED_NOTICE, '1');
}

export function takeSessionEndedNotice(): boolean {
  const noted = sessionStorage.getItem(ENDED_NOTICE) === '1';
  sessionStorage.removeItem(ENDED_NOTICE);
  return noted;
}
