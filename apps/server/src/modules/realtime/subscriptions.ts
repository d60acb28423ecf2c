import { performance } from 'node:perf_hooks';
import { type AdminPermission, type OperatorRole, roleAllows } from '@halcyon/api';
import type { ChannelHub } from './channel-hub.ts';
import type { Channel, ParseContext, Subscriber } from './channel-kind.ts';
import type { RealtimeOptions } from './options.ts';
import type { Outbound } from './outbound.ts';
import { SnapshotBudget } from './snapshot-budget.ts';
import type { DataFrame } from './wire.ts';

/** What every connection of an endpoint subscribes with: one object per endpoint, not per connection. */
export type SubscriptionsContext = {
  hub: Pick<ChannelHub, 'parse' | 'subscribe' | 'unsubscribe'>;
  findPair: ParseContext['findPair'];
  options: RealtimeOptions;
};

type Wanted = { channel: Channel; principal?: string };

/**
 * A connection's channels, and the hub's view of the connection (the Subscriber): what it may subscribe
 * (known, servable, private only once authenticated). One object per connection; its channel map is made
 * on the first subscription (many sockets never subscribe, or hold one channel).
 */
export class Subscriptions implements Subscriber {
  /** Subscribed channel name -> whether it is private to the principal (it ends when the principal changes). */
  private channels: Map<string, boolean> | undefined;
  /** Set by a successful `auth`; a token that expires later does not end it (the socket was checked). */
  principal: string | undefined;
  /** Made on the first subscription. */
  private budget: SnapshotBudget | undefined;

  constructor(
    private readonly context: SubscriptionsContext,
    private readonly outbound: Outbound,
    /** On an operator socket, the role its upgrade was signed in with: it opens the channels it permits. */
    private readonly role: OperatorRole | undefined,
  ) {}

  send(frame: DataFrame, seq: number): void {
    this.outbound.send(frame, seq);
  }

  offer(frame: DataFrame, seq: number): void {
    this.outbound.offer(frame, seq);
  }

  /**
   * Undefined when this connection cannot have it: an unknown name, a kind this hub cannot serve (spot
   * without an engine), one its operator's role does not permit, or a private channel before `auth`.
   */
  private channelOf(name: string, id: string | undefined): Wanted | undefined {
    const requested = this.context.hub.parse(name, { findPair: this.context.findPair });
    if (!requested?.available || !this.permits(requested.permission)) {
      this.outbound.fail('UNKNOWN_CHANNEL', { channel: name }, { channel: name, id });
      return undefined;
    }
    const { channel } = requested;
    if (!requested.needsAuth) return { channel };
    if (this.principal === undefined) {
      this.outbound.fail('AUTH_REQUIRED', { channel: channel.name }, { channel: channel.name, id });
      return undefined;
    }
    return { channel, principal: this.principal };
  }

  private permits(permission: AdminPermission | undefined): boolean {
    return permission === undefined || (this.role !== undefined && roleAllows(this.role, permission));
  }

  /**
   * A channel already held is acknowledged and left as it is: no new snapshot, the sequence goes on. A
   * snapshot costs (a candle window, a database read), so asking again must not buy one; a client that
   * wants to start a channel over (it saw a gap) unsubscribes first. New channels are within the
   * connection's snapshot budget (options.snapshots) or refused, each with its error.
   */
  subscribe(raw: readonly string[], id: string | undefined): void {
    const { maxChannels, snapshots } = this.context.options;
    const accepted = new Map<string, Wanted | undefined>();
    for (const name of raw) {
      const wanted = this.channelOf(name, id);
      if (!wanted) continue;
      const { channel } = wanted;
      if (accepted.has(channel.name)) continue;
      this.channels ??= new Map();
      const { channels } = this;
      if (channels.has(channel.name)) {
        accepted.set(channel.name, undefined);
        continue;
      }
      if (channels.size >= maxChannels) {
        this.outbound.fail('TOO_MANY_CHANNELS', { max: maxChannels }, { channel: channel.name, id });
        continue;
      }
      this.budget ??= new SnapshotBudget(snapshots, () => performance.now());
      if (!this.budget.take()) {
        const params = { max: snapshots.perSecond, channel: channel.name };
        this.outbound.fail('SUBSCRIBE_RATE_LIMITED', params, { channel: channel.name, id });
        continue;
      }
      accepted.set(channel.name, wanted);
      channels.set(channel.name, wanted.principal !== undefined);
    }
    if (accepted.size === 0) return;
    // The acknowledgement first, so a client can tell a snapshot of this request from an older one.
    this.outbound.reply({ type: 'subscribed', channels: [...accepted.keys()], ...(id ? { id } : {}) });
    for (const wanted of accepted.values())
      if (wanted) this.context.hub.subscribe(this, wanted.channel, wanted.principal);
  }

  unsubscribe(raw: readonly string[], id: string | undefined): void {
    const removed = new Set<string>();
    for (const name of raw) {
      const channel = this.context.hub.parse(name, { findPair: this.context.findPair })?.channel;
      if (!channel) {
        this.outbound.fail('UNKNOWN_CHANNEL', { channel: name }, { channel: name, id });
        continue;
      }
      removed.add(channel.name);
      this.channels?.delete(channel.name);
      this.context.hub.unsubscribe(this, channel.name);
    }
    if (removed.size > 0)
      this.outbound.reply({ type: 'unsubscribed', channels: [...removed], ...(id ? { id } : {}) });
  }

  /** Private channels end when the connection stops being their principal. */
  leavePrivate(): void {
    for (const [name, isPrivate] of this.channels ?? []) {
      if (!isPrivate) continue;
      this.channels?.delete(name);
      this.context.hub.unsubscribe(this, name);
      this.outbound.reply({ type: 'unsubscribed', channels: [name] });
    }
  }

  /** The hub gave up on a channel (its snapshot failed). */
  dropped(channel: string): void {
    this.channels?.delete(channel);
    this.outbound.reply({ type: 'unsubscribed', channels: [channel] });
  }

  /** The socket closed: every subscription ends. */
  closeAll(): void {
    for (const name of this.channels?.keys() ?? []) this.context.hub.unsubscribe(this, name);
    this.channels = undefined;
  }
}
