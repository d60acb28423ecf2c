import type { Random } from './prng.ts';

export const SECONDS_PER_YEAR = 365.25 * 86_400;

/** How strongly prices are pulled back to the reference: a deviation halves in about a month, so over two
 * years of history prices wander realistically (about ±20% for a volatile coin at one sigma) but stay
 * recognisable next to their reference. */
const REVERSION_PER_YEAR = 8;
/** Trends come and go over about a week... */
const TREND_REVERSION_PER_YEAR = 52;
/** ...with a typical strength of this share of the volatility per year. */
const TREND_STRENGTH = 0.8;
/** About one burst of activity every four hours per pair. */
const BURSTS_PER_SECOND = 1 / 14_400;
/** A price never leaves [reference / 20, reference * 20], whatever the random numbers. */
const MAX_LOG_DISTANCE = Math.log(20);

/**
 * A random walk of the logarithm of a price in ticks: Ornstein-Uhlenbeck reversion to the reference level,
 * a slowly changing trend (the drift), and occasional bursts of several times the usual volatility.
 * Floats live only in here; the price read out is a whole number of ticks, never below one.
 */
export class PriceWalk {
  private logTicks: number;
  private readonly reference: number;
  private trend = 0;
  private burstSecondsLeft = 0;
  private burstFactor = 1;

  constructor(
    private readonly volatility: number,
    referenceTicks: number,
    startTicks: number,
    private readonly random: Random,
  ) {
    this.reference = Math.log(Math.max(1, referenceTicks));
    this.logTicks = Math.log(Math.max(1, startTicks));
  }

  /** Moves the walk on by `seconds` (one step; exact for any length thanks to the OU solution). */
  step(seconds: number): void {
    if (seconds <= 0) return;
    const k = this.coefficients(seconds);
    this.updateBurst(seconds);
    this.trend = this.trend * k.trendDecay + k.trendNoise * this.random.normal();
    const next =
      this.reference +
      (this.logTicks - this.reference) * k.decay +
      this.trend * k.years +
      k.spread * this.burstFactor * this.random.normal();
    this.logTicks = Math.min(
      this.reference + MAX_LOG_DISTANCE,
      Math.max(this.reference - MAX_LOG_DISTANCE, next),
    );
  }

  /** Steps come in a few fixed lengths (1 s live, 15 s and 1 h in history): their exponentials are cached. */
  private cached:
    | {
        seconds: number;
        years: number;
        decay: number;
        spread: number;
        trendDecay: number;
        trendNoise: number;
      }
    | undefined;

  private coefficients(seconds: number) {
    if (this.cached?.seconds === seconds) return this.cached;
    const years = seconds / SECONDS_PER_YEAR;
    const trendDecay = Math.exp(-TREND_REVERSION_PER_YEAR * years);
    const decay = Math.exp(-REVERSION_PER_YEAR * years);
    this.cached = {
      seconds,
      years,
      decay,
      spread: this.volatility * Math.sqrt((1 - decay * decay) / (2 * REVERSION_PER_YEAR)),
      trendDecay,
      trendNoise: TREND_STRENGTH * this.volatility * Math.sqrt(1 - trendDecay * trendDecay),
    };
    return this.cached;
  }

  /** The current price in whole ticks, at least one. */
  ticks(): number {
    return Math.max(1, Math.round(Math.exp(this.logTicks)));
  }

  /** Continues from an observed price (a live feed's last trade) instead of the walk's own. */
  reset(ticks: number): void {
    this.logTicks = Math.log(Math.max(1, ticks));
  }

  /** Volume multiplier: trading is busier in a burst. */
  activity(): number {
    return this.burstFactor;
  }

  private updateBurst(seconds: number): void {
    // A burst lasts minutes; in coarser steps (hours of history) it would only average out.
    if (seconds > 60) {
      this.burstSecondsLeft = 0;
      this.burstFactor = 1;
      return;
    }
    if (this.burstSecondsLeft > 0) {
      this.burstSecondsLeft -= seconds;
      if (this.burstSecondsLeft <= 0) this.burstFactor = 1;
      return;
    }
    if (this.random.next() < Math.min(1, seconds * BURSTS_PER_SECOND)) {
      this.burstSecondsLeft = 30 + this.random.next() * 150;
      this.burstFactor = 2.5 + this.random.next() * 2.5;
    }
  }
}
