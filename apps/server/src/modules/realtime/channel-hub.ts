import type { AdminPermission } from '@halcyon/api';
import type { Clock } from '../../platform/clock.ts';
import { createChannelHost } from './channel-host.ts';
import {
  type Channel,
  type ChannelDefinition,
  type ChannelHost,
  type ChannelRuntime,
  type ChannelState,
  type Entry,
  type ParseContext,
  privateChannelKey,
  type Subscriber,
} from './channel-kind.ts';
import { createPrivateKeys } from './private-keys.ts';

/** A name a client asked for, read by its kind. */
export type ParsedChannel = {
  channel: Channel;
  needsAuth: boolean;
  permission: AdminPermission | undefined;
  available: boolean;
};

type Registered = { definition: ChannelDefinition<Channel, never>; runtime: ChannelRuntime };

/** Reads a name by the kind its first part names; undefined for a name no registered kind accepts. */
function parseByKind(
  kinds: ReadonlyMap<string, Registered>,
  raw: string,
  context: ParseContext,
): ParsedChannel | undefined {
  const parts = raw.trim().split('.');
  const registered = kinds.get(parts[0] ?? '');
  const channel = registered?.definition.parse(parts, context);
  if (!registered || !channel) return undefined;
  const { needsAuth, permission } = registered.definition;
  return { channel, needsAuth, permission, available: registered.runtime.available?.() ?? true };
}

/**
 * Channel -> subscribers for any set of channel kinds: one socket endpoint registers its kinds
 * (channels/<kind>.ts) and gets subscribe, unsubscribe and parse. The fan-out to those subscribers (frames
 * and sequence numbers) is the host's, in channel-host.ts.
 */
export function createChannelHub({ clock, log }: { clock: Clock; log: ChannelHost['log'] }) {
  const channels = new Map<string, ChannelState>();
  const privateKeys = createPrivateKeys();
  const kinds = new Map<string, Registered>();
  const stops: (() => void)[] = [];

  const host = createChannelHost({ clock, log, channels, unsubscribe });

  const ended = (state: ChannelState) => kinds.get(state.channel.kind)?.runtime.ended?.(state);

  function unsubscribe(subscriber: Subscriber, name: string): void {
    const key = privateKeys.release(subscriber, name);
    const state = channels.get(key);
    if (!state?.entries.delete(subscriber)) return;
    if (state.entries.size === 0) {
      channels.delete(key);
      ended(state);
    }
  }

  return {
    host,

    /** Adds a kind with its runtime (made by the caller, who may keep it to publish into). */
    register<C extends Channel, R extends ChannelRuntime<C>>(
      definition: ChannelDefinition<C, never, R>,
      runtime: R,
    ): R {
      kinds.set(definition.kind, { definition: definition as ChannelDefinition<Channel, never>, runtime });
      if (runtime.bind) stops.push(runtime.bind());
      return runtime;
    },

    /** Reads `kind`, `kind.SYMBOL` or `kind.SYMBOL.x`; undefined for a name no registered kind accepts. */
    parse(raw: string, context: ParseContext): ParsedChannel | undefined {
      return parseByKind(kinds, raw, context);
    },

    /**
     * Subscribes: a snapshot follows and the sequence starts at 1 (over again for a subscription replaced;
     * the connection asks only for channels it does not hold).
     */
    subscribe(subscriber: Subscriber, channel: Channel, principal?: string): void {
      const registered = kinds.get(channel.kind);
      if (!registered) throw new Error(`no channel kind ${channel.kind}`);
      const key = principal === undefined ? channel.name : privateChannelKey(channel.name, principal);
      if (principal !== undefined) {
        const held = privateKeys.held(subscriber, channel.name);
        // A connection is one principal at a time: its private channel of another one ends first.
        if (held !== undefined && held !== key) unsubscribe(subscriber, channel.name);
        privateKeys.hold(subscriber, channel.name, key);
      }
      let state = channels.get(key);
      if (!state) {
        state = { key, channel, entries: new Map() };
        channels.set(key, state);
      }
      const entry: Entry = { seq: 0, pending: true };
      state.entries.set(subscriber, entry);
      registered.runtime.snapshot(state, subscriber, entry);
    },

    unsubscribe,

    /** For logs, tests and benchmarks. */
    counts(): { channels: number; subscriptions: number } {
      let subscriptions = 0;
      for (const state of channels.values()) subscriptions += state.entries.size;
      return { channels: channels.size, subscriptions };
    },

    close(): void {
      for (const stop of stops.splice(0)) stop();
      for (const state of channels.values()) ended(state);
      channels.clear();
      privateKeys.clear();
    },
  };
}

export type ChannelHub = ReturnType<typeof createChannelHub>;
