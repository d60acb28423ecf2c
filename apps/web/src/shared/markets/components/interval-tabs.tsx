import './chart-ui.css';
import { KLINE_INTERVALS, type KlineInterval } from '@halcyon/api';
import { useTranslation } from 'react-i18next';
import { TabBar } from '../../ui/tab-bar.tsx';

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
    <TabBar
      className="hc-interval-tabs"
      tabClassName="hc-interval"
      label={t('pairDetail.intervals')}
      tabs={KLINE_INTERVALS.map((interval) => ({ id: interval, label: t(intervalLabelKey(interval)) }))}
      selected={chosen}
      onSelect={onChange}
    />
  );
}
