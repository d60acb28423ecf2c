import { ALL_CATALOGS } from '../../packages/i18n/src/all-catalogs.ts';
import { type CatalogTree, type Locale, lookup } from '../../packages/i18n/src/index.ts';
import type { TextRules } from './layout-audit.ts';

const english = ALL_CATALOGS.en as CatalogTree;

function leaves(catalog: CatalogTree, prefix = ''): [string, string][] {
  return Object.entries(catalog).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const englishLeaves = leaves(english);

/**
 * What a screen in `locale` must not show: the English text of every key this locale translates
 * differently (English on a German screen is a missing translation; a word both languages spell alike,
 * such as "USDT", is not), unless the locale itself uses that text for some key; and every catalog key.
 * Texts with placeholders are left out: a screen shows them filled in.
 */
export function textRules(locale: Locale, data: string[]): TextRules {
  const keys = englishLeaves.map(([key]) => key);
  if (locale === 'en') return { english: [], keys, data };
  const catalog = ALL_CATALOGS[locale] as CatalogTree;
  const own = new Set(leaves(catalog).map(([, text]) => text.trim()));
  const untranslated = englishLeaves
    .filter(([key, text]) => !text.includes('{{') && lookup(catalog, key) !== text)
    .map(([, text]) => text.trim())
    .filter((text) => text !== '' && !own.has(text));
  return { english: [...new Set(untranslated)], keys, data };
}
