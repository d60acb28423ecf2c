import './chart-ui.css';
import { KLINE_INTERVALS, type KlineInterval } from '@halcyon/api';
import { useTranslation } from 'react-i18next';

export const intervalLabelKey = (interval: KlineInterval) => `pairDetail.interval${interval}`;

/** The chart's time periods: 1m, 5m, 15m, 1d (spec section 9). */
export function IntervalTabs({
  value,
  pending,
  onChange,
}: {
  value: KlineInterval;
  /** The period being loaded, shown as chosen at once. */
  pending: KlineInterval | null;
  onChange: (interval: KlineInterval) => void;
}) {
  const { t } = useTranslation();
  const chosen = pending ?? value;
  return (
    <div className="hc-interval-tabs" role="tablist" aria-label={t('pairDetail.intervals')}>
      {KLINE_INTERVALS.map((interval) => (
        <button
          key={interval}
          type="button"
          role="tab"
          aria-selected={interval === chosen}
          className={interval === chosen ? 'hc-interval hc-interval-active' : 'hc-interval'}
          onClick={() => onChange(interval)}
        >
          {t(intervalLabelKey(interval))}
        </button>
      ))}
    </div>
  );
}
