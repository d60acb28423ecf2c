import type { KlineInterval } from '@halcyon/api';
import Decimal from 'decimal.js';
import { INTERVALS, intervalStart } from './intervals.ts';

/** A candle being formed or just formed, exact: prices and volumes as Decimal. */
export type WorkingCandle = {
  openTime: number;
  open: Decimal;
  high: Decimal;
  low: Decimal;
  close: Decimal;
  volume: Decimal;
  quoteVolume: Decimal;
};

export type BuilderTick = { symbol: string; price: Decimal; quantity: Decimal; time: number };
export type BuiltCandle = { symbol: string; interval: KlineInterval; candle: WorkingCandle };

const key = (symbol: string, interval: KlineInterval) => `${symbol}|${interval}`;

/**
 * Folds ticks into the 1m, 5m, 15m and 1d candles of each symbol. A tick past the current candle opens the
 * next one at its own price; a tick older than the current candle (a late exchange frame) still counts as
 * evidence in the ticks table but does not rewrite a closed candle.
 */
export class CandleBuilder {
  private readonly current = new Map<string, WorkingCandle>();

  /** Continues from stored candles (the latest per symbol and interval) after a restart or a leader change. */
  seed(candles: Iterable<BuiltCandle>): void {
    for (const { symbol, interval, candle } of candles) {
      const existing = this.current.get(key(symbol, interval));
      if (!existing || existing.openTime <= candle.openTime) this.current.set(key(symbol, interval), candle);
    }
  }

  latest(symbol: string, interval: KlineInterval): WorkingCandle | undefined {
    return this.current.get(key(symbol, interval));
  }

  /**
   * Applies one feed cycle; returns each candle it changed once, in its final state for the cycle, and an
   * undo for when the cycle could not be stored.
   */
  apply(ticks: readonly BuilderTick[]): { changed: BuiltCandle[]; undo: () => void } {
    const changed = new Map<string, BuiltCandle>();
    const before = new Map<string, WorkingCandle | undefined>();
    for (const tick of ticks) {
      const notional = tick.price.mul(tick.quantity);
      for (const interval of INTERVALS) {
        const k = key(tick.symbol, interval);
        const openTime = intervalStart(interval, tick.time);
        const candle = this.current.get(k);
        let next: WorkingCandle;
        if (!candle || openTime > candle.openTime) {
          next = {
            openTime,
            open: tick.price,
            high: tick.price,
            low: tick.price,
            close: tick.price,
            volume: tick.quantity,
            quoteVolume: notional,
          };
        } else if (openTime === candle.openTime) {
          next = {
            openTime,
            open: candle.open,
            high: Decimal.max(candle.high, tick.price),
            low: Decimal.min(candle.low, tick.price),
            close: tick.price,
            volume: candle.volume.add(tick.quantity),
            quoteVolume: candle.quoteVolume.add(notional),
          };
        } else {
          continue;
        }
        if (!before.has(k)) before.set(k, candle);
        this.current.set(k, next);
        changed.set(k, { symbol: tick.symbol, interval, candle: next });
      }
    }
    const undo = () => {
      for (const [k, candle] of before) {
        if (candle) this.current.set(k, candle);
        else this.current.delete(k);
      }
    };
    return { changed: [...changed.values()], undo };
  }
}
