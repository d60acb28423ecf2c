import type { FinanceOrderStatus } from '@halcyon/api';
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

/**
 * The e-mail a deposit's or a withdrawal's new status sends: its outcome (completed, rejected, failed); none
 * while it is open, nor for a cancelling the person did themselves.
 */
export function financeMailKindOf(
  orders: 'recharge' | 'withdrawal',
  status: FinanceOrderStatus,
): FinanceMailKind | null {
  switch (status) {
    case 'completed':
      return `${orders}Completed`;
    case 'rejected':
      return `${orders}Rejected`;
    case 'failed':
      return `${orders}Failed`;
    case 'pending':
    case 'processing':
    case 'cancelled':
      return null;
    default: {
      const unknown: never = status;
      throw new Error(`unknown status ${String(unknown)}`);
    }
  }
}

/** Full stops (Latin, ideographic, full-width) at the end of a reason, and the spaces after them. */
const CLOSING_STOPS = /[.\u3002\uFF0E]+\s*$/u;

/**
 * The operator's reason as it goes into "Reason: {{reason}}." of a body: every body ends the reason's
 * sentence itself, and the reject templates (and most reasons written by hand) end in a full stop of their
 * own, which would show twice ("checks.. Please").
 */
function inSentence(params: Record<string, string>): Record<string, string> {
  const { reason } = params;
  return reason === undefined ? params : { ...params, reason: reason.trim().replace(CLOSING_STOPS, '') };
}

/** In `locale`: the language the person uses the app in (stored with them; the order's as a fallback). */
export function composeFinanceMail(
  translator: Translator,
  mail: { kind: FinanceMailKind; to: string; locale: string; params: Record<string, string> },
): OutgoingMail {
  const locale: Locale = isLocale(mail.locale) ? mail.locale : 'en';
  const params = inSentence(mail.params);
  return {
    kind: `finance_${mail.kind}`,
    to: mail.to,
    subject: translator.translate(locale, `mail.${mail.kind}Subject`, params),
    text: translator.translate(locale, `mail.${mail.kind}Body`, params),
  };
}
