import { createHashRouter } from 'react-router';
import { type Navigator, setNavigator } from '@/shared/navigation/navigation.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { PageErrorView } from './page-states.tsx';
import { pageRoutes } from './route-table.tsx';

export type AppRouter = ReturnType<typeof createHashRouter>;

/** Hash routing with base / (spec section 2); every page sits inside the shared layout. */
export function createAppRouter(): AppRouter {
  return createHashRouter([
    { element: <AppLayout />, errorElement: <PageErrorView reason="failed" />, children: pageRoutes },
  ]);
}

/** The navigation module drives react-router; history.state.idx tells whether there is a page to go back to. */
export function connectNavigation(router: AppRouter): void {
  const navigator: Navigator = {
    push: (url) => void router.navigate(url),
    replace: (url) => void router.navigate(url, { replace: true }),
    back: () => void router.navigate(-1),
    canGoBack: () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0,
  };
  setNavigator(navigator);
}
