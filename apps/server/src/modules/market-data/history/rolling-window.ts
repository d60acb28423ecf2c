import Decimal from 'decimal.js';
import type { WorkingCandle } from './candle-builder.ts';
import { DAY_MS, MINUTE_MS } from './intervals.ts';
import { SettledMinutes } from './settled-minutes.ts';

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
 * A 1m candle packed as the window holds it: 'open high low close volume quoteVolume', exact decimal text.
 * recentMinuteCandles (store/candle-repo.ts) has the database pack the minutes loaded at start alike.
 */
export type PackedMinute = { openTime: number; packed: string };

/**
 * A minute as kept in the window: its six numbers as one string, 'open high low close volume quoteVolume'.
 * A day of 1m candles for every pair is held here; as Decimal objects (each with its digit array) that was
 * 80 MiB of heap for 47 pairs, as six strings a minute 18 MiB (400,000 strings, each with its own header),
 * as one string a minute a third of that. Decimal's strings are exact, so nothing is lost; a minute is
 * parsed again when it settles and when it leaves the window (SettledMinutes keeps the running figures).
 */
const pack = (c: WorkingCandle): string =>
  `${c.open} ${c.high} ${c.low} ${c.close} ${c.volume} ${c.quoteVolume}`;

function unpack(openTime: number, packed: string): WorkingCandle {
  const [open = '0', high = '0', low = '0', close = '0', volume = '0', quoteVolume = '0'] = packed.split(' ');
  return {
    openTime,
    open: new Decimal(open),
    high: new Decimal(high),
    low: new Decimal(low),
    close: new Decimal(close),
    volume: new Decimal(volume),
    quoteVolume: new Decimal(quoteVolume),
  };
}

/**
 * The rolling 24 h statistics of one symbol, kept from its 1m candles: the 1,440 minutes ending with the
 * one holding the anchor time. The forming candle changes on every tick, the rest only once a minute, so
 * the extremes and sums of the settled part are kept as minutes settle and leave, and only the forming
 * candle is looked at per read.
 */
export class RollingWindow {
  /** Open times of the minutes held, ascending; `minutes[i]` is the packed candle opened at `openTimes[i]`. */
  private readonly openTimes: number[] = [];
  private readonly minutes: string[] = [];
  /** The newest candle as given (read on every ticker request), while it is still the newest. */
  private newest: WorkingCandle | undefined;
  /** Every minute but the newest, summarised; null when it must be summed again (after a bulk load). */
  private settled: SettledMinutes | null = null;

  constructor(private readonly spanMs: number = DAY_MS) {}

  /** Adds a 1m candle or replaces the one with the same open time. */
  upsert(candle: WorkingCandle): void {
    const lastTime = this.openTimes.at(-1);
    if (lastTime === undefined || candle.openTime > lastTime) {
      if (this.settled) {
        // The newest minute so far settles.
        const settling = this.at(this.openTimes.length - 1);
        if (settling) this.settled.add(settling);
      }
      this.openTimes.push(candle.openTime);
      this.minutes.push(pack(candle));
      this.newest = candle;
      return;
    }
    if (candle.openTime === lastTime) {
      this.minutes[this.minutes.length - 1] = pack(candle);
      this.newest = candle;
      return;
    }
    // Out of order (a reload racing a live update): keep the lists sorted.
    const index = this.openTimes.findIndex((openTime) => openTime >= candle.openTime);
    if (this.openTimes[index] === candle.openTime) this.minutes[index] = pack(candle);
    else {
      this.openTimes.splice(index, 0, candle.openTime);
      this.minutes.splice(index, 0, pack(candle));
    }
    this.settled = null;
  }

  /**
   * Appends minutes read from the database, oldest first, as they come packed: at start a day of every
   * pair is loaded (67,000 minutes for 47 pairs), and reading six columns of each, parsing them into
   * Decimals and printing them again was a third of the start. A minute not after the newest held goes
   * through upsert.
   */
  append(minutes: readonly PackedMinute[]): void {
    for (const { openTime, packed } of minutes) {
      const lastTime = this.openTimes.at(-1);
      if (lastTime !== undefined && openTime <= lastTime) {
        this.upsert(unpack(openTime, packed));
        continue;
      }
      this.openTimes.push(openTime);
      this.minutes.push(packed);
    }
    this.settled = null;
    // The newest minute is read on every ticker request: keep it parsed, as upsert does.
    this.newest = this.at(this.openTimes.length - 1);
  }

  /** The candle at `index` with Decimals again (the newest one as it was given). */
  private at(index: number): WorkingCandle | undefined {
    const openTime = this.openTimes[index];
    const packed = this.minutes[index];
    if (openTime === undefined || packed === undefined) return undefined;
    const isNewest = index === this.openTimes.length - 1 && this.newest?.openTime === openTime;
    return isNewest && this.newest ? this.newest : unpack(openTime, packed);
  }

  clear(): void {
    this.openTimes.length = 0;
    this.minutes.length = 0;
    this.newest = undefined;
    this.settled = null;
  }

  /** Statistics of the window ending with the minute holding `anchor`; undefined when it holds no candle. */
  stats(anchor: number): WindowStats | undefined {
    const endMinute = Math.floor(anchor / MINUTE_MS) * MINUTE_MS;
    const start = endMinute + MINUTE_MS - this.spanMs;
    this.evictBefore(start);
    // Candles after the anchor (the anchor is a closed market's last tick) are left out.
    let lastIndex = this.openTimes.length - 1;
    while (lastIndex >= 0 && (this.openTimes[lastIndex] ?? 0) > endMinute) lastIndex -= 1;
    const first = this.at(0);
    const last = this.at(lastIndex);
    if (!first || !last || first.openTime > endMinute) return undefined;
    if (lastIndex !== this.openTimes.length - 1) return this.summarise(0, lastIndex, endMinute);
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
    while (drop < this.openTimes.length && (this.openTimes[drop] ?? 0) < start) drop += 1;
    if (drop === 0) return;
    if (drop === this.openTimes.length) this.settled = null;
    for (let index = 0; index < drop && this.settled; index += 1) {
      const leaving = this.at(index);
      if (leaving) this.settled.removeOldest(leaving);
    }
    this.openTimes.splice(0, drop);
    this.minutes.splice(0, drop);
  }

  /** Extremes and sums of every candle but the last: summed once after a bulk load, then kept. */
  private settledPart() {
    if (this.openTimes.length < 2) return null;
    if (!this.settled) {
      this.settled = SettledMinutes.fromPacked(this.openTimes, this.minutes, this.openTimes.length - 1);
    }
    return this.settled.summary();
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
      const c = i === to ? last : this.at(i);
      if (!c) continue;
      if (c.high.gt(high)) high = c.high;
      if (c.low.lt(low)) low = c.low;
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
