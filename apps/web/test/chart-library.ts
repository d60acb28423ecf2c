/**
 * jsdom has no canvas: screen tests replace lightweight-charts with this module, which draws nothing and
 * records what the screen asked of the chart. In a test file:
 *
 *   vi.mock('lightweight-charts', () => import('../../../test/chart-library.ts'));
 *
 * and, to read the record, import `chartLog` from here and call `resetChartLog()` in a beforeEach.
 */

interface SeriesCall {
  kind: string;
  value: unknown;
}

export const chartLog = {
  setData: [] as SeriesCall[],
  update: [] as SeriesCall[],
  priceLines: [] as { price: number; title: string }[],
  markers: [] as { time: number; text: string }[][],
};

export function resetChartLog(): void {
  chartLog.setData = [];
  chartLog.update = [];
  chartLog.priceLines = [];
  chartLog.markers = [];
}

/** What setData was given on the series of one kind ('candles', 'volume', 'line'), oldest first. */
export const dataSetOn = (kind: string) =>
  chartLog.setData.filter((call) => call.kind === kind).map((call) => call.value as unknown[]);

/** The bars given to update() on the series of one kind, oldest first. */
export const updatesOn = (kind: string) =>
  chartLog.update.filter((call) => call.kind === kind).map((call) => call.value);

export const ColorType = { Solid: 'solid' };
export const LineStyle = { Dashed: 2 };
export const CandlestickSeries = 'candles';
export const HistogramSeries = 'volume';
export const LineSeries = 'line';

function series(kind: string) {
  return {
    setData: (value: unknown[]) => {
      chartLog.setData.push({ kind, value });
    },
    update: (value: unknown) => {
      chartLog.update.push({ kind, value });
    },
    applyOptions: () => {},
    createPriceLine: (options: { price: number; title: string }) => {
      chartLog.priceLines.push({ price: options.price, title: options.title });
    },
    priceScale: () => ({ applyOptions: () => {} }),
  };
}

export function createSeriesMarkers(_series: unknown, markers: { time: number; text: string }[]): void {
  chartLog.markers.push(markers);
}

export function createChart() {
  return {
    addSeries: (kind: string) => series(kind),
    applyOptions: () => {},
    timeScale: () => ({ scrollToRealTime: () => {}, fitContent: () => {} }),
    remove: () => {},
  };
}
