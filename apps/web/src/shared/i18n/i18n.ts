import {
  DEFAULT_UI_LOCALE,
  FALLBACK_LOCALE,
  isLocale,
  type Locale,
  loadCatalog,
  normalizeLocale,
  SUPPORTED_LOCALES,
} from '@halcyon/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readItem, STORAGE_KEYS, writeItem } from '../storage/local-store.ts';

/** One i18next instance for the whole app; React reads it through I18nextProvider. */
export const i18n = i18next.createInstance();

type LocaleListener = (locale: Locale) => void;
const listeners = new Set<LocaleListener>();

/** Stored choice, else the browser's language when we speak it, else zh-CN (spec section 9). */
export function detectInitialLocale(
  stored: string | null = readItem(STORAGE_KEYS.locale),
  browser: readonly string[] = navigator.languages?.length ? navigator.languages : [navigator.language],
): Locale {
  const fromStorage = normalizeLocale(stored);
  if (fromStorage) return fromStorage;
  for (const tag of browser) {
    const locale = normalizeLocale(tag);
    if (locale) return locale;
  }
  return DEFAULT_UI_LOCALE;
}

async function ensureCatalog(locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'translation')) return;
  const catalog = await loadCatalog(locale);
  i18n.addResourceBundle(locale, 'translation', catalog, true, true);
}

function applyDocumentLocale(locale: Locale): void {
  document.documentElement.lang = locale;
}

export function currentLocale(): Locale {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(language) ? language : DEFAULT_UI_LOCALE;
}

/** Loads the UI language and English (the fallback for keys a catalog lacks). */
export async function initI18n(locale: Locale = detectInitialLocale()): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: locale,
      fallbackLng: FALLBACK_LOCALE,
      supportedLngs: [...SUPPORTED_LOCALES],
      resources: {},
      partialBundledLanguages: true,
      // i18next would otherwise load "zh" for "zh-CN": our catalogs are whole per locale.
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
    });
  }
  await Promise.all([ensureCatalog(FALLBACK_LOCALE), ensureCatalog(locale)]);
  await i18n.changeLanguage(locale);
  applyDocumentLocale(locale);
}

async function applyLocale(locale: Locale): Promise<void> {
  await ensureCatalog(locale);
  await i18n.changeLanguage(locale);
  applyDocumentLocale(locale);
  for (const listener of listeners) listener(locale);
}

/**
 * Switches the UI language. Only the ten supported locales are accepted (spec section 5: anything
 * else fails with a warning); the choice is saved so other tabs and the next visit follow it. It is saved
 * only once applied: when the language's texts cannot be fetched this rejects and nothing changes (saved
 * first, the next visit would have started in a language the screen never showed).
 */
export async function changeLocale(code: string): Promise<boolean> {
  if (!isLocale(code)) {
    console.warn(`[i18n] unsupported locale "${code}" ignored`);
    return false;
  }
  if (code !== currentLocale()) await applyLocale(code);
  writeItem(STORAGE_KEYS.locale, code);
  return true;
}

/** Called after every language change (title, antd-mobile locale, caches keyed by language...). */
export function onLocaleChange(listener: LocaleListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Follows a change made in another tab: the storage event, plus a poll for browsers that miss it. */
export function startLocaleSync(pollMs: number): () => void {
  const follow = () => {
    const stored = normalizeLocale(readItem(STORAGE_KEYS.locale));
    // Texts that cannot be fetched now are asked for again at the next poll.
    if (stored && stored !== currentLocale()) applyLocale(stored).catch(() => undefined);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.locale) follow();
  };
  window.addEventListener('storage', onStorage);
  const timer = window.setInterval(follow, pollMs);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.clearInterval(timer);
  };
}

/** Translation outside React (HTTP messages, toasts raised by stores). */
export function translate(key: string, params?: Record<string, string | number>): string {
  // Before init (or in isolated tests) i18next answers undefined: the key is more useful than nothing.
  return i18n.isInitialized ? i18n.t(key, params) : key;
}
