import { USER_CHANNEL } from '@halcyon/api';
import { useChannel } from '@/shared/realtime/use-channel.ts';
import { useSessionStore } from '@/shared/session/session-store.ts';

/** While someone is logged in the app holds the private `user` channel, whatever page is open. */
export function useUserChannel(): void {
  const loggedIn = useSessionStore((state) => state.token !== null);
  useChannel(loggedIn ? USER_CHANNEL : null);
}
