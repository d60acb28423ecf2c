import type { KlineInterval, TradingPair } from '@halcyon/api';
import { useTranslation } from 'react-i18next';
import { CandleChart } from '@/shared/markets/components/candle-chart.tsx';
import { IntervalTabs, intervalLabelKey } from '@/shared/markets/components/interval-tabs.tsx';
import { useLiveKline } from '@/shared/markets/use-live-kline.ts';
import { Spinner } from '@/shared/ui/spinner.tsx';
import { FailedLoad } from './failed-load.tsx';

/** Contracts last seconds to minutes: the chart opens on 1m candles. */
const DEFAULT_INTERVAL: KlineInterval = '1m';

/** The pair's live candles with the shared period tabs; a failed switch goes back to what worked. */
export function ContractChart({
  compact,
  symbol,
  pair,
}: {
  compact: string;
  symbol: string;
  pair?: TradingPair;
}) {
  const { t } = useTranslation();
  const { kline, displayed, pending, setInterval } = useLiveKline(compact, DEFAULT_INTERVAL);
  return (
    <section className="hc-ct-chart">
      <IntervalTabs value={displayed} pending={pending} onChange={setInterval} />
      <div className="hc-chart-frame hc-ct-chart-frame" aria-busy={kline.isFetching}>
        {kline.data ? (
          <CandleChart
            candles={kline.data}
            interval={displayed}
            precision={pair?.pricePrecision ?? 2}
            seriesKey={`${compact}.${displayed}`}
            label={t('contract.chart', { symbol, interval: t(intervalLabelKey(displayed)) })}
            credit={t('pairDetail.chartCredit')}
          />
        ) : kline.isError ? (
          <FailedLoad message={t('contract.chartFailed')} onRetry={() => void kline.refetch()} />
        ) : (
          <div className="hc-chart-loading" role="status">
            <Spinner />
          </div>
        )}
      </div>
    </section>
  );
}
