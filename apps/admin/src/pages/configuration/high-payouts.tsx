import type { AdminContractConfig } from '@halcyon/api';
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type Period = AdminContractConfig['periods'][number];

/** The periods whose payout rate a save raises above 1: a win would pay more than the stake as profit. */
export function ratesAboveOne(saved: Period[], next: Period[]): Period[] {
  return next.filter(
    (period, index) => Number(period.payoutRate) > 1 && period.payoutRate !== saved[index]?.payoutRate,
  );
}

export function HighPayouts({ periods }: { periods: Period[] }) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <>
      {periods.map(({ seconds, payoutRate }) => (
        <Typography.Paragraph key={seconds} strong>
          {t('config.highPayoutLine', {
            n: seconds,
            rate: payoutRate,
            percent: percent.format(Number(payoutRate)),
          })}
        </Typography.Paragraph>
      ))}
      <Alert type="warning" showIcon title={t('config.highPayoutHint')} />
    </>
  );
}
