import type { Candle, KlineInterval } from '@halcyon/api';
import Decimal from 'decimal.js';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { DAY_MS, INTERVAL_MS, intervalStart } from './history/intervals.ts';
import type { ListedInstrument } from './listed-instrument.ts';
import type { PeriodStats, StoredTick } from './market-data.ts';
import type { MarketView } from './market-view.ts';
import { fixed } from './price-units.ts';
import { aggregateCandles, type CandleRow, candlePage } from './store/candle-repo.ts';
import { numericText } from './store/numeric-text.ts';
import { tickAtOrBefore } from './store/tick-repo.ts';

type Figures = {
  open: Decimal;
  high: Decimal;
  low: Decimal;
  close: Decimal;
  volume: Decimal;
  quoteVolume: Decimal;
};

function candleToWire(row: CandleRow, listed: ListedInstrument): Candle {
  const { pricePrecision, quantityPrecision } = listed.instrument;
  return {
    openTime: row.openTime,
    open: numericText(row.open, pricePrecision),
    high: numericText(row.high, pricePrecision),
    low: numericText(row.low, pricePrecision),
    close: numericText(row.close, pricePrecision),
    volume: numericText(row.volume, quantityPrecision),
  };
}

function formatStats(listed: ListedInstrument, s: Figures, openTime: number, closeTime: number): PeriodStats {
  const { pricePrecision, quantityPrecision } = listed.instrument;
  const change = s.close.sub(s.open);
  return {
    open: fixed(s.open, pricePrecision),
    high: fixed(s.high, pricePrecision),
    low: fixed(s.low, pricePrecision),
    close: fixed(s.close, pricePrecision),
    volume: fixed(s.volume, quantityPrecision),
    quoteVolume: fixed(s.quoteVolume, 2),
    priceChange: fixed(change, pricePrecision),
    priceChangePercent: s.open.isZero() ? '0.00' : fixed(change.div(s.open).mul(100), 2),
    openTime,
    closeTime,
  };
}

/** The reads that go to the database (chart history, period statistics, evidence), merged with the view. */
export function createMarketReads(deps: { db: Db; view: MarketView; clock: Clock }) {
  const { db, view, clock } = deps;
  return {
    async candles(listed: ListedInstrument, interval: KlineInterval, limit: number, endTime?: number) {
      const symbol = listed.instrument.symbol;
      const candles = (await candlePage(db, symbol, interval, limit, endTime)).map((row) =>
        candleToWire(row, listed),
      );
      // The view may be a cycle ahead of what this query read; its forming candle wins.
      const forming = view.formingCandle(symbol, interval);
      if (forming && (endTime === undefined || forming.openTime < endTime)) {
        const last = candles.at(-1);
        if (last && last.openTime === forming.openTime) candles[candles.length - 1] = forming;
        else if (!last || last.openTime < forming.openTime) {
          candles.push(forming);
          if (candles.length > limit) candles.shift();
        }
      }
      return candles;
    },

    async stats(listed: ListedInstrument, periodMs: number): Promise<PeriodStats> {
      const symbol = listed.instrument.symbol;
      const now = clock.now();
      const ticker = view.ticker(symbol);
      const price = new Decimal(ticker?.price ?? listed.referencePrice);
      if (periodMs === DAY_MS) {
        // The ticker's own rolling window, so that the numbers agree with it; a closed market's last day.
        const tick = view.latestTick(symbol);
        const anchor = ticker?.marketOpen || !tick ? now : Math.min(now, tick.time);
        const window = view.windowStats(symbol, anchor);
        if (window) return formatStats(listed, window, window.openTime, window.closeTime);
      } else {
        // The finest interval still kept for the whole period.
        const interval: KlineInterval = periodMs <= DAY_MS ? '1m' : periodMs <= 7 * DAY_MS ? '15m' : '1d';
        const size = INTERVAL_MS[interval];
        const from = intervalStart(interval, now - periodMs + size);
        const aggregate = await aggregateCandles(db, symbol, interval, from, now + size);
        if (aggregate) {
          const figures: Figures = {
            open: new Decimal(aggregate.open),
            high: new Decimal(aggregate.high),
            low: new Decimal(aggregate.low),
            close: new Decimal(aggregate.close),
            volume: new Decimal(aggregate.volume),
            quoteVolume: new Decimal(aggregate.quoteVolume),
          };
          return formatStats(listed, figures, aggregate.openTime, Math.min(now, aggregate.closeTime + size));
        }
      }
      const zero = new Decimal(0);
      const flat = { open: price, high: price, low: price, close: price, volume: zero, quoteVolume: zero };
      return formatStats(listed, flat, now - periodMs, now);
    },

    async tickAt(listed: ListedInstrument, time: number): Promise<StoredTick | undefined> {
      const row = await tickAtOrBefore(db, listed.instrument.symbol, time);
      if (!row) return undefined;
      const price = numericText(row.price, listed.scale.pricePrecision);
      return { id: row.id, symbol: row.symbol, price, time: row.time, source: row.source };
    },
  };
}
