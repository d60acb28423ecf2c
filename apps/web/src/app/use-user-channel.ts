import { useUserChannel as useUserChannelWhile } from '@/shared/realtime/use-channel.ts';
import { useSessionStore } from '@/shared/session/session-store.ts';

/** While someone is logged in the app holds the private `user` channel, whatever page is open. */
export function useUserChannel(): void {
  const loggedIn = useSessionStore((state) => state.token !== null);
  useUserChannelWhile(loggedIn);
}
