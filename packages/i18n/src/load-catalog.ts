import type { LocaleCatalog } from './catalog.ts';
import type { Locale } from './locales.ts';

/** One lazily loaded bundle per locale: the web app fetches only the language it shows. */
export async function loadCatalog(locale: Locale): Promise<LocaleCatalog> {
  switch (locale) {
    case 'zh-CN':
      return (await import('./locales/zh-CN.ts')).default;
    case 'en':
      return (await import('./locales/en.ts')).default;
    case 'ja':
      return (await import('./locales/ja.ts')).default;
    case 'ko':
      return (await import('./locales/ko.ts')).default;
    case 'vi':
      return (await import('./locales/vi.ts')).default;
    case 'th':
      return (await import('./locales/th.ts')).default;
    case 'es':
      return (await import('./locales/es.ts')).default;
    case 'fr':
      return (await import('./locales/fr.ts')).default;
    case 'de':
      return (await import('./locales/de.ts')).default;
    case 'zh-TW':
      return (await import('./locales/zh-TW.ts')).default;
    default: {
      const unreachable: never = locale;
      throw new Error(`unsupported locale ${String(unreachable)}`);
    }
  }
}
