import { ADMIN_SESSION } from '@halcyon/api';
import { useEffect } from 'react';

const ACTIVITY = ['pointerdown', 'keydown', 'wheel'] as const;

/**
 * The server ends a session after 30 idle minutes, but the dashboard's polling and socket would count as
 * activity and keep an unattended console signed in. So the console itself signs out after that long
 * without a person touching it.
 */
export function useIdleSignOut(signOut: () => void, idleMs: number = ADMIN_SESSION.idleTtlMs): void {
  useEffect(() => {
    let timer = setTimeout(signOut, idleMs);
    const touched = () => {
      clearTimeout(timer);
      timer = setTimeout(signOut, idleMs);
    };
    for (const name of ACTIVITY) window.addEventListener(name, touched, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY) window.removeEventListener(name, touched);
    };
  }, [signOut, idleMs]);
}
