import { createSessionCache } from '../calendar/session-calendar.ts';
import type { ListedInstrument } from '../listed-instrument.ts';
import type { CalendarId } from '../market-data.ts';
import { formatScaled, priceToTicks, ticksToPrice } from '../price-units.ts';
import type { FeedTick } from './price-feed.ts';
import { PriceWalk } from './price-walk.ts';
import { type Random, seededRandom } from './prng.ts';

/** Seconds a calendar trades per weekday: spreads a pair's daily volume over its open hours. */
export const OPEN_SECONDS_PER_DAY: Record<CalendarId, number> = {
  always: 86_400,
  forex: 86_400,
  'cme-globex': 82_800,
  metals: 82_800,
  'us-equities': 23_400,
};

/** More elapsed seconds than this are taken as one jump (a reopening market gaps, it does not replay). */
const MAX_REPLAYED_STEPS = 10;
/** A reopening market moves as if this long had passed at most. */
const MAX_JUMP_SECONDS = 3_600;

type PairState = {
  listed: ListedInstrument;
  walk: PriceWalk;
  random: Random;
  /** Epoch second of the last step; undefined before the first. */
  lastSecond: number | undefined;
  /** Mean traded quantity per second, in units of 10^-quantityPrecision. */
  lotsPerSecond: number;
  minLots: number;
};

export type SimulatorOptions = {
  instruments: readonly ListedInstrument[];
  seed: number;
  /** Where each pair starts: the last stored price, else its reference price. */
  startPrice?: (symbol: string) => string | undefined;
  source?: string;
};

/**
 * The simulated market as a pure function of (seed, the times it is advanced to): one seeded generator per
 * pair, so the same seed and the same start give the same prices, and adding a pair does not change the
 * others. Pairs whose market is closed do not move and do not tick.
 */
export class MarketSimulator {
  private readonly pairs = new Map<string, PairState>();
  private readonly sessions = createSessionCache();
  private readonly source: string;

  constructor(options: SimulatorOptions) {
    this.source = options.source ?? 'simulator';
    for (const listed of options.instruments) {
      const { symbol, quantityPrecision, minQuantity, calendar } = listed.instrument;
      const random = seededRandom(`${options.seed}:${symbol}:live`);
      const referenceTicks = priceToTicks(listed.referencePrice, listed.scale);
      const start = options.startPrice?.(symbol);
      const startTicks = start ? priceToTicks(start, listed.scale) : referenceTicks;
      const lotScale = 10 ** quantityPrecision;
      const unitsPerDay = listed.dailyVolumeUsd / Number(listed.referencePrice);
      this.pairs.set(symbol, {
        listed,
        walk: new PriceWalk(listed.volatility, referenceTicks, startTicks, random),
        random,
        lastSecond: undefined,
        lotsPerSecond: (unitsPerDay / OPEN_SECONDS_PER_DAY[calendar]) * lotScale,
        minLots: Math.max(1, Math.round(Number(minQuantity) * lotScale)),
      });
    }
  }

  /**
   * One feed cycle at `now` (for the pairs in `only`, when given): each open pair steps once per whole second elapsed since its last step and
   * yields one tick. A pair advanced twice within a second yields nothing the second time.
   */
  advanceTo(now: number, only?: ReadonlySet<string>): FeedTick[] {
    const second = Math.floor(now / 1000);
    const ticks: FeedTick[] = [];
    for (const [symbol, pair] of this.pairs) {
      if (only && !only.has(symbol)) continue;
      if (!this.sessions(symbol, pair.listed.instrument.calendar, now).open) continue;
      const elapsed = pair.lastSecond === undefined ? 1 : second - pair.lastSecond;
      if (elapsed <= 0) continue;
      if (elapsed <= MAX_REPLAYED_STEPS) {
        for (let i = 0; i < elapsed; i += 1) pair.walk.step(1);
      } else {
        pair.walk.step(Math.min(elapsed, MAX_JUMP_SECONDS));
      }
      pair.lastSecond = second;
      ticks.push({
        symbol,
        price: ticksToPrice(pair.walk.ticks(), pair.listed.scale),
        quantity: this.quantity(pair, Math.min(elapsed, MAX_REPLAYED_STEPS)),
        time: now,
        source: this.source,
      });
    }
    return ticks;
  }

  /**
   * Re-anchors a pair to an observed price at `now` (the live feed's last trade), so that simulating it
   * further continues from there instead of jumping.
   */
  resetPrice(symbol: string, price: string, now: number): void {
    const pair = this.pairs.get(symbol);
    if (!pair) return;
    pair.walk.reset(priceToTicks(price, pair.listed.scale));
    pair.lastSecond = Math.floor(now / 1000);
  }

  /** Trade size: log-normal around the pair's mean, larger in bursts, never below the minimum quantity. */
  private quantity(pair: PairState, seconds: number): string {
    const mean = pair.lotsPerSecond * seconds * pair.walk.activity();
    const lots = Math.max(pair.minLots, Math.round(mean * Math.exp(0.8 * pair.random.normal() - 0.32)));
    return formatScaled(lots, pair.listed.instrument.quantityPrecision);
  }
}
