import type { MarketSession } from '@halcyon/api';

type Translate = (key: string, params?: Record<string, string>) => string;

/** "Sat 09:30" in the reader's language and clock; just "09:30" when it is today. */
export function formatSessionTime(epochMs: number, locale: string, now: number = Date.now()): string {
  const at = new Date(epochMs);
  const sameDay = new Date(now).toDateString() === at.toDateString();
  const options: Intl.DateTimeFormatOptions = sameDay
    ? { hour: '2-digit', minute: '2-digit' }
    : { weekday: 'short', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' };
  return new Intl.DateTimeFormat(locale, options).format(at);
}

/** Open 24/7, open until the close, or closed until the next open. */
export function sessionText(
  session: MarketSession,
  open: boolean,
  t: Translate,
  locale: string,
  now: number = Date.now(),
): string {
  // When the live state disagrees with the loaded calendar, its next change has already happened.
  const known = session.open === open && session.nextChangeAt !== null;
  if (open) {
    if (session.open && session.nextChangeAt === null) return t('pairDetail.sessionAlwaysOpen');
    if (!known || session.nextChangeAt === null) return t('pairDetail.sessionOpen');
    return t('pairDetail.sessionOpenUntil', { time: formatSessionTime(session.nextChangeAt, locale, now) });
  }
  if (!known || session.nextChangeAt === null) return t('pairDetail.sessionClosed');
  return t('pairDetail.sessionClosedUntil', { time: formatSessionTime(session.nextChangeAt, locale, now) });
}
