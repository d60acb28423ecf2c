import { FINANCE_ORDER_STATUSES, type FinanceOrderStatus } from '@halcyon/api';
import { useTranslation } from 'react-i18next';

/** A status the client does not know reads "unknown" (spec section 4) instead of a raw code. */
export function knownStatus(status: string): FinanceOrderStatus | 'unknown' {
  return (FINANCE_ORDER_STATUSES as readonly string[]).includes(status)
    ? (status as FinanceOrderStatus)
    : 'unknown';
}

/** The order's status as a coloured tag: waiting, done, or ended without money arriving. */
export function OrderStatus({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = knownStatus(status);
  return <span className={`hc-fin-status hc-fin-status-${known}`}>{t(`finance.status.${known}`)}</span>;
}
