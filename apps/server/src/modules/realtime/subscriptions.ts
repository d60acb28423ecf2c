import type { ChannelHub } from './channel-hub.ts';
import type { Channel, ParseContext, Subscriber } from './channel-kind.ts';
import type { RealtimeOptions } from './options.ts';
import type { Outbound } from './outbound.ts';

type Deps = {
  hub: Pick<ChannelHub, 'parse' | 'subscribe' | 'unsubscribe'>;
  findPair: ParseContext['findPair'];
  options: RealtimeOptions;
  outbound: Pick<Outbound, 'reply' | 'fail'>;
  subscriber: Subscriber;
};

/** A connection's channels: what it may subscribe (known, servable, private only once authenticated). */
export function createSubscriptions({ hub, findPair, options, outbound, subscriber }: Deps) {
  const { reply, fail } = outbound;
  const subscribed = new Set<string>();
  /** The subscribed channels private to the principal: they end when the connection stops being it. */
  const privateNames = new Set<string>();
  /** Set by a successful `auth`; a token that expires later does not end it (the socket was checked). */
  let principal: string | undefined;
  type Wanted = { channel: Channel; principal?: string };
  /**
   * Undefined when this connection cannot have it: an unknown name, a kind this hub cannot serve (spot
   * without an engine), or a private channel before `auth`.
   */
  const channelOf = (name: string, id: string | undefined): Wanted | undefined => {
    const requested = hub.parse(name, { findPair });
    if (!requested?.available) {
      fail('UNKNOWN_CHANNEL', { channel: name }, { channel: name, id });
      return undefined;
    }
    const { channel } = requested;
    if (!requested.needsAuth) return { channel };
    if (principal === undefined) {
      fail('AUTH_REQUIRED', { channel: channel.name }, { channel: channel.name, id });
      return undefined;
    }
    return { channel, principal };
  };

  const subscribe = (raw: readonly string[], id: string | undefined) => {
    const accepted = new Map<string, Wanted>();
    for (const name of raw) {
      const wanted = channelOf(name, id);
      if (!wanted) continue;
      const { channel } = wanted;
      if (accepted.has(channel.name)) continue;
      if (!subscribed.has(channel.name) && subscribed.size >= options.maxChannels) {
        fail('TOO_MANY_CHANNELS', { max: options.maxChannels }, { channel: channel.name, id });
        continue;
      }
      accepted.set(channel.name, wanted);
      subscribed.add(channel.name);
      if (wanted.principal !== undefined) privateNames.add(channel.name);
    }
    if (accepted.size === 0) return;
    // The acknowledgement first, so a client can tell a snapshot of this request from an older one.
    reply({ type: 'subscribed', channels: [...accepted.keys()], ...(id ? { id } : {}) });
    for (const { channel, principal: owner } of accepted.values()) hub.subscribe(subscriber, channel, owner);
  };

  const unsubscribe = (raw: readonly string[], id: string | undefined) => {
    const removed = new Set<string>();
    for (const name of raw) {
      const channel = hub.parse(name, { findPair })?.channel;
      if (!channel) {
        fail('UNKNOWN_CHANNEL', { channel: name }, { channel: name, id });
        continue;
      }
      removed.add(channel.name);
      subscribed.delete(channel.name);
      privateNames.delete(channel.name);
      hub.unsubscribe(subscriber, channel.name);
    }
    if (removed.size > 0) reply({ type: 'unsubscribed', channels: [...removed], ...(id ? { id } : {}) });
  };

  /** Private channels end when the connection stops being their principal. */
  const leavePrivate = () => {
    for (const name of privateNames) {
      subscribed.delete(name);
      hub.unsubscribe(subscriber, name);
      reply({ type: 'unsubscribed', channels: [name] });
    }
    privateNames.clear();
  };

  return {
    subscribe,
    unsubscribe,
    leavePrivate,
    principal: () => principal,
    setPrincipal: (value: string | undefined) => {
      principal = value;
    },
    /** The hub gave up on a channel (its snapshot failed). */
    dropped(channel: string): void {
      subscribed.delete(channel);
      reply({ type: 'unsubscribed', channels: [channel] });
    },
    /** The socket closed: every subscription ends. */
    closeAll(): void {
      for (const name of subscribed) hub.unsubscribe(subscriber, name);
      subscribed.clear();
    },
  };
}
