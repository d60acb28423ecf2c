/** The ten interface languages of spec section 9, in the order the language page lists them. */
export const SUPPORTED_LOCALES = ['zh-CN', 'en', 'ja', 'ko', 'vi', 'th', 'es', 'fr', 'de', 'zh-TW'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

/** Server messages fall back to English; the web app's first-visit default is zh-CN (spec section 9). */
export const FALLBACK_LOCALE: Locale = 'en';
export const DEFAULT_UI_LOCALE: Locale = 'zh-CN';

/** Each language by its own name, as a language picker shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  'zh-CN': '简体中文',
  en: 'English',
  ja: '日本語',
  ko: '한국어',
  vi: 'Tiếng Việt',
  th: 'ไทย',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  'zh-TW': '繁體中文',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * Maps a BCP 47 tag to one of ours: "en-US" -> en, "zh" / "zh-Hans" -> zh-CN,
 * "zh-Hant" / "zh-HK" / "zh-MO" -> zh-TW, "ja-JP" -> ja. Null when we do not speak it.
 */
export function normalizeLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const cleaned = tag.trim().replace(/_/g, '-');
  if (isLocale(cleaned)) return cleaned;
  const lower = cleaned.toLowerCase();
  if (lower.startsWith('zh')) {
    return /hant|-tw|-hk|-mo/.test(lower) ? 'zh-TW' : 'zh-CN';
  }
  const primary = lower.split('-')[0];
  return SUPPORTED_LOCALES.find((locale) => locale === primary) ?? null;
}

/** Picks the best supported locale from an Accept-Language header, honouring q-values. */
export function negotiateLocale(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const locale = normalizeLocale(entry.tag);
    if (locale) return locale;
  }
  return null;
}
