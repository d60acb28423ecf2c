import type { LocaleCatalog } from './catalog.ts';
import de from './locales/de.ts';
import en from './locales/en.ts';
import es from './locales/es.ts';
import fr from './locales/fr.ts';
import ja from './locales/ja.ts';
import ko from './locales/ko.ts';
import th from './locales/th.ts';
import vi from './locales/vi.ts';
import zhCN from './locales/zh-CN.ts';
import zhTW from './locales/zh-TW.ts';
import type { Locale } from './locales.ts';

/** Every catalog, loaded eagerly: for the server and for tests, never for the web bundle. */
export const ALL_CATALOGS: Record<Locale, LocaleCatalog> = {
  'zh-CN': zhCN,
  en,
  ja,
  ko,
  vi,
  th,
  es,
  fr,
  de,
  'zh-TW': zhTW,
};
