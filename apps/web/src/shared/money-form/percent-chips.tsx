import { useTranslation } from 'react-i18next';
import { divideDecimal, multiplyDecimal } from '../markets/decimal-math.ts';

export const PERCENTS = [25, 50, 75, 100] as const;
export type Percent = (typeof PERCENTS)[number];

/** `percent` of a balance cut to `decimals` (never rounded up: the result is always payable). */
export function percentOf(available: string, percent: number, decimals: number): string {
  return divideDecimal(multiplyDecimal(available, String(percent)), '100', decimals);
}

/** 25 / 50 / 75 / 100 % of the balance; what a chip fills in is the form's own rule (fees, steps). */
export function PercentChips({
  onPick,
  disabled = false,
  className = 'hc-percent-chips',
}: {
  onPick: (percent: Percent) => void;
  disabled?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={className}>
      <legend className="hc-visually-hidden">{t('trade.percent')}</legend>
      {PERCENTS.map((percent) => (
        <button key={percent} type="button" disabled={disabled} onClick={() => onPick(percent)}>
          {t('trade.percentOption', { percent })}
        </button>
      ))}
    </fieldset>
  );
}
