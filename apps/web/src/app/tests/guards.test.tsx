import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../../test/fetch-mock.ts';
import { session, user } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { setUpEnglishScreens } from '../../../test/screen-test.ts';
import { resetNavigation } from '../../shared/navigation/navigation.ts';
import { getSession } from '../../shared/session/session-store.ts';

setUpEnglishScreens();
beforeEach(async () => {
  mockFetch(() => ok({ user }));
});

describe('login-only routes (spec section 2)', () => {
  it.each([
    '/pages/profile/profile',
    '/pages/assets/assets',
    '/pages/finance/finance',
    '/pages/profile/realname-auth',
  ])('%s without a token: toast "Please log in first", login after 1.5 s', async (path) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const app = renderApp(path);
    expect(await screen.findByText('Please log in first')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(1_400);
    expect(app.location()).toBe(path);
    await vi.advanceTimersByTimeAsync(200);
    await waitFor(() =>
      expect(app.location()).toBe(`/pages/login/login?redirect=${encodeURIComponent(path)}`),
    );
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('opens for a logged-in user', async () => {
    getSession().setSession(session());
    renderApp('/pages/profile/profile');
    expect(await screen.findByText('alice@example.com')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Profile');
  });
});

describe('logged-out redirect at start and on show', () => {
  it('sends a logged-out user on a non-public page home at start', async () => {
    const app = renderApp('/pages/profile/about-us');
    await waitFor(() => expect(app.location()).toBe('/'));
  });

  it('leaves home, login, register, language and the reset page alone', async () => {
    // Past every guard's delay, the login redirect's 1.5 s included: nothing has moved.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    for (const path of [
      '/',
      '/pages/login/login',
      '/pages/register/register',
      '/pages/settings/language',
      '/pages/login/forgot-password',
    ]) {
      resetNavigation();
      const app = renderApp(path);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(app.location()).toBe(path);
      app.unmount();
    }
  });

  it('checks again when the app is shown again', async () => {
    getSession().setSession(session());
    const app = renderApp('/pages/finance/recharge-help');
    await screen.findByText('How a deposit works', { selector: 'h2' });
    getSession().clear();
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(app.location()).toBe('/'));
  });
});

describe('layout', () => {
  it('shows the six tabs on tab pages', async () => {
    getSession().setSession(session());
    renderApp('/pages/customer-service/customer-service');
    expect(await screen.findByLabelText('Type a message')).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Main navigation' });
    expect([...tabs.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'Home',
      'Market',
      'Swap',
      'Service',
      'Finance',
      'Assets',
    ]);
    expect(tabs.querySelector('[aria-current="page"]')?.textContent).toBe('Service');
  });

  it('a page opened directly goes home with its back button', async () => {
    const app = renderApp('/pages/settings/language');
    await screen.findByRole('radio', { name: 'English' });
    screen.getByRole('button', { name: 'Back' }).click();
    await waitFor(() => expect(app.location()).toBe('/'));
  });
});
