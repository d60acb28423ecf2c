import '@/shared/markets/components/chart-ui.css';
import type { Candle, ContractOrder } from '@halcyon/api';
import { useQuery } from '@tanstack/react-query';
import {
  ColorType,
  createChart,
  createSeriesMarkers,
  LineSeries,
  LineStyle,
  type SeriesMarker,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { compactSymbol, displaySymbol } from '@/shared/markets/symbols.ts';
import { contractApi } from '../api.ts';

const MINUTE = 60_000;
/** Minutes of market shown after the contract ended, and at least this many candles in all. */
const AFTER_MINUTES = 3;
const MIN_CANDLES = 10;

// The chart library draws numbers: the decimal strings become floats here, for pixels only.
const minuteOf = (ms: number) => (Math.floor(ms / MINUTE) * 60) as UTCTimestamp;

/** The 1m candles around a contract: from a little before its start to a little after its end. */
export function evidenceWindow(order: Pick<ContractOrder, 'period' | 'createdAt' | 'endAt' | 'expireAt'>) {
  const end = (order.endAt ?? order.expireAt) + AFTER_MINUTES * MINUTE;
  const minutes = Math.ceil((end - order.createdAt) / MINUTE) + 5;
  return { endTime: end, limit: Math.min(1000, Math.max(MIN_CANDLES, minutes)) };
}

function LineChart({ order, candles }: { order: ContractOrder; candles: readonly Candle[] }) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const chart = createChart(element, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        attributionLogo: false,
        fontSize: 10,
      },
      timeScale: { timeVisible: true, secondsVisible: false, borderVisible: false },
      rightPriceScale: { borderVisible: false },
      handleScroll: false,
      handleScale: false,
    });
    const line = chart.addSeries(LineSeries, { color: '#667eea', lineWidth: 2, priceLineVisible: false });
    line.setData(candles.map((candle) => ({ time: minuteOf(candle.openTime), value: Number(candle.close) })));
    const markers: SeriesMarker<UTCTimestamp>[] = [];
    const ticks = [
      { tick: order.entryTick, label: t('contract.entryMarker'), color: '#667eea' },
      { tick: order.exitTick, label: t('contract.exitMarker'), color: '#f59f00' },
    ];
    for (const { tick, label, color } of ticks) {
      if (!tick) continue;
      line.createPriceLine({
        price: Number(tick.price),
        color,
        lineWidth: 1,
        lineStyle: LineStyle.Dashed,
        axisLabelVisible: true,
        title: label,
      });
      markers.push({ time: minuteOf(tick.time), position: 'inBar', color, shape: 'circle', text: label });
    }
    createSeriesMarkers(line, markers);
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [order, candles, t]);
  // The library's logo is off (it injects a <style> the CSP refuses); its licence asks for this link instead.
  return (
    <div className="hc-ct-evidence-frame">
      <div
        ref={host}
        className="hc-ct-evidence-chart"
        role="img"
        aria-label={t('contract.evidenceChart', { symbol: displaySymbol(order.symbol) })}
      />
      <a
        className="hc-chart-credit"
        href="https://www.tradingview.com/"
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('pairDetail.chartCredit')}
      </a>
    </div>
  );
}

/** A mini chart of the pair's 1m closes around one contract, its entry and exit ticks marked. */
export function EvidenceChart({ order }: { order: ContractOrder }) {
  const { t } = useTranslation();
  const range = evidenceWindow(order);
  const candles = useQuery({
    queryKey: ['second-contract', 'evidence', order.orderNo, range.endTime, range.limit],
    queryFn: async () =>
      (
        await contractApi.candlesAround(compactSymbol(order.symbol), range.endTime, range.limit, {
          silent: true,
        })
      ).candles,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (candles.data && candles.data.length > 0) return <LineChart order={order} candles={candles.data} />;
  if (candles.isError) return <p className="hc-ct-empty">{t('contract.chartFailed')}</p>;
  return null;
}
