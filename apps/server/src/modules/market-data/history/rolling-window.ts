import Decimal from 'decimal.js';
import type { WorkingCandle } from './candle-builder.ts';
import { DAY_MS, MINUTE_MS } from './intervals.ts';

export type WindowStats = {
  open: Decimal;
  high: Decimal;
  low: Decimal;
  close: Decimal;
  volume: Decimal;
  quoteVolume: Decimal;
  /** Open time of the first 1m candle in the window. */
  openTime: number;
  /** End of the window (exclusive): the end of the minute holding the anchor time. */
  closeTime: number;
};

/**
 * A settled minute as kept in the window: its numbers as decimal strings. A day of 1m candles for every
 * pair is held here; as Decimal objects (each with its digit array) that was 80 MiB of heap for 47 pairs,
 * as strings it is a fifth of that. Decimal's strings are exact, so nothing is lost; they are parsed again
 * only when the settled part is summed (once a minute per pair).
 */
type WindowMinute = {
  openTime: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
  quoteVolume: string;
};

const compact = (c: WorkingCandle): WindowMinute => ({
  openTime: c.openTime,
  open: c.open.toString(),
  high: c.high.toString(),
  low: c.low.toString(),
  close: c.close.toString(),
  volume: c.volume.toString(),
  quoteVolume: c.quoteVolume.toString(),
});

/**
 * The rolling 24 h statistics of one symbol, kept from its 1m candles: the 1,440 minutes ending with the
 * one holding the anchor time. The forming candle changes on every tick, the rest only once a minute, so
 * the extremes and sums of the settled part are cached and only the forming candle is looked at per read.
 */
export class RollingWindow {
  private readonly candles: WindowMinute[] = [];
  /** The newest candle as given (read on every ticker request), while it is still the newest. */
  private newest: WorkingCandle | undefined;
  private settled: { high: Decimal; low: Decimal; volume: Decimal; quoteVolume: Decimal } | null = null;

  constructor(private readonly spanMs: number = DAY_MS) {}

  /** Adds a 1m candle or replaces the one with the same open time. */
  upsert(candle: WorkingCandle): void {
    const last = this.candles.at(-1);
    if (!last || candle.openTime > last.openTime) {
      this.candles.push(compact(candle));
      this.newest = candle;
      this.settled = null;
      return;
    }
    if (candle.openTime === last.openTime) {
      this.candles[this.candles.length - 1] = compact(candle);
      this.newest = candle;
      return;
    }
    // Out of order (a reload racing a live update): keep the list sorted.
    const index = this.candles.findIndex((c) => c.openTime >= candle.openTime);
    if (this.candles[index]?.openTime === candle.openTime) this.candles[index] = compact(candle);
    else this.candles.splice(index, 0, compact(candle));
    this.settled = null;
  }

  /** The candle at `index` with Decimals again (the newest one as it was given). */
  private at(index: number): WorkingCandle | undefined {
    const c = this.candles[index];
    if (!c) return undefined;
    if (this.newest && index === this.candles.length - 1 && this.newest.openTime === c.openTime) {
      return this.newest;
    }
    return {
      openTime: c.openTime,
      open: new Decimal(c.open),
      high: new Decimal(c.high),
      low: new Decimal(c.low),
      close: new Decimal(c.close),
      volume: new Decimal(c.volume),
      quoteVolume: new Decimal(c.quoteVolume),
    };
  }

  clear(): void {
    this.candles.length = 0;
    this.newest = undefined;
    this.settled = null;
  }

  /** Statistics of the window ending with the minute holding `anchor`; undefined when it holds no candle. */
  stats(anchor: number): WindowStats | undefined {
    const endMinute = Math.floor(anchor / MINUTE_MS) * MINUTE_MS;
    const start = endMinute + MINUTE_MS - this.spanMs;
    this.evictBefore(start);
    // Candles after the anchor (the anchor is a closed market's last tick) are left out.
    let lastIndex = this.candles.length - 1;
    while (lastIndex >= 0 && (this.candles[lastIndex]?.openTime ?? 0) > endMinute) lastIndex -= 1;
    const first = this.at(0);
    const last = this.at(lastIndex);
    if (!first || !last || first.openTime > endMinute) return undefined;
    if (lastIndex !== this.candles.length - 1) return this.summarise(0, lastIndex, endMinute);
    const settled = this.settledPart();
    return {
      open: first.open,
      high: settled ? Decimal.max(settled.high, last.high) : last.high,
      low: settled ? Decimal.min(settled.low, last.low) : last.low,
      close: last.close,
      volume: settled ? settled.volume.add(last.volume) : last.volume,
      quoteVolume: settled ? settled.quoteVolume.add(last.quoteVolume) : last.quoteVolume,
      openTime: first.openTime,
      closeTime: endMinute + MINUTE_MS,
    };
  }

  private evictBefore(start: number): void {
    let drop = 0;
    while (drop < this.candles.length && (this.candles[drop]?.openTime ?? 0) < start) drop += 1;
    if (drop > 0) {
      this.candles.splice(0, drop);
      this.settled = null;
    }
  }

  /** Extremes and sums of every candle but the last, computed once per minute. */
  private settledPart() {
    if (this.candles.length < 2) return null;
    if (!this.settled) {
      const summary = this.summarise(0, this.candles.length - 2, 0);
      this.settled = summary
        ? { high: summary.high, low: summary.low, volume: summary.volume, quoteVolume: summary.quoteVolume }
        : null;
    }
    return this.settled;
  }

  private summarise(from: number, to: number, endMinute: number): WindowStats | undefined {
    const first = this.at(from);
    const last = this.at(to);
    if (!first || !last) return undefined;
    let high = first.high;
    let low = first.low;
    let volume = new Decimal(0);
    let quoteVolume = new Decimal(0);
    for (let i = from; i <= to; i += 1) {
      const c = i === to ? last : this.candles[i];
      if (!c) continue;
      // Only the four numbers summed here are parsed back (not open and close) for the settled minutes.
      const candleHigh = new Decimal(c.high);
      const candleLow = new Decimal(c.low);
      if (candleHigh.gt(high)) high = candleHigh;
      if (candleLow.lt(low)) low = candleLow;
      volume = volume.add(c.volume);
      quoteVolume = quoteVolume.add(c.quoteVolume);
    }
    return {
      open: first.open,
      high,
      low,
      close: last.close,
      volume,
      quoteVolume,
      openTime: first.openTime,
      closeTime: endMinute + MINUTE_MS,
    };
  }
}
