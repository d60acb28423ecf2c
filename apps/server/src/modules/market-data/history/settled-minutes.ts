import Decimal from 'decimal.js';
import type { WorkingCandle } from './candle-builder.ts';
import { TextSum } from './text-sum.ts';

/**
 * The running sums' own precision: at decimal.js's default 20 significant digits each addition and
 * subtraction of a large quote volume would round, and a running sum's error would grow with the server's
 * uptime. A hundred digits keep every sum of NUMERIC candle volumes exact.
 */
const Exact = Decimal.clone({ precision: 100 });

/** A candidate for the window's extreme: the value, and the minute it leaves the window with. */
type Candidate = { openTime: number; value: Decimal };

/**
 * The running high, low and volumes of a window's settled minutes (every minute but the forming one), kept
 * as minutes join at the new end and leave at the old one, so that no minute is read twice.
 *
 * Summing the whole day again whenever a minute settled parsed 1,440 packed minutes of every pair at each
 * minute's turn: one task of 60 to 200 ms for 60-odd pairs, which every request and push of that moment
 * waited for. Now a minute's turn costs each pair the minute that joins and the one that leaves.
 *
 * The sums stay exact (see Exact). The extremes are monotonic queues:
 * `highs` holds, oldest first, each minute whose high no later minute reaches, so its head is the highest
 * of the window and a minute leaving the window is the head if it is anywhere (likewise `lows`). A queue
 * holds a few dozen minutes on a day that wanders; on a day that falls minute after minute, `highs` holds
 * all of them (a day's 1,440 Decimals, about 0.2 MiB a pair).
 */
export class SettledMinutes {
  private volumeSum: Decimal = new Exact(0);
  private quoteVolumeSum: Decimal = new Exact(0);
  private readonly highs: Candidate[] = [];
  private readonly lows: Candidate[] = [];
  private size = 0;

  /** A minute joins, newer than every minute held. */
  add(candle: WorkingCandle): void {
    this.volumeSum = this.volumeSum.add(candle.volume);
    this.quoteVolumeSum = this.quoteVolumeSum.add(candle.quoteVolume);
    // A minute reached by this one can no longer be the extreme: this one outlasts it in the window.
    while (this.highs.at(-1)?.value.lte(candle.high)) this.highs.pop();
    this.highs.push({ openTime: candle.openTime, value: candle.high });
    while (this.lows.at(-1)?.value.gte(candle.low)) this.lows.pop();
    this.lows.push({ openTime: candle.openTime, value: candle.low });
    this.size += 1;
  }

  /**
   * The figures of minutes given packed, oldest first ('open high low close volume quoteVolume', as the
   * rolling window holds them), in one pass from the newest back: a minute is the window's extreme or may
   * become it exactly when it beats every later one, so only those few become Decimals, and of the others
   * only the volumes are read, and summed as integers (TextSum). Rebuilding a day of every pair after a
   * start (56,000 minutes) parsed six Decimals a minute and, with the garbage they made, took over a second
   * of a slow machine's start; two Decimal additions a minute still took a quarter of one.
   */
  static fromPacked(openTimes: readonly number[], minutes: readonly string[], count: number): SettledMinutes {
    const settled = new SettledMinutes();
    const highs = new ExtremeScan(
      (value, extreme) => value > extreme,
      (value, extreme) => value.gt(extreme),
    );
    const lows = new ExtremeScan(
      (value, extreme) => value < extreme,
      (value, extreme) => value.lt(extreme),
    );
    const volumes = new TextSum(Exact);
    const quoteVolumes = new TextSum(Exact);
    for (let index = count - 1; index >= 0; index -= 1) {
      const [, high = '0', low = '0', , volume = '0', quoteVolume = '0'] = (minutes[index] ?? '').split(' ');
      const openTime = openTimes[index] ?? 0;
      volumes.add(volume);
      quoteVolumes.add(quoteVolume);
      highs.offer(openTime, high);
      lows.offer(openTime, low);
    }
    settled.volumeSum = volumes.total();
    settled.quoteVolumeSum = quoteVolumes.total();
    settled.highs.push(...highs.oldestFirst());
    settled.lows.push(...lows.oldestFirst());
    settled.size = Math.max(0, count);
    return settled;
  }

  /** The oldest minute held leaves. */
  removeOldest(candle: WorkingCandle): void {
    this.volumeSum = this.volumeSum.sub(candle.volume);
    this.quoteVolumeSum = this.quoteVolumeSum.sub(candle.quoteVolume);
    if (this.highs[0]?.openTime === candle.openTime) this.highs.shift();
    if (this.lows[0]?.openTime === candle.openTime) this.lows.shift();
    this.size -= 1;
  }

  /** The figures of the minutes held; null when none is. */
  summary(): { high: Decimal; low: Decimal; volume: Decimal; quoteVolume: Decimal } | null {
    const high = this.highs[0];
    const low = this.lows[0];
    if (this.size === 0 || !high || !low) return null;
    return { high: high.value, low: low.value, volume: this.volumeSum, quoteVolume: this.quoteVolumeSum };
  }
}

/**
 * The candidates for one extreme, offered newest first: a value is kept when it beats every value kept so
 * far (all of them later). Compared as numbers first, which is exact whenever the two differ as numbers
 * (rounding to the nearest double keeps order); only values equal as numbers are compared as Decimals.
 */
class ExtremeScan {
  private readonly kept: Candidate[] = [];
  private extreme: { value: Decimal; number: number } | undefined;

  constructor(
    private readonly beatsNumber: (value: number, extreme: number) => boolean,
    private readonly beatsDecimal: (value: Decimal, extreme: Decimal) => boolean,
  ) {}

  offer(openTime: number, text: string): void {
    const number = Number.parseFloat(text);
    const extreme = this.extreme;
    if (extreme) {
      if (number !== extreme.number && !this.beatsNumber(number, extreme.number)) return;
      if (number === extreme.number && !this.beatsDecimal(new Decimal(text), extreme.value)) return;
    }
    const value = new Decimal(text);
    this.extreme = { value, number };
    this.kept.push({ openTime, value });
  }

  oldestFirst(): Candidate[] {
    return this.kept.reverse();
  }
}
