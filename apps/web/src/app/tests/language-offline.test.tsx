import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { setUpEnglishScreens } from '../../../test/screen-test.ts';
import { currentLocale } from '../../shared/i18n/i18n.ts';

// Japanese texts cannot be fetched (offline, or a deploy replaced their chunk).
vi.mock('@halcyon/i18n', async (importOriginal) => {
  const real = await importOriginal<typeof import('@halcyon/i18n')>();
  return {
    ...real,
    loadCatalog: (locale: Parameters<typeof real.loadCatalog>[0]) =>
      locale === 'ja'
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : real.loadCatalog(locale),
  };
});

setUpEnglishScreens();

describe('choosing a language whose texts cannot be fetched', () => {
  it('says so in the current language, and neither the screen nor the saved choice changes', async () => {
    mockFetch(() => ok(null));
    renderApp('/pages/settings/language');
    await userEvent.click(await screen.findByText('日本語'));
    expect(
      await screen.findByText('Could not switch the language. Check your connection and try again.'),
    ).toBeTruthy();
    expect(currentLocale()).toBe('en');
    expect(localStorage.getItem('locale')).toBe('en');
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: 'English' }) as HTMLInputElement).checked).toBe(true),
    );
    expect((screen.getByRole('radio', { name: '日本語' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Language settings');
  });
});
