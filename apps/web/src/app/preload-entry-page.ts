import { PATHS } from '@/shared/navigation/paths.ts';
import { readStoredSession } from '@/shared/session/session-persistence.ts';
import { entryDecision } from './guards/entry-guard.ts';
import { AUTH_REQUIRED_PATHS } from './route-meta.ts';
import { preloadPage } from './route-table.tsx';

/**
 * Fetches the first page's code beside the translations, at start, instead of after them and the
 * first render: one round trip less before the page paints on a phone. Only the page the entry guard
 * will show is fetched (home for a logged-out visitor on a shared link, nothing for a login-only page
 * they are sent to log in from), so a page the visitor is sent away from is still never loaded.
 */
export function preloadEntryPage(hash: string = window.location.hash): void {
  const [path = '', search = ''] = hash.replace(/^#/, '').split('?');
  const pathname = path || PATHS.home;
  // The session is restored from these same stored values later in boot.
  const loggedIn = readStoredSession().token !== null;
  const target = entryDecision(pathname, loggedIn, true) === 'show' ? pathname : PATHS.home;
  if (!loggedIn && AUTH_REQUIRED_PATHS.has(target)) return;
  preloadPage(target, target === pathname ? search : '');
}
