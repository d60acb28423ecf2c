import type { ContractPeriodConfig } from '@halcyon/api';
import { useTranslation } from 'react-i18next';
import { ratePercent } from '../format.ts';

/** One chip per period with its payout rate, "30s 80%". */
export function PeriodChips({
  periods,
  value,
  onChange,
}: {
  periods: readonly ContractPeriodConfig[];
  value: number;
  onChange: (seconds: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="hc-ct-chips">
      <legend className="hc-visually-hidden">{t('contract.periods')}</legend>
      {periods.map((period) => (
        <button
          key={period.seconds}
          type="button"
          aria-pressed={period.seconds === value}
          className={period.seconds === value ? 'hc-ct-chip hc-ct-chip-active' : 'hc-ct-chip'}
          onClick={() => onChange(period.seconds)}
        >
          {t('contract.periodChip', { seconds: period.seconds, rate: ratePercent(period.payoutRate) })}
        </button>
      ))}
    </fieldset>
  );
}
