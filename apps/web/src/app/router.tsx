import { type ReactNode, startTransition, useLayoutEffect, useState } from 'react';
import {
  UNSAFE_createHashHistory as createHashHistory,
  type Location,
  type NavigationType,
  type RouteObject,
  Router,
  useRoutes,
} from 'react-router';
import { type Navigator, setNavigator } from '@/shared/navigation/navigation.ts';
import { PageErrorBoundary } from './async-page.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { pageRoutes } from './route-table.tsx';

/**
 * Hash routing with base / (spec section 2) in react-router's declarative mode: the app uses no
 * loaders or actions, and the data router (createHashRouter) costs about 16 KiB brotli more on every
 * first load. The history is created before the first render, so the navigation module can drive it
 * from any effect, as it could drive the data router.
 */
export type AppHistory = ReturnType<typeof createHashHistory>;

export function createAppHistory(): AppHistory {
  // v5Compat: listeners hear every push and replace, as HashRouter's own history does.
  return createHashHistory({ v5Compat: true });
}

const appRoutes: RouteObject[] = [{ element: <AppLayout />, children: pageRoutes }];

function AppRoutes() {
  return useRoutes(appRoutes);
}

const samePlace = (a: Location, b: Location) =>
  a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && a.key === b.key;

/**
 * react-router's unstable_HistoryRouter, plus one thing: when it starts listening it catches up with a
 * navigation made since its first render read the location. The first render is a transition, rendered
 * in slices (main.tsx), so a hash change or a push can happen before the listener is there.
 */
function AppHistoryRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => ({
    action: history.action,
    location: history.location,
  }));
  useLayoutEffect(() => {
    const update = (next: { action: NavigationType; location: Location }) =>
      startTransition(() => setState(next));
    const stop = history.listen(update);
    const now = history.location;
    setState((current) =>
      samePlace(current.location, now) ? current : { action: history.action, location: now },
    );
    return stop;
  }, [history]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}

/** Every page sits inside the shared layout; a render error anywhere shows the spec's error view. */
export function AppRouter({ history }: { history: AppHistory }) {
  return (
    <AppHistoryRouter history={history}>
      <PageErrorBoundary>
        <AppRoutes />
      </PageErrorBoundary>
    </AppHistoryRouter>
  );
}

/** The navigation module drives the history; history.state.idx tells whether there is a page to go back to. */
export function connectNavigation(history: AppHistory): void {
  const navigator: Navigator = {
    push: (url) => history.push(url),
    replace: (url) => history.replace(url),
    back: () => history.go(-1),
    canGoBack: () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0,
  };
  setNavigator(navigator);
}
