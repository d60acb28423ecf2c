import { currentLocale } from './i18n.ts';

/**
 * A moment, the one way every list and sheet shows it: in the UI language's order and words, 24-hour, to
 * the second, with the year only when it is not this year ("03/05, 09:07:03" in en, "05.03., 09:07:03"
 * in de, "2025/03/05 9:07:03" in ja for last year). `now` is for tests.
 */
export function formatDateTime(
  ms: number | null | undefined,
  locale: string = currentLocale(),
  now: number = Date.now(),
): string {
  if (ms == null) return '--';
  const thisYear = new Date(ms).getFullYear() === new Date(now).getFullYear();
  return new Intl.DateTimeFormat(locale, {
    ...(thisYear ? {} : { year: 'numeric' }),
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(ms);
}
