/** What to do with one inbound message. */
export type InboundVerdict = 'accept' | 'reject' | 'close';

export type InboundLimits = {
  /** Messages accepted in any sliding second. */
  perSecond: number;
  /** Rejections tolerated within `abuseWindowMs` before the connection is closed. */
  abuseRejections: number;
  abuseWindowMs: number;
};

export const DEFAULT_INBOUND_LIMITS: InboundLimits = {
  perSecond: 10,
  abuseRejections: 50,
  abuseWindowMs: 10_000,
};

/**
 * Per connection. A sliding second (the times of the last `perSecond` accepted messages in a ring), so a
 * burst straddling a window edge cannot pass twice the limit. A client that keeps hammering after being
 * told (RATE_LIMITED answers) is closed: answering each excess message forever would be an amplifier.
 */
export function createInboundLimiter(limits: InboundLimits, now: () => number) {
  const accepted = new Array<number>(limits.perSecond).fill(Number.NEGATIVE_INFINITY);
  let next = 0;
  let rejectWindowStart = Number.NEGATIVE_INFINITY;
  let rejections = 0;

  return (): InboundVerdict => {
    const at = now();
    // `accepted[next]` is the oldest of the last `perSecond` accepted messages.
    if (at - (accepted[next] ?? Number.NEGATIVE_INFINITY) >= 1_000) {
      accepted[next] = at;
      next = (next + 1) % accepted.length;
      return 'accept';
    }
    if (at - rejectWindowStart >= limits.abuseWindowMs) {
      rejectWindowStart = at;
      rejections = 0;
    }
    rejections += 1;
    return rejections > limits.abuseRejections ? 'close' : 'reject';
  };
}
