import {
  type CatalogTree,
  FALLBACK_LOCALE,
  interpolate,
  type Locale,
  type LocaleCatalog,
  lookup,
  negotiateLocale,
} from '@halcyon/i18n';
import type { MessageParams } from './errors.ts';

export type Catalogs = Record<Locale, LocaleCatalog>;

export interface Translator {
  /** The text of `key` in `locale`, else in English, else the key itself (never throws, never empty). */
  translate(locale: Locale, key: string, params?: MessageParams): string;
  has(key: string): boolean;
}

export function createTranslator(catalogs: Catalogs): Translator {
  const tree = (locale: Locale) => catalogs[locale] as CatalogTree;
  return {
    translate(locale, key, params) {
      const text = lookup(tree(locale), key) ?? lookup(tree(FALLBACK_LOCALE), key) ?? key;
      return interpolate(text, params);
    },
    has(key) {
      return lookup(tree(FALLBACK_LOCALE), key) !== undefined;
    },
  };
}

/** The request's language from Accept-Language; English when it names none of ours. */
export function localeOf(acceptLanguage: string | string[] | undefined): Locale {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  return negotiateLocale(header) ?? FALLBACK_LOCALE;
}
