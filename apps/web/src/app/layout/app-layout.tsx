import { useMemo } from 'react';
import { matchRoutes, Outlet, useLocation } from 'react-router';
import { useEntryGuard } from '../guards/entry-guard.ts';
import { RouteGuard } from '../guards/route-guard.tsx';
import { useLoggedOutRedirect } from '../guards/use-logged-out-redirect.ts';
import type { RouteMeta } from '../route-meta.ts';
import { pageRoutes } from '../route-table.tsx';
import { NavBar } from './nav-bar.tsx';
import { TabBar } from './tab-bar.tsx';
import { usePageTitle } from './use-page-title.ts';
import { useTabScrollMemory } from './use-tab-scroll-memory.ts';

/** The page's meta, matched here: the declarative router has no useMatches (a data-router hook). */
function useRouteMeta(pathname: string): RouteMeta {
  return useMemo(() => {
    const matches = matchRoutes(pageRoutes, pathname);
    return (matches?.at(-1)?.route.handle as RouteMeta | undefined) ?? {};
  }, [pathname]);
}

/** Nav bar, page, tab bar, in a column of limited width centred on wide windows. */
export function AppLayout() {
  const { pathname, search } = useLocation();
  const meta = useRouteMeta(pathname);
  const type = new URLSearchParams(search).get('type');
  const title = usePageTitle((type ? meta.titleKeyByType?.[type] : undefined) ?? meta.titleKey);
  // Before the page renders, so a page the visitor is sent away from is never loaded.
  const leaving = useEntryGuard();
  useLoggedOutRedirect(pathname, search);
  useTabScrollMemory(pathname, meta.tab !== undefined);

  return (
    <div className={meta.tab ? 'hc-shell hc-shell-with-tabs' : 'hc-shell'}>
      <NavBar
        title={title}
        variant={meta.plainHeader ? 'plain' : 'bar'}
        showBack={meta.tab === undefined}
        profileShortcut={meta.profileShortcut}
      />
      <main className="hc-page">
        {leaving ? null : (
          <RouteGuard requiresAuth={meta.requiresAuth === true}>
            <Outlet />
          </RouteGuard>
        )}
      </main>
      {meta.tab ? <TabBar active={meta.tab} /> : null}
    </div>
  );
}
