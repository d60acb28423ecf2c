import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../../test/fetch-mock.ts';
import { session, user } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { setUpEnglishScreens } from '../../../test/screen-test.ts';
import { getSession } from '../../shared/session/session-store.ts';
import { App } from '../app.tsx';
import { entryDecision } from '../guards/entry-guard.ts';
import { connectNavigation, createAppHistory } from '../router.tsx';

// Which page modules were loaded: the guard must decide before a page's chunk is requested.
const loaded = vi.hoisted(() => new Set<string>());
vi.mock('@/features/trade/pages/trade-page.tsx', () => {
  loaded.add('trade');
  return { default: () => <h2>Trade page</h2> };
});
vi.mock('@/features/auth/pages/register-page.tsx', () => {
  loaded.add('register');
  return { default: () => <h2>Register page</h2> };
});

setUpEnglishScreens();
beforeEach(() => {
  loaded.clear();
});

describe('entry decisions', () => {
  it('sends logged-in people home from login and register, and logged-out arrivals home from private pages', () => {
    expect(entryDecision('/pages/login/login', true, false)).toBe('home-logged-in');
    expect(entryDecision('/pages/register/register', true, true)).toBe('home-logged-in');
    expect(entryDecision('/pages/login/login', false, true)).toBe('show');
    expect(entryDecision('/pages/trade/trade', false, true)).toBe('home-logged-out');
    // Inside the app a logged-out visitor may open market and trade pages.
    expect(entryDecision('/pages/trade/trade', false, false)).toBe('show');
    // Login-only pages go to login instead (RouteGuard), not home.
    expect(entryDecision('/pages/assets/assets', false, true)).toBe('show');
    expect(entryDecision('/', false, true)).toBe('show');
  });
});

describe('arriving by a shared link', () => {
  it('a logged-out visitor is sent home, told why, and the page is never loaded', async () => {
    mockFetch(() => ok([]));
    const app = renderApp('/pages/trade/trade?symbol=ETHUSDT');
    expect(await screen.findByText('Log in to open that page')).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(loaded.has('trade')).toBe(false);
  });

  it('after logging in they return to the page the link pointed at', async () => {
    mockFetch((call) => (call.url === '/api/uniapp/login' ? ok(session()) : ok({ user })));
    const app = renderApp('/pages/trade/trade?symbol=ETHUSDT');
    await waitFor(() => expect(app.location()).toBe('/'));
    await app.router.navigate('/pages/login/login');
    await userEvent.type(await screen.findByLabelText('Account or e-mail'), 'alice_01');
    await userEvent.type(screen.getByLabelText('Password'), 'secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(app.location()).toBe('/pages/trade/trade?symbol=ETHUSDT'));
    expect(await screen.findByText('Trade page')).toBeTruthy();
  });

  it('a logged-in person opening register goes home without loading it', async () => {
    mockFetch(() => ok({ user }));
    getSession().setSession(session());
    const app = renderApp('/pages/register/register');
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(loaded.has('register')).toBe(false);
    expect(screen.queryByText('Log in to open that page')).toBeNull();
  });

  it('a logged-in person opening login goes home', async () => {
    mockFetch(() => ok({ user }));
    getSession().setSession(session());
    const app = renderApp('/pages/login/login');
    await waitFor(() => expect(app.location()).toBe('/'));
  });
});

describe('arriving by an address typed while the app is open', () => {
  it('is judged on its own, though the browser gives every typed address the same history key', async () => {
    mockFetch(() => ok({ user }));
    window.location.hash = '#/pages/login/login';
    const history = createAppHistory();
    connectNavigation(history);
    const view = render(<App history={history} />);
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(history.location.key).toBe('default');
    // Signed in elsewhere (another tab); then register is typed, which also arrives as 'default'.
    getSession().setSession(session());
    window.location.hash = '#/pages/register/register';
    await waitFor(() => expect(history.location.pathname).toBe('/pages/register/register'));
    expect(history.location.key).toBe('default');
    await waitFor(() => expect(window.location.hash).toBe('#/'));
    expect(loaded.has('register')).toBe(false);
    view.unmount();
  });
});
