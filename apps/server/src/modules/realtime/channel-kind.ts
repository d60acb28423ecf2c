import type { AdminPermission } from '@halcyon/api';
import type { FastifyBaseLogger } from 'fastify';
import type { DataFrame } from './wire.ts';

/** The pair a channel names, as the market data knows it. */
export type ChannelPair = { symbol: string; compact: string };

/** A subscribable channel as a client names it (normalised, e.g. ticker.BTCUSDT), with what its kind parsed. */
export type Channel = { kind: string; name: string };

/** What parsing a name may look up (a pair in any spelling). */
export type ParseContext = { findPair(symbol: string): ChannelPair | undefined };

/** The hub's view of one connection. */
export interface Subscriber {
  /** Snapshots: always sent (a connection too far behind is dropped by the connection itself). */
  send(frame: DataFrame, seq: number): void;
  /** Updates: skipped while the connection is behind; seq advances anyway, so the client sees a gap. */
  offer(frame: DataFrame, seq: number): void;
  /** The hub gave up on a channel (its snapshot could not be loaded). */
  dropped(channel: string): void;
}

/** One subscriber's subscription to one channel. */
export type Entry = { seq: number; pending: boolean };

/**
 * A channel someone listens to. `key` is its name, or name and principal for a private channel (every
 * user's `user` is a channel of its own).
 */
export type ChannelState<C extends Channel = Channel> = {
  key: string;
  channel: C;
  entries: Map<Subscriber, Entry>;
};

/** The hub key of a private channel: every principal's `user` is a channel of its own. */
export const privateChannelKey = (name: string, principal: string) => `${name}:${principal}`;

/** What the generic hub offers a channel kind: the live channels, snapshots and fan-out. */
export type ChannelHost = {
  now(): number;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** The live channel of this key, if anyone listens. */
  channel(key: string): ChannelState | undefined;
  /** Whether this subscription is still the subscriber's current one (not ended or replaced meanwhile). */
  isCurrent(state: ChannelState, subscriber: Subscriber, entry: Entry): boolean;
  /** The first frame of a subscription: seq 1, updates follow. */
  sendSnapshot(state: ChannelState, subscriber: Subscriber, entry: Entry, data: unknown): void;
  /** One update to every subscriber past its snapshot, serialised once. */
  broadcast(state: ChannelState, data: unknown): void;
  /** One update to one subscriber (e.g. what it missed while its snapshot loaded). */
  offer(state: ChannelState, subscriber: Subscriber, entry: Entry, data: unknown): void;
  /** Gives up on a subscription (its snapshot failed): unsubscribed and told. */
  drop(state: ChannelState, subscriber: Subscriber): void;
};

/**
 * A kind of channel, one file each under channels/: how its name parses, whether it needs an
 * authenticated connection, and (made per hub with `create`) its snapshot and its sources.
 */
export type ChannelDefinition<
  C extends Channel,
  Deps,
  Runtime extends ChannelRuntime<C> = ChannelRuntime<C>,
> = {
  kind: C['kind'];
  /** Private to the principal the connection authenticated as; refused (AUTH_REQUIRED) before that. */
  needsAuth: boolean;
  /**
   * On an operator socket, the permission the operator's role must hold to subscribe; to anyone else the
   * channel is unknown (UNKNOWN_CHANNEL), as an admin route it may not call is refused.
   */
  permission?: AdminPermission;
  /** `parts` is the name split on dots; undefined when the name is not a valid channel of this kind. */
  parse(parts: readonly string[], context: ParseContext): C | undefined;
  create(host: ChannelHost, deps: Deps): Runtime;
};

export type ChannelRuntime<C extends Channel = Channel> = {
  /** Whether this hub can serve the kind at all (e.g. depth needs a spot engine); otherwise unknown. */
  available?(): boolean;
  /** Sends (now or once loaded) the snapshot of a new subscription. */
  snapshot(state: ChannelState<C>, subscriber: Subscriber, entry: Entry): void;
  /** Listens to its sources (market data, the bus); returns how to stop. */
  bind?(): () => void;
  /** The channel's last subscriber left (or the hub closed): release what it holds. */
  ended?(state: ChannelState<C>): void;
};
