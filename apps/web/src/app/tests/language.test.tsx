import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, ok, pathOf } from '../../../test/fetch-mock.ts';
import { session } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { setUpEnglishScreens } from '../../../test/screen-test.ts';
import {
  changeLocale,
  currentLocale,
  detectInitialLocale,
  onLocaleChange,
  startLocaleSync,
} from '../../shared/i18n/i18n.ts';
import { getSession } from '../../shared/session/session-store.ts';

setUpEnglishScreens();

describe('initial locale (spec section 9)', () => {
  it('prefers the stored locale, then a supported browser language, then zh-CN', () => {
    expect(detectInitialLocale('ja', ['fr-FR'])).toBe('ja');
    expect(detectInitialLocale(null, ['pt-BR', 'fr-FR', 'de'])).toBe('fr');
    expect(detectInitialLocale('xx', ['pt-BR'])).toBe('zh-CN');
    expect(detectInitialLocale(null, ['zh-HK'])).toBe('zh-TW');
  });
});

describe('changeLocale (spec section 4)', () => {
  it('rejects an unsupported code with a warning and changes nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(changeLocale('pt-BR')).resolves.toBe(false);
    expect(warn).toHaveBeenCalled();
    expect(currentLocale()).toBe('en');
    expect(localStorage.getItem('locale')).toBe('en');
  });

  it('saves the choice, sets <html lang> and notifies listeners', async () => {
    const listener = vi.fn();
    const off = onLocaleChange(listener);
    await expect(changeLocale('zh-CN')).resolves.toBe(true);
    off();
    expect(localStorage.getItem('locale')).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(listener).toHaveBeenCalledWith('zh-CN');
  });

  it('follows a change made in another tab, by storage event and by the 5 s poll', async () => {
    const stop = startLocaleSync(5_000);
    localStorage.setItem('locale', 'de');
    window.dispatchEvent(new StorageEvent('storage', { key: 'locale', newValue: 'de' }));
    await waitFor(() => expect(currentLocale()).toBe('de'));
    stop();

    vi.useFakeTimers();
    const stopPoll = startLocaleSync(5_000);
    localStorage.setItem('locale', 'en');
    await vi.advanceTimersByTimeAsync(4_999);
    expect(currentLocale()).toBe('de');
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await waitFor(() => expect(currentLocale()).toBe('en'));
    stopPoll();
  });
});

describe('language page', () => {
  it('lists the ten languages by their own names with the current one checked', async () => {
    renderApp('/pages/settings/language');
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      '简体中文',
      'English',
      '日本語',
      '한국어',
      'Tiếng Việt',
      'ไทย',
      'Español',
      'Français',
      'Deutsch',
      '繁體中文',
    ]);
    expect(screen.getByRole('radio', { name: 'English' })).toHaveProperty('checked', true);
  });

  it('switching retitles the page and the nav bar, and is saved', async () => {
    renderApp('/pages/settings/language');
    await screen.findByRole('radio', { name: 'English' });
    expect(document.title).toBe('Language settings');
    await userEvent.click(screen.getByText('简体中文'));
    await waitFor(() => expect(document.title).toBe('语言设置'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('语言设置');
    expect(screen.getByRole('radio', { name: '简体中文' })).toHaveProperty('checked', true);
    expect(localStorage.getItem('locale')).toBe('zh-CN');
    await act(() => changeLocale('en'));
  });

  it('signed in, the choice is saved on the server too (their mail follows it); logged out, nothing is sent', async () => {
    const { calls } = mockFetch(() => ok({ locale: 'de' }));
    const saves = () => calls.filter((call) => pathOf(call) === '/api/uniapp/user/locale');
    const { unmount } = renderApp('/pages/settings/language');
    await userEvent.click(await screen.findByText('Deutsch'));
    await waitFor(() => expect(currentLocale()).toBe('de'));
    expect(saves()).toHaveLength(0);
    unmount();

    getSession().setSession(session());
    renderApp('/pages/settings/language');
    await userEvent.click(await screen.findByText('日本語'));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toMatchObject({ method: 'POST', body: { locale: 'ja' } });
    expect(saves()[0]?.headers.Authorization).toBe('Bearer access-1');
    await act(() => changeLocale('en'));
  });

  it('a page without its own title text is titled with the app title', async () => {
    renderApp('/');
    await screen.findByText('Quick charge');
    expect(document.title).toBe('Halcyon');
  });
});
