import './chart-ui.css';
import type { Candle, KlineInterval } from '@halcyon/api';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useThemeStore } from '@/shared/theme/theme-store.ts';
import { whenIdle } from '@/shared/ui/when-idle.ts';
import type { CandleCanvas } from './candle-chart-canvas.ts';

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

/**
 * The chart library is fetched and started once the page has painted and the main thread is idle; its
 * box (and the attribution) are there from the first paint, so nothing moves when it draws (no CLS).
 */
function useCandleCanvas(host: RefObject<HTMLDivElement | null>): CandleCanvas | null {
  const [canvas, setCanvas] = useState<CandleCanvas | null>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let drawn: CandleCanvas | null = null;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      // The first date formatter of a page loads the browser's locale data (about 13 ms on a desktop):
      // done here, in a task of its own, rather than in the frame that draws the time axis' labels.
      new Intl.DateTimeFormat(navigator.language, { hour: '2-digit', timeZone: 'UTC' }).format(0);
      import('./candle-chart-canvas.ts')
        .then(({ createCandleCanvas }) => {
          if (cancelled) return;
          drawn = createCandleCanvas(element);
          setCanvas(drawn);
        })
        .catch((error: unknown) => console.warn('[chart] the chart library did not load', error));
    });
    return () => {
      cancelled = true;
      cancelIdle();
      drawn?.remove();
    };
  }, [host]);
  return canvas;
}

/** A candlestick chart with a volume histogram under it. */
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
  const canvas = useCandleCanvas(host);
  const shown = useRef<{ canvas: CandleCanvas | null; key: string; data: readonly Candle[] }>({
    canvas: null,
    key: '',
    data: [],
  });
  const theme = useThemeStore((state) => state.theme);

  useEffect(() => canvas?.setTheme(theme), [canvas, theme]);
  useEffect(() => canvas?.setFormat(interval, precision), [canvas, interval, precision]);

  useEffect(() => {
    if (!canvas) return;
    const previous = shown.current;
    const tail =
      previous.canvas === canvas && previous.key === seriesKey
        ? incrementalTail(previous.data, candles)
        : null;
    if (tail) canvas.update(tail);
    else canvas.setData(candles);
    shown.current = { canvas, key: seriesKey, data: candles };
  }, [canvas, candles, seriesKey]);

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
