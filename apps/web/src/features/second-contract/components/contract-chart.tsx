import type { KlineInterval, TradingPair } from '@halcyon/api';
import { SpinLoading } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CandleChart } from '@/shared/markets/components/candle-chart.tsx';
import { IntervalTabs, intervalLabelKey } from '@/shared/markets/components/interval-tabs.tsx';
import { useKline } from '@/shared/markets/market-queries.ts';
import { useChannels } from '@/shared/realtime/use-channel.ts';
import { showErrorToast } from '@/shared/ui/feedback.ts';

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
  const [interval, setInterval] = useState<KlineInterval>(DEFAULT_INTERVAL);
  const [shown, setShown] = useState<KlineInterval | null>(null);
  const kline = useKline(compact, interval);
  useChannels([`kline.${compact}.${interval}`]);

  useEffect(() => {
    if (kline.isSuccess && !kline.isPlaceholderData) setShown(interval);
  }, [kline.isSuccess, kline.isPlaceholderData, interval]);

  useEffect(() => {
    if (!kline.isError || shown === null || shown === interval) return;
    showErrorToast(t('pairDetail.switchFailed'));
    setInterval(shown);
  }, [kline.isError, shown, interval, t]);

  const displayed = kline.isPlaceholderData ? (shown ?? interval) : interval;
  return (
    <section className="hc-ct-chart">
      <IntervalTabs
        value={displayed}
        pending={kline.isPlaceholderData || kline.isFetching ? interval : null}
        onChange={setInterval}
      />
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
          <div className="hc-ct-empty" role="alert">
            <p>{t('contract.chartFailed')}</p>
            <button type="button" className="hc-ct-link" onClick={() => void kline.refetch()}>
              {t('contract.retry')}
            </button>
          </div>
        ) : (
          <div className="hc-chart-loading" role="status">
            <SpinLoading color="primary" />
          </div>
        )}
      </div>
    </section>
  );
}
