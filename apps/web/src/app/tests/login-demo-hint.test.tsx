import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, ok, pathOf } from '../../../test/fetch-mock.ts';
import { session } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { setUpEnglishScreens } from '../../../test/screen-test.ts';
import { queryClient } from '../../shared/api/query-client.ts';

const CONFIG = {
  appConfig: {},
  registerCaptcha: false,
  emailCodeResendSeconds: 60,
  accessTokenTtlMs: 7_200_000,
  supportedLocales: ['en'],
  fallbackLocale: 'en',
};

setUpEnglishScreens();

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

describe('login demo-account hint', () => {
  it('offers the demo account the server runs and fills the form with it', async () => {
    const { calls } = mockFetch((call) => {
      if (pathOf(call) === '/api/uniapp/app/config')
        return ok({ ...CONFIG, demoAccount: { account: 'demo', password: 'demo1234' } });
      if (pathOf(call) === '/api/uniapp/login') return ok(session());
      return ok({});
    });
    renderApp('/pages/login/login');
    expect(await screen.findByText('Try the demo account: demo / demo1234')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Use demo account' }));
    expect(field('Account or e-mail').value).toBe('demo');
    expect(field('Password').value).toBe('demo1234');

    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(calls.some((call) => pathOf(call) === '/api/uniapp/login')).toBe(true));
    expect(calls.find((call) => pathOf(call) === '/api/uniapp/login')?.body).toEqual({
      account: 'demo',
      password: 'demo1234',
    });
  });

  it('shows no hint when the server runs no demo account', async () => {
    const { calls } = mockFetch((call) => (pathOf(call) === '/api/uniapp/app/config' ? ok(CONFIG) : ok({})));
    renderApp('/pages/login/login');
    await screen.findByRole('button', { name: 'Log in' });
    await waitFor(() => expect(calls.some((call) => pathOf(call) === '/api/uniapp/app/config')).toBe(true));
    // The answer is in the cache (and so rendered) before the hint is looked for.
    await waitFor(() =>
      expect(queryClient.getQueryData(['app', 'config'])).toMatchObject({ fallbackLocale: 'en' }),
    );
    expect(screen.queryByText(/Try the demo account/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use demo account' })).toBeNull();
  });
});
