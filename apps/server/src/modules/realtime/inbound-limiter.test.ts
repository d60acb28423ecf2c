import { describe, expect, it } from 'vitest';
import { createInboundLimiter } from './inbound-limiter.ts';

describe('inbound limiter', () => {
  const limits = { perSecond: 10, abuseRejections: 5, abuseWindowMs: 10_000 };

  it('accepts 10 in any sliding second and refuses the 11th', () => {
    let now = 0;
    const allow = createInboundLimiter(limits, () => now);
    const verdicts = Array.from({ length: 11 }, () => allow());
    expect(verdicts.slice(0, 10)).toEqual(Array(10).fill('accept'));
    expect(verdicts[10]).toBe('reject');
    now = 999;
    expect(allow()).toBe('reject');
    now = 1_000;
    expect(allow()).toBe('accept');
  });

  it('does not let a burst straddle a window edge', () => {
    let now = 900;
    const allow = createInboundLimiter(limits, () => now);
    for (let i = 0; i < 10; i += 1) expect(allow()).toBe('accept');
    now = 1_100;
    expect(allow()).toBe('reject');
    now = 1_900;
    for (let i = 0; i < 10; i += 1) expect(allow()).toBe('accept');
  });

  it('closes on sustained abuse and forgives after the abuse window', () => {
    let now = 0;
    const allow = createInboundLimiter(limits, () => now);
    for (let i = 0; i < 10; i += 1) allow();
    const rejected = Array.from({ length: 6 }, () => allow());
    expect(rejected).toEqual([...Array(5).fill('reject'), 'close']);
    now = 10_000;
    for (let i = 0; i < 10; i += 1) expect(allow()).toBe('accept');
    expect(allow()).toBe('reject');
  });
});
