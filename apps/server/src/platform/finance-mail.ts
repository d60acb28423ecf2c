import { isLocale, type Locale } from '@halcyon/i18n';
import type { Translator } from './i18n.ts';
import type { OutgoingMail } from './mail.ts';

/** The e-mails of deposits and withdrawals: keys `mail.<kind>Subject` and `mail.<kind>Body`. */
export type FinanceMailKind =
  | 'rechargeCompleted'
  | 'rechargeRejected'
  | 'rechargeFailed'
  | 'withdrawalCompleted'
  | 'withdrawalRejected'
  | 'withdrawalFailed';

/** In `locale`: the language the person uses the app in (stored with them; the order's as a fallback). */
export function composeFinanceMail(
  translator: Translator,
  mail: { kind: FinanceMailKind; to: string; locale: string; params: Record<string, string> },
): OutgoingMail {
  const locale: Locale = isLocale(mail.locale) ? mail.locale : 'en';
  return {
    kind: `finance_${mail.kind}`,
    to: mail.to,
    subject: translator.translate(locale, `mail.${mail.kind}Subject`, mail.params),
    text: translator.translate(locale, `mail.${mail.kind}Body`, mail.params),
  };
}
