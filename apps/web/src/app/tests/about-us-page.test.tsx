import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockFetch, ok, pathOf } from '../../../test/fetch-mock.ts';
import { session } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { setUpEnglishScreens } from '../../../test/screen-test.ts';
import { aboutUsTextFor } from '../../features/profile/about-us-text.ts';
import { getSession } from '../../shared/session/session-store.ts';

setUpEnglishScreens();

describe('about us', () => {
  it('picks the text of the language, else English, else none', () => {
    const raw = JSON.stringify({ en: 'Hello', de: 'Hallo' });
    expect(aboutUsTextFor(raw, 'de')).toBe('Hallo');
    expect(aboutUsTextFor(raw, 'ja')).toBe('Hello');
    expect(aboutUsTextFor('not json', 'en')).toBeNull();
    expect(aboutUsTextFor(undefined, 'en')).toBeNull();
  });

  it("shows the operators' text as plain text with the version", async () => {
    mockFetch((call) => {
      if (pathOf(call) === '/api/uniapp/app-config/value/about_us')
        return ok({ key: 'about_us', value: JSON.stringify({ en: 'We are <b>Halcyon</b>.\nSince 2024.' }) });
      if (pathOf(call) === '/api/uniapp/app/info')
        return ok({ appName: 'Halcyon', appVersion: '1.0.0', appVersionCode: 100 });
      return ok({});
    });
    getSession().setSession(session());
    renderApp('/pages/profile/about-us');
    const text = await screen.findByTestId('about-us-text');
    expect(text.textContent).toBe('We are <b>Halcyon</b>.\nSince 2024.');
    expect(text.querySelector('b')).toBeNull();
  });

  it('keeps the built-in text when nothing is configured', async () => {
    mockFetch((call) =>
      pathOf(call) === '/api/uniapp/app-config/value/about_us'
        ? fail(404, 'NOT_FOUND', 'Resource not found')
        : ok({}),
    );
    getSession().setSession(session());
    renderApp('/pages/profile/about-us');
    expect(await screen.findByText(/double-entry ledger/)).toBeTruthy();
  });
});
