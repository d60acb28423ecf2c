/** How many snapshots one connection may be sent: `burst` at once, then `perSecond` on average. */
export type SnapshotLimits = { burst: number; perSecond: number };

/**
 * Per connection, a token bucket of snapshots. A snapshot is the costly answer (a window of candles, every
 * pair's ticker, a database read of recent trades), so a client cannot unsubscribe and subscribe again in
 * a loop to have them built and sent over and over; `burst` lets it take a whole set of channels at once.
 */
export class SnapshotBudget {
  private tokens: number;
  private at: number;

  constructor(
    private readonly limits: SnapshotLimits,
    private readonly now: () => number,
  ) {
    this.tokens = limits.burst;
    this.at = now();
  }

  /** Takes one snapshot's worth if the budget has it. */
  take(): boolean {
    const at = this.now();
    const { burst, perSecond } = this.limits;
    this.tokens = Math.min(burst, this.tokens + ((at - this.at) / 1_000) * perSecond);
    this.at = at;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
