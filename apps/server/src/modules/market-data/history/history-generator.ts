import type { KlineInterval } from '@halcyon/api';
import { OPEN_SECONDS_PER_DAY } from '../feeds/market-simulator.ts';
import { PriceWalk } from '../feeds/price-walk.ts';
import { type Random, seededRandom } from '../feeds/prng.ts';
import type { ListedInstrument } from '../listed-instrument.ts';
import { formatScaled, priceToTicks, ticksToPrice } from '../price-units.ts';
import type { CandleRow } from '../store/candle-repo.ts';
import { DAY_MS, INTERVAL_MS, MINUTE_MS } from './intervals.ts';

/**
 * Simulated history of one pair, generated forward from a starting price so that it ends exactly where the
 * live simulator will continue: daily candles for the far past, 1m candles (and the 5m, 15m and 1d candles
 * made from them) for the recent past. Everything is integers (ticks, lots, cents) until the rows are
 * formatted; closed market hours have no candles.
 */

/** A candle in integers: prices in ticks, volume in lots (10^-quantityPrecision), quote volume in cents. */
export type IntCandle = {
  openTime: number;
  open: number;
  high: number;
  low: number;
  close: number;
  lots: number;
  cents: number;
};

export type HistoryRequest = {
  listed: ListedInstrument;
  random: Random;
  /** The price (in ticks) the history starts from. */
  startTicks: number;
  /** Daily candles for UTC days in [dailyFrom, minuteFrom); both UTC midnights (dailyFrom may equal minuteFrom). */
  dailyFrom: number;
  /** 1m candles for minutes in [minuteFrom, minuteTo). */
  minuteFrom: number;
  minuteTo: number;
  /** The open stretches of the pair's market over [dailyFrom, minuteTo), from its calendar. */
  openIntervals: ReadonlyArray<readonly [number, number]>;
};

/** One pair's generated candles per interval, oldest first; rows are formatted only when written. */
export type History = {
  listed: ListedInstrument;
  series: Array<{ interval: KlineInterval; candles: IntCandle[] }>;
  /** The last generated close in ticks: where the live simulator continues. */
  lastClose: number | undefined;
};

const SUBSTEPS_PER_MINUTE = 4;
const SUBSTEPS_PER_DAY = 24;
/** Volume noise: log-normal with mean one. */
const lognormal = (random: Random, sigma: number) => Math.exp(sigma * random.normal() - (sigma * sigma) / 2);
/** A market reopening after a pause moves as if at most an hour had passed, like the live simulator. */
const MAX_GAP_SECONDS = 3_600;

export function historyRandom(seed: number, symbol: string, from: number): Random {
  return seededRandom(`${seed}:${symbol}:history:${from}`);
}

export function generateHistory(request: HistoryRequest): History {
  const { listed, random } = request;
  const { instrument, scale } = listed;
  const walk = new PriceWalk(
    listed.volatility,
    priceToTicks(listed.referencePrice, scale),
    request.startTicks,
    random,
  );
  const lotScale = 10 ** instrument.quantityPrecision;
  const lotsPerSecond =
    (listed.dailyVolumeUsd / Number(listed.referencePrice) / OPEN_SECONDS_PER_DAY[instrument.calendar]) *
    lotScale;
  // cents = lots * ticks * centsPerLotTick; a float only for the synthetic volume, rounded to whole cents.
  const centsPerLotTick = (scale.mantissa * 100) / 10 ** (scale.decimals + instrument.quantityPrecision);

  const daily: IntCandle[] = [];
  const minutes: IntCandle[] = [];
  let price = walk.ticks();
  let lastOpenEnd: number | undefined;

  const open = request.openIntervals;
  for (const [rawStart, rawEnd] of open) {
    // Daily-only part of this open stretch.
    const dailyEnd = Math.min(rawEnd, request.minuteFrom);
    if (rawStart < dailyEnd) {
      const start = Math.max(rawStart, request.dailyFrom);
      for (let day = Math.floor(start / DAY_MS) * DAY_MS; day < dailyEnd; day += DAY_MS) {
        const from = Math.max(start, day);
        const to = Math.min(dailyEnd, day + DAY_MS);
        if (to <= from) continue;
        if (lastOpenEnd !== undefined && from > lastOpenEnd)
          walk.step(Math.min((from - lastOpenEnd) / 1000, MAX_GAP_SECONDS));
        lastOpenEnd = to;
        const seconds = (to - from) / 1000;
        const candle = stepCandle(walk, day, price, SUBSTEPS_PER_DAY, seconds / SUBSTEPS_PER_DAY);
        const lots = Math.max(0, Math.round(lotsPerSecond * seconds * lognormal(random, 0.35)));
        candle.lots = lots;
        candle.cents = Math.round(lots * ((candle.open + candle.close) / 2) * centsPerLotTick);
        price = candle.close;
        mergeInto(daily, candle);
      }
    }
    // 1m part.
    const start = Math.max(rawStart, request.minuteFrom);
    const end = Math.min(rawEnd, request.minuteTo);
    if (start >= end) continue;
    if (lastOpenEnd !== undefined && start > lastOpenEnd)
      walk.step(Math.min((start - lastOpenEnd) / 1000, MAX_GAP_SECONDS));
    lastOpenEnd = end;
    for (
      let minute = Math.ceil(start / MINUTE_MS) * MINUTE_MS;
      minute + MINUTE_MS <= end;
      minute += MINUTE_MS
    ) {
      const candle = stepCandle(walk, minute, price, SUBSTEPS_PER_MINUTE, 60 / SUBSTEPS_PER_MINUTE);
      const lots = Math.round(lotsPerSecond * 60 * walk.activity() * lognormal(random, 0.6));
      candle.lots = lots;
      candle.cents = Math.round(lots * ((candle.high + candle.low) / 2) * centsPerLotTick);
      price = candle.close;
      minutes.push(candle);
    }
  }

  // Daily candles of the 1m range come from the minutes; the older ones were generated day by day.
  const days = [...daily];
  for (const c of rollUp(minutes, INTERVAL_MS['1d'])) mergeInto(days, c);
  return {
    listed,
    series: [
      { interval: '1m', candles: minutes },
      { interval: '5m', candles: rollUp(minutes, INTERVAL_MS['5m']) },
      { interval: '15m', candles: rollUp(minutes, INTERVAL_MS['15m']) },
      { interval: '1d', candles: days },
    ],
    lastClose: minutes.length > 0 || daily.length > 0 ? price : undefined,
  };
}

/** The stored form of a generated candle: exact decimal strings from the integers. */
export function formatCandle(listed: ListedInstrument, interval: KlineInterval, c: IntCandle): CandleRow {
  const { instrument, scale } = listed;
  return {
    symbol: instrument.symbol,
    interval,
    openTime: c.openTime,
    open: ticksToPrice(c.open, scale),
    high: ticksToPrice(c.high, scale),
    low: ticksToPrice(c.low, scale),
    close: ticksToPrice(c.close, scale),
    volume: formatScaled(c.lots, instrument.quantityPrecision),
    quoteVolume: formatScaled(c.cents, 2),
  };
}

/** One candle from `steps` walk steps of `seconds` each, opening at the previous close. */
function stepCandle(
  walk: PriceWalk,
  openTime: number,
  open: number,
  steps: number,
  seconds: number,
): IntCandle {
  let high = open;
  let low = open;
  let close = open;
  for (let i = 0; i < steps; i += 1) {
    walk.step(seconds);
    close = walk.ticks();
    if (close > high) high = close;
    if (close < low) low = close;
  }
  return { openTime, open, high, low, close, lots: 0, cents: 0 };
}

/** Two pieces of one UTC day (a market that closes and reopens within it) make one daily candle. */
function mergeInto(list: IntCandle[], candle: IntCandle): void {
  const last = list.at(-1);
  if (last && last.openTime === candle.openTime) {
    last.high = Math.max(last.high, candle.high);
    last.low = Math.min(last.low, candle.low);
    last.close = candle.close;
    last.lots += candle.lots;
    last.cents += candle.cents;
  } else {
    list.push(candle);
  }
}

/** Minutes (in time order) to candles of a longer interval. */
function rollUp(minutes: readonly IntCandle[], size: number): IntCandle[] {
  const out: IntCandle[] = [];
  for (const m of minutes) {
    const openTime = Math.floor(m.openTime / size) * size;
    mergeInto(out, { ...m, openTime });
  }
  return out;
}
