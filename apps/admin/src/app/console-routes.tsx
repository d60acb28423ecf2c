import { Navigate, Route, Routes } from 'react-router';
import { useCan } from '@/frame/session.ts';
import { PAGES } from '@/pages/registry.tsx';
import { AcceptInvitePage } from './auth/accept-invite-page.tsx';
import { SignInPage } from './auth/sign-in-page.tsx';
import { ConsoleLayout } from './console-layout.tsx';
import { GuardedPage, NotFound } from './guarded-page.tsx';
import { RequireSession } from './require-session.tsx';

/** The first page in the registry the operator may open: where "/" leads. */
function Home() {
  const can = useCan();
  const first = PAGES.find((page) => page.menu !== false && can(page.permission));
  return first ? <Navigate to={`/${first.path}`} replace /> : <NotFound />;
}

export function ConsoleRoutes() {
  return (
    <Routes>
      <Route path="/sign-in" element={<SignInPage />} />
      <Route path="/accept-invite" element={<AcceptInvitePage />} />
      <Route
        element={
          <RequireSession>
            <ConsoleLayout />
          </RequireSession>
        }
      >
        <Route index element={<Home />} />
        {PAGES.map((page) => (
          <Route key={page.key} path={`/${page.path}`} element={<GuardedPage page={page} />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
