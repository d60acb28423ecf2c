import type { Clock } from '../src/platform/clock.ts';

/** A clock that only moves when told to: expiry of codes and tokens without waiting. */
export class FakeClock implements Clock {
  private current: number;

  constructor(start = Date.now()) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
