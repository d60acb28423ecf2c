/** Every piece of code that needs "now" asks a Clock, so tests can move time forward (code expiry, token expiry). */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export function dateOf(clock: Clock, offsetMs = 0): Date {
  return new Date(clock.now() + offsetMs);
}
