import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/frame/error-text.ts';
import { formatTime } from '@/frame/format.ts';
import type { Outcome } from './order-outcome.ts';
import type { CurrentOrder } from './use-current-order.ts';

/**
 * Above a review dialog's order, how current it is: what someone else did to it while the dialog was open
 * (the dialog stays open and offers only what is left, rather than closing or failing with 409), or that
 * it could not be read again and may be out of date.
 */
export function CurrentOrderAlerts<O>({ current, outcome }: { current: CurrentOrder<O>; outcome: Outcome }) {
  const { t } = useTranslation();
  return (
    <>
      {current.changedElsewhere && outcome ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t(`finance.changed.${outcome.key}`, { who: outcome.who ?? t('finance.changed.someone') })}
          description={t('finance.changed.note')}
        />
      ) : null}
      {current.refreshError ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('finance.changed.notRefreshed', { time: formatTime(current.readAt) })}
          description={errorText(current.refreshError)}
        />
      ) : null}
    </>
  );
}
