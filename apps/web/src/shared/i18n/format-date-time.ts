import { currentLocale } from './i18n.ts';

/** A moment in the UI language, to the second ("11/21/26, 12:00:05 PM" in en): every list and sheet alike. */
export function formatDateTime(ms: number | null | undefined, locale: string = currentLocale()): string {
  if (ms == null) return '--';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' }).format(ms);
}
