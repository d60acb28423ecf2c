/** base * 2^attempt, capped: how long to wait before the attempt numbered `attempt` (from 0). */
export function exponentialDelay(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** attempt);
}

/**
 * "Equal jitter": half the delay fixed, half random, so that clients cut off together (a server restart)
 * do not all come back in the same instant, while none comes back sooner than half the delay.
 */
export function withEqualJitter(delayMs: number, random: () => number): number {
  return delayMs / 2 + (random() * delayMs) / 2;
}
