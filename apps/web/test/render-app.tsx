import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppLayout } from '../src/app/layout/app-layout.tsx';
import { Providers } from '../src/app/providers.tsx';
import { pageRoutes } from '../src/app/route-table.tsx';
import { setNavigator } from '../src/shared/navigation/navigation.ts';

/** The real layout and routes in a memory router, driven by the real navigation module. */
export function renderApp(path: string) {
  const router = createMemoryRouter([{ element: <AppLayout />, children: pageRoutes }], {
    initialEntries: [path],
  });
  setNavigator({
    push: (url) => void router.navigate(url),
    replace: (url) => void router.navigate(url, { replace: true }),
    back: () => void router.navigate(-1),
    canGoBack: () => false,
  });
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, location };
}
