import type { Clock } from '../../platform/clock.ts';

/** The wait after a pair's first failed re-quote; it doubles after each further failure, up to the last. */
export const FIRST_WAIT_MS = 1_000;
export const LONGEST_WAIT_MS = 60_000;

export type PacingLog = {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
};

type Pace = { inFlight: boolean; failures: number; waitMs: number; retryAt: number };

/**
 * How often the house may try to re-quote each pair. A re-quote that fails after matching rebuilds the
 * book, and the rebuild put the same quotes back at once (service.ts), which failed again: a loop with no
 * pause (on PGlite it never even yielded to the timers), on top of the maker trying again on every ticker.
 * So after a failure a pair's next attempt waits 1 s, doubling with each further failure up to 60 s, and one
 * success ends the wait. One attempt runs at a time per pair: a restore asked while the failing attempt is
 * still being unwound is refused, rather than started before that failure is counted. The warning is logged
 * once per step of the wait (1 s, 2 s, ... 60 s), not once per attempt.
 */
export class HouseQuotePacing {
  private readonly pairs = new Map<string, Pace>();

  constructor(
    private readonly clock: Clock,
    private readonly log: PacingLog,
  ) {}

  /** Starts an attempt at the pair's quotes: false (nothing started) while one runs or the pair waits. */
  start(symbol: string): boolean {
    const pace = this.pairs.get(symbol) ?? { inFlight: false, failures: 0, waitMs: 0, retryAt: 0 };
    if (pace.inFlight || this.clock.now() < pace.retryAt) return false;
    pace.inFlight = true;
    this.pairs.set(symbol, pace);
    return true;
  }

  succeeded(symbol: string): void {
    const pace = this.pairs.get(symbol);
    if (pace && pace.failures > 0) {
      this.log.info({ symbol, failures: pace.failures }, 'house quotes replaced again after failures');
    }
    this.pairs.delete(symbol);
  }

  failed(symbol: string, error: unknown): void {
    const pace = this.pairs.get(symbol) ?? { inFlight: false, failures: 0, waitMs: 0, retryAt: 0 };
    pace.inFlight = false;
    pace.failures += 1;
    const waitMs = Math.min(FIRST_WAIT_MS * 2 ** (pace.failures - 1), LONGEST_WAIT_MS);
    pace.retryAt = this.clock.now() + waitMs;
    if (waitMs !== pace.waitMs) {
      this.log.warn(
        { err: error, symbol, failures: pace.failures, waitMs },
        'house quotes could not be replaced; the pair waits before its next re-quote',
      );
    }
    pace.waitMs = waitMs;
    this.pairs.set(symbol, pace);
  }
}
