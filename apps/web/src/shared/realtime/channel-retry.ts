import type { WS_ERROR_CODES } from '@halcyon/api';
import { exponentialDelay } from './backoff.ts';

/** Asking again for a dropped channel: 1 s, doubling, at most 30 s apart; a snapshot resets it. */
const RETRY_BASE_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/** How long to wait before asking again for a channel, after `retries` attempts that brought no snapshot. */
export function retryDelay(retries: number): number {
  return exponentialDelay(retries, RETRY_BASE_MS, RETRY_MAX_MS);
}

type WsErrorCode = (typeof WS_ERROR_CODES)[number];

/**
 * What the server refusing a channel means for it: `retry`, asked for again later; `poll`, not asked for
 * again on this connection (reported lost: its screens poll); `unknown`, the server has no such channel,
 * so it is let go, its holders are told, and it is never asked for again (not even after a reconnect).
 */
export type Refusal = 'retry' | 'poll' | 'unknown';

/** The refusal a server error about a channel is, or null when the error does not refuse the channel. */
export function refusalOf(code: WsErrorCode, hasToken: () => boolean): Refusal | null {
  switch (code) {
    // A private channel refused for want of an auth: asked for again with the token when there is one,
    // else by the auth a login sends.
    case 'AUTH_REQUIRED':
      return hasToken() ? 'retry' : 'poll';
    // Refused by the connection's snapshot budget: nothing was sent for it, so it is asked for again later.
    case 'SUBSCRIBE_RATE_LIMITED':
      return 'retry';
    // Refused for holding too many: asking again would be refused again, but its screens poll meanwhile.
    case 'TOO_MANY_CHANNELS':
      return 'poll';
    // No such channel (a pair that does not exist or was delisted): asking again would be refused forever,
    // and a screen waiting for its pushes would wait forever.
    case 'UNKNOWN_CHANNEL':
      return 'unknown';
    case 'BAD_JSON':
    case 'BAD_MESSAGE':
    case 'RATE_LIMITED':
    case 'AUTH_FAILED':
      return null;
    default: {
      const unknown: never = code;
      throw new Error(`unknown realtime error code ${String(unknown)}`);
    }
  }
}

interface RetryState {
  timer: ReturnType<typeof setTimeout> | null;
  retries: number;
}

/**
 * The bookkeeping of asking again for channels the server dropped or refused: at most one attempt
 * planned per channel, and how many came before it, so that a server that keeps failing is asked less
 * often. `onDue` runs when a planned attempt comes due and decides whether it still makes sense.
 */
export class ChannelRetry {
  private readonly states = new Map<string, RetryState>();

  constructor(private readonly onDue: (channel: string) => void) {}

  /** Plans the next attempt, unless one is already planned. */
  schedule(channel: string): void {
    const state = this.states.get(channel) ?? { timer: null, retries: 0 };
    this.states.set(channel, state);
    if (state.timer !== null) return;
    const delay = retryDelay(state.retries);
    state.retries += 1;
    state.timer = setTimeout(() => {
      state.timer = null;
      this.onDue(channel);
    }, delay);
  }

  /** Drops the planned attempt (asked for by other means, or nobody holds it); the count stays. */
  cancel(channel: string): void {
    const state = this.states.get(channel);
    if (state?.timer == null) return;
    clearTimeout(state.timer);
    state.timer = null;
  }

  cancelAll(): void {
    for (const channel of this.states.keys()) this.cancel(channel);
  }

  /** A snapshot arrived: the stream works again, and the next drop is retried after the base delay. */
  succeeded(channel: string): void {
    const state = this.states.get(channel);
    if (state) state.retries = 0;
  }

  /** The channel was let go for good: holding it again starts from no retries. */
  forget(channel: string): void {
    this.cancel(channel);
    this.states.delete(channel);
  }
}
