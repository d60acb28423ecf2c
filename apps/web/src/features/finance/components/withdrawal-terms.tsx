import type { WithdrawalConfig } from '@halcyon/api';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '@/shared/markets/decimal.ts';
import type { WithdrawalFigures } from '../fees.ts';
import { FigureRows } from './figure-rows.tsx';

/** The network's limits, and the fee, amount received and total deducted for what is typed, live. */
export function WithdrawalTerms({
  config,
  figures,
}: {
  config: WithdrawalConfig;
  figures: WithdrawalFigures | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p className="hc-fin-hint">
        {t('finance.withdrawal.limits', {
          min: formatDecimal(config.minAmount),
          max: formatDecimal(config.maxAmount),
        })}{' '}
        · {t('finance.withdrawal.dailyLimit', { limit: formatDecimal(config.dailyLimit) })}
      </p>
      <FigureRows
        rows={[
          { label: t('finance.withdrawal.fee'), value: figures?.fee ?? null, testId: 'withdrawal-fee' },
          { label: t('finance.withdrawal.youReceive'), value: figures?.actualAmount ?? null },
          {
            label: t('finance.withdrawal.totalDeducted'),
            value: figures?.totalAmount ?? null,
            testId: 'withdrawal-total',
          },
        ]}
      />
    </>
  );
}
