import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChannelRetry, refusalOf, retryDelay } from './channel-retry.ts';

describe('retryDelay', () => {
  it('waits 1 s, doubling, at most 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(retryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe('refusalOf', () => {
  it('retries a channel refused by the snapshot budget, not one refused for holding too many', () => {
    expect(refusalOf('SUBSCRIBE_RATE_LIMITED', () => false)).toBe('retry');
    expect(refusalOf('TOO_MANY_CHANNELS', () => true)).toBe('poll');
  });

  it('retries a channel that needs an auth only when there is a token to send', () => {
    expect(refusalOf('AUTH_REQUIRED', () => true)).toBe('retry');
    expect(refusalOf('AUTH_REQUIRED', () => false)).toBe('poll');
  });

  it('takes an unknown channel for one the server will never send', () => {
    expect(refusalOf('UNKNOWN_CHANNEL', () => true)).toBe('unknown');
  });

  it('does not take other errors for the refusal of a channel', () => {
    for (const code of ['BAD_JSON', 'BAD_MESSAGE', 'RATE_LIMITED', 'AUTH_FAILED'] as const)
      expect(refusalOf(code, () => true)).toBeNull();
  });
});

describe('ChannelRetry', () => {
  let due: string[];
  let retry: ChannelRetry;
  /** Runs to the next timer: how long until an attempt came due, Infinity when none is planned. */
  function msUntilDue(): number {
    const start = Date.now();
    const before = due.length;
    vi.advanceTimersToNextTimer();
    return due.length > before ? Date.now() - start : Number.POSITIVE_INFINITY;
  }

  beforeEach(() => {
    vi.useFakeTimers();
    due = [];
    retry = new ChannelRetry((channel) => due.push(channel));
  });
  afterEach(() => vi.useRealTimers());

  it('waits longer after each attempt that brought no snapshot, and from the start after one that did', () => {
    const delays: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      retry.schedule('tickers');
      delays.push(msUntilDue());
    }
    retry.succeeded('tickers');
    retry.schedule('tickers');
    delays.push(msUntilDue());
    expect(delays).toEqual([1_000, 2_000, 4_000, 1_000]);
    expect(due).toEqual(['tickers', 'tickers', 'tickers', 'tickers']);
  });

  it('plans one attempt at a time: scheduling again while one is planned changes nothing', () => {
    retry.schedule('tickers');
    vi.advanceTimersByTime(500);
    retry.schedule('tickers');
    expect(msUntilDue()).toBe(500);
    retry.schedule('tickers');
    expect(msUntilDue()).toBe(2_000);
  });

  it('a cancelled attempt never comes due, but still counts', () => {
    retry.schedule('tickers');
    retry.cancel('tickers');
    expect(msUntilDue()).toBe(Number.POSITIVE_INFINITY);
    retry.schedule('tickers');
    expect(msUntilDue()).toBe(2_000);
  });

  it('cancels every channel at once', () => {
    retry.schedule('tickers');
    retry.schedule('kline.BTCUSDT.1m');
    retry.cancelAll();
    expect(msUntilDue()).toBe(Number.POSITIVE_INFINITY);
  });

  it('a forgotten channel starts again from the base delay', () => {
    retry.schedule('tickers');
    msUntilDue();
    retry.schedule('tickers');
    retry.forget('tickers');
    expect(msUntilDue()).toBe(Number.POSITIVE_INFINITY);
    retry.schedule('tickers');
    expect(msUntilDue()).toBe(1_000);
  });

  it('counts each channel apart', () => {
    retry.schedule('tickers');
    msUntilDue();
    retry.schedule('tickers');
    retry.schedule('kline.BTCUSDT.1m');
    expect(msUntilDue()).toBe(1_000);
    expect(due.at(-1)).toBe('kline.BTCUSDT.1m');
  });
});
