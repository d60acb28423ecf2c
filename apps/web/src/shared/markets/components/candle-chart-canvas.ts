import type { Candle, KlineInterval } from '@halcyon/api';
import {
  CandlestickSeries,
  ColorType,
  createChart,
  HistogramSeries,
  type TickMarkFormatter,
  type UTCTimestamp,
} from 'lightweight-charts';

/**
 * The candlestick chart's drawing, on lightweight-charts 5 (canvas: CSP-safe). A module of its own so
 * the library (about 49 KiB brotli) loads after the page has painted, not with it: see candle-chart.tsx.
 */
export interface CandleCanvas {
  setTheme(theme: 'light' | 'dark'): void;
  setFormat(interval: KlineInterval, precision: number): void;
  /** Draws the whole series again, scrolled to the latest candle. */
  setData(candles: readonly Candle[]): void;
  /** Draws only these candles (the forming one, or one new one after it). */
  update(candles: readonly Candle[]): void;
  remove(): void;
}

const UP = '#16b979';
const DOWN = '#ef4f5f';
const UP_VOLUME = 'rgba(22, 185, 121, 0.45)';
const DOWN_VOLUME = 'rgba(239, 79, 95, 0.45)';

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

/** Indexed by the library's TickMarkType: Year, Month, DayOfMonth, Time, TimeWithSeconds. */
const TICK_FORMATS: readonly Intl.DateTimeFormatOptions[] = [
  { year: 'numeric' },
  { month: 'short' },
  { day: 'numeric' },
  { hour12: false, hour: '2-digit', minute: '2-digit' },
  { hour12: false, hour: '2-digit', minute: '2-digit', second: '2-digit' },
];
const tickFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The library's own tick labels (the same fields, read in UTC as it reads them), with one formatter per
 * kind of label: its default calls toLocaleString for every label, building a new Intl formatter each
 * time, which was the largest part of the chart's first drawing on a slow phone.
 */
const tickMarkFormatter: TickMarkFormatter = (time, type, locale) => {
  const options = TICK_FORMATS[type];
  if (typeof time !== 'number' || !options) return null;
  const key = `${locale}|${type}`;
  let format = tickFormatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    tickFormatters.set(key, format);
  }
  return format.format(time * 1000);
};

function palette(theme: 'light' | 'dark') {
  return theme === 'dark'
    ? { text: '#a2a6b8', grid: 'rgba(255, 255, 255, 0.06)', border: '#2c2f3b' }
    : { text: '#6b7086', grid: 'rgba(31, 34, 51, 0.06)', border: '#e6e8f0' };
}

export function createCandleCanvas(element: HTMLElement): CandleCanvas {
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
    timeScale: { borderVisible: false, rightOffset: 4, barSpacing: 7, tickMarkFormatter },
    crosshair: {
      horzLine: { labelBackgroundColor: '#667eea' },
      vertLine: { labelBackgroundColor: '#667eea' },
    },
    handleScale: { axisPressedMouseMove: false },
  });
  const candles = chart.addSeries(CandlestickSeries, {
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
  return {
    setTheme(theme) {
      const colors = palette(theme);
      chart.applyOptions({
        layout: { textColor: colors.text },
        grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
      });
    },
    setFormat(interval, precision) {
      chart.applyOptions({ timeScale: { timeVisible: interval !== '1d', secondsVisible: false } });
      const minMove = precision > 0 ? Number(`0.${'0'.repeat(precision - 1)}1`) : 1;
      candles.applyOptions({ priceFormat: { type: 'price', precision, minMove } });
    },
    setData(data) {
      candles.setData(data.map(toBar));
      volume.setData(data.map(toVolume));
      chart.timeScale().scrollToRealTime();
    },
    update(data) {
      for (const candle of data) {
        candles.update(toBar(candle));
        volume.update(toVolume(candle));
      }
    },
    remove: () => chart.remove(),
  };
}
