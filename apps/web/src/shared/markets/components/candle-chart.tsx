import './chart-ui.css';
import type { Candle, KlineInterval } from '@halcyon/api';
import {
  CandlestickSeries,
  ColorType,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { useThemeStore } from '@/shared/theme/theme-store.ts';

const UP = '#16b979';
const DOWN = '#ef4f5f';
const UP_VOLUME = 'rgba(22, 185, 121, 0.45)';
const DOWN_VOLUME = 'rgba(239, 79, 95, 0.45)';

interface ChartApi {
  chart: IChartApi;
  candles: ISeriesApi<'Candlestick'>;
  volume: ISeriesApi<'Histogram'>;
}

// The chart library draws numbers; the decimal strings become floats here, for pixels only.
const time = (candle: Candle) => (candle.openTime / 1000) as UTCTimestamp;
const toBar = (candle: Candle) => ({
  time: time(candle),
  open: Number(candle.open),
  high: Number(candle.high),
  low: Number(candle.low),
  close: Number(candle.close),
});
const toVolume = (candle: Candle) => ({
  time: time(candle),
  value: Number(candle.volume),
  color: Number(candle.close) >= Number(candle.open) ? UP_VOLUME : DOWN_VOLUME,
});

/**
 * What changed since the chart last drew: only the forming candle (or one new candle after it), which
 * `update` draws cheaply, or anything else, which needs the whole series again.
 */
export function incrementalTail(previous: readonly Candle[], next: readonly Candle[]): Candle[] | null {
  const lastShown = previous.at(-1);
  const last = next.at(-1);
  if (!lastShown || !last || last.openTime < lastShown.openTime) return null;
  if (next.length < previous.length - 1) return null;
  if (last.openTime === lastShown.openTime) return [last];
  const beforeLast = next.at(-2);
  if (beforeLast?.openTime !== lastShown.openTime) return null;
  return [beforeLast, last];
}

function palette(theme: 'light' | 'dark') {
  return theme === 'dark'
    ? { text: '#a2a6b8', grid: 'rgba(255, 255, 255, 0.06)', border: '#2c2f3b' }
    : { text: '#6b7086', grid: 'rgba(31, 34, 51, 0.06)', border: '#e6e8f0' };
}

/** A candlestick chart with a volume histogram under it (lightweight-charts 5, canvas: CSP-safe). */
export function CandleChart({
  candles,
  interval,
  precision,
  seriesKey,
  label,
  credit,
}: {
  candles: readonly Candle[];
  interval: KlineInterval;
  precision: number;
  /** Changes when the series is another one (pair or interval): everything is drawn again. */
  seriesKey: string;
  label: string;
  /** The chart library's attribution (its licence asks for it). */
  credit: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const api = useRef<ChartApi | null>(null);
  const shown = useRef<{ key: string; data: readonly Candle[] }>({ key: '', data: [] });
  const theme = useThemeStore((state) => state.theme);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const chart = createChart(element, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        // Its logo injects a <style> element, which the CSP (style-src 'self') refuses; the page
        // carries the attribution as an ordinary link instead.
        attributionLogo: false,
        fontSize: 11,
        fontFamily: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif',
      },
      rightPriceScale: { borderVisible: false, scaleMargins: { top: 0.08, bottom: 0.26 } },
      timeScale: { borderVisible: false, rightOffset: 4, barSpacing: 7 },
      crosshair: {
        horzLine: { labelBackgroundColor: '#667eea' },
        vertLine: { labelBackgroundColor: '#667eea' },
      },
      handleScale: { axisPressedMouseMove: false },
    });
    const candleSeries = chart.addSeries(CandlestickSeries, {
      upColor: UP,
      downColor: DOWN,
      wickUpColor: UP,
      wickDownColor: DOWN,
      borderVisible: false,
    });
    const volume = chart.addSeries(HistogramSeries, {
      priceScaleId: '',
      priceFormat: { type: 'volume' },
      lastValueVisible: false,
      priceLineVisible: false,
    });
    volume.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    api.current = { chart, candles: candleSeries, volume };
    shown.current = { key: '', data: [] };
    return () => {
      api.current = null;
      chart.remove();
    };
  }, []);

  useEffect(() => {
    const colors = palette(theme);
    api.current?.chart.applyOptions({
      layout: { textColor: colors.text },
      grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
    });
  }, [theme]);

  useEffect(() => {
    const current = api.current;
    if (!current) return;
    current.chart.applyOptions({ timeScale: { timeVisible: interval !== '1d', secondsVisible: false } });
    const minMove = precision > 0 ? Number(`0.${'0'.repeat(precision - 1)}1`) : 1;
    current.candles.applyOptions({ priceFormat: { type: 'price', precision, minMove } });
  }, [interval, precision]);

  useEffect(() => {
    const current = api.current;
    if (!current) return;
    const tail = shown.current.key === seriesKey ? incrementalTail(shown.current.data, candles) : null;
    if (tail) {
      for (const candle of tail) {
        current.candles.update(toBar(candle));
        current.volume.update(toVolume(candle));
      }
    } else {
      current.candles.setData(candles.map(toBar));
      current.volume.setData(candles.map(toVolume));
      current.chart.timeScale().scrollToRealTime();
    }
    shown.current = { key: seriesKey, data: candles };
  }, [candles, seriesKey]);

  return (
    <>
      <div ref={host} className="hc-chart" role="img" aria-label={label} data-interval={interval} />
      <a
        className="hc-chart-credit"
        href="https://www.tradingview.com/"
        target="_blank"
        rel="noopener noreferrer"
      >
        {credit}
      </a>
    </>
  );
}
