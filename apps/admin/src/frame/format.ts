import { i18n } from '@/i18n/i18n.ts';

/** Epoch milliseconds as a local date and time in the console's language; "-" for none. */
export function formatTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '-';
  return new Intl.DateTimeFormat(i18n.language, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }).format(new Date(ms));
}

/** A table cell that may be empty: the value, or "-" for none (as formatTime writes no time). */
export function orDash(value: string | null | undefined): string {
  return value ?? '-';
}
