import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, ok, pathOf } from '../../../test/fetch-mock.ts';
import { session } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { setUpEnglishScreens } from '../../../test/screen-test.ts';
import { localizedValue } from '../../shared/api/app-config-values.ts';
import { getSession } from '../../shared/session/session-store.ts';

setUpEnglishScreens();

const LOGO = `/api/uniapp/config-images/${'ab'.repeat(32)}.png`;

describe('about us', () => {
  it('picks the text of the language, else English, else none (the console stores about_us.{locale})', () => {
    const values = { 'about_us.en': 'Hello', 'about_us.de': 'Hallo', 'notice.ja': 'お知らせ' };
    expect(localizedValue(values, 'about_us', 'de')).toBe('Hallo');
    expect(localizedValue(values, 'about_us', 'ja')).toBe('Hello');
    expect(localizedValue({ 'about_us.en': '  ' }, 'about_us', 'en')).toBeNull();
    expect(localizedValue(undefined, 'about_us', 'en')).toBeNull();
  });

  it("shows the operators' name, their text as plain text, their logo and the version", async () => {
    mockFetch((call) => {
      if (pathOf(call) === '/api/uniapp/app-config')
        return ok({ 'about_us.en': 'We are <b>Halcyon</b>.\nSince 2024.', app_logo: LOGO });
      if (pathOf(call) === '/api/uniapp/app/info')
        return ok({ appName: 'Nova Exchange', appLogo: LOGO, appVersion: '1.0.0', appVersionCode: 100 });
      return ok({});
    });
    getSession().setSession(session());
    const { container } = renderApp('/pages/profile/about-us');
    const text = await screen.findByTestId('about-us-text');
    expect(text.textContent).toBe('We are <b>Halcyon</b>.\nSince 2024.');
    expect(text.querySelector('b')).toBeNull();
    expect(container.querySelector('.hc-about-logo')?.getAttribute('src')).toBe(LOGO);
    await waitFor(() => expect(screen.getByTestId('about-us-name').textContent).toBe('Nova Exchange'));
  });

  it('keeps the built-in text and logo when nothing is configured', async () => {
    mockFetch(() => ok({}));
    getSession().setSession(session());
    const { container } = renderApp('/pages/profile/about-us');
    expect(await screen.findByText(/double-entry ledger/)).toBeTruthy();
    expect(container.querySelector('.hc-about-logo')?.getAttribute('src')).toBe('./static/images/logo.svg');
    expect(screen.getByTestId('about-us-name').textContent).toBe('Halcyon');
  });
});
