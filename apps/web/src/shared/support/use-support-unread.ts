import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client.ts';
import { useSessionStore } from '../session/session-store.ts';
import { supportKeys } from './support-cache.ts';

/**
 * Operator messages the person has not read: the badge on the Service tab and the home quick action.
 * Read once per session (and after a reconnect); pushes on the user channel keep it current.
 */
export function useSupportUnread(): number {
  const loggedIn = useSessionStore((state) => state.token !== null);
  const { data } = useQuery({
    queryKey: supportKeys.unread,
    queryFn: async () =>
      (await api.get<{ unread?: number }>('/support/unread', { silent: true })).unread ?? 0,
    enabled: loggedIn,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return loggedIn ? (data ?? 0) : 0;
}
