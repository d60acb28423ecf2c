import { MARKET_LIMITS } from '@halcyon/api';
import { DEFAULT_INBOUND_LIMITS, type InboundLimits } from './inbound-limiter.ts';
import type { SnapshotLimits } from './snapshot-budget.ts';

export type RealtimeOptions = {
  /** Channels one connection may hold. */
  maxChannels: number;
  /**
   * Snapshots (new subscriptions) one connection may be sent: a burst of a whole set of channels, then so
   * many a second; a subscription past it is refused (SUBSCRIBE_RATE_LIMITED) and costs nothing.
   */
  snapshots: SnapshotLimits;
  inbound: InboundLimits;
  /** A larger inbound frame closes the connection (1009): no client message needs more. */
  maxPayloadBytes: number;
  /** Protocol ping interval; a connection that has not answered the previous ping by the next is dropped. */
  heartbeatMs: number;
  /** Above this many unsent bytes a connection misses updates (and sees the sequence gap). */
  slowConsumerBytes: number;
  /** Above this many unsent bytes, or behind for longer than `slowConsumerMs`, it is dropped. */
  maxBufferedBytes: number;
  slowConsumerMs: number;
  /**
   * An operator socket asks this often whether its session still stands (signed out, disabled, role
   * changed, timed out): the longest such an operator can keep watching.
   */
  sessionRecheckMs: number;
  /**
   * The user socket asks this often whether the sessions its sockets signed in under still stand: a socket
   * whose session ended is closed when the revocation is heard, and at the latest here if it was not
   * (Redis delivers a message at most once).
   */
  userSessionRecheckMs: number;
};

export const DEFAULT_REALTIME_OPTIONS: RealtimeOptions = {
  maxChannels: MARKET_LIMITS.wsMaxChannels,
  snapshots: { burst: MARKET_LIMITS.wsMaxChannels, perSecond: 20 },
  inbound: { ...DEFAULT_INBOUND_LIMITS, perSecond: MARKET_LIMITS.wsMaxMessagesPerSecond },
  maxPayloadBytes: 16 * 1024,
  heartbeatMs: 25_000,
  slowConsumerBytes: 256 * 1024,
  maxBufferedBytes: 4 * 1024 * 1024,
  slowConsumerMs: 30_000,
  sessionRecheckMs: 5_000,
  userSessionRecheckMs: 30_000,
};
