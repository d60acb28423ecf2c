import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { ConsoleLocale } from './locale-definition.ts';

/** Every file in ./locales is a language: adding one is adding a file. */
const modules = import.meta.glob<{ default: ConsoleLocale }>('./locales/*.ts', { eager: true });

export const LOCALES: readonly ConsoleLocale[] = Object.values(modules)
  .map((module) => module.default)
  .sort((a, b) => a.code.localeCompare(b.code));

export const DEFAULT_LOCALE = 'en';
const STORAGE_KEY = 'halcyon-admin-locale';

export function findLocale(code: string | null | undefined): ConsoleLocale | undefined {
  if (!code) return undefined;
  return (
    LOCALES.find((locale) => locale.code === code) ??
    LOCALES.find((locale) => locale.code.split('-')[0] === code.split('-')[0])
  );
}

function initialLocale(): string {
  const chosen = findLocale(localStorage.getItem(STORAGE_KEY)) ?? findLocale(navigator.language);
  return chosen?.code ?? DEFAULT_LOCALE;
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: initialLocale(),
  fallbackLng: DEFAULT_LOCALE,
  resources: Object.fromEntries(LOCALES.map((locale) => [locale.code, { translation: locale.messages }])),
  interpolation: { escapeValue: false },
  showSupportNotice: false,
  initAsync: false,
});

export function currentLocale(): ConsoleLocale {
  return findLocale(i18n.language) ?? (findLocale(DEFAULT_LOCALE) as ConsoleLocale);
}

export async function changeLocale(code: string): Promise<void> {
  localStorage.setItem(STORAGE_KEY, code);
  document.documentElement.lang = code;
  await i18n.changeLanguage(code);
}
