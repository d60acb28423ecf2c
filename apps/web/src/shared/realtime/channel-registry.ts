import type { ChannelRetry } from './channel-retry.ts';
import { type ChannelMessage, type ChannelSink, sinkFor } from './channel-sink.ts';
import { applyInStreamOrder, type StreamPosition, type StreamReader } from './channel-stream.ts';
import type { SubscriptionQueue } from './subscription-queue.ts';

interface HeldChannel extends StreamPosition {
  refs: number;
  lingerTimer: ReturnType<typeof setTimeout> | null;
  /** A subscribe went out on the current connection. */
  subscribed: boolean;
}

export interface ChannelRegistryOptions {
  /** Read on every message: a sink pushed later (loaded on demand) is used from then on. */
  sinks: readonly ChannelSink[];
  queue: Pick<SubscriptionQueue, 'subscribe' | 'unsubscribe'>;
  retry: Pick<ChannelRetry, 'cancel' | 'succeeded' | 'forget'>;
  /** A channel nobody wants any more is kept this long, so that page changes do not churn. */
  lingerMs: number;
  log: (message: string, detail?: unknown) => void;
}

/**
 * The channels the app's screens hold (reference-counted, kept a while after the last holder lets go),
 * whether each is subscribed on this connection, and where its stream stands. A channel the server
 * refused as unknown leaves them: only its holders are counted, apart, until the last lets go.
 */
export class ChannelRegistry {
  private readonly channels = new Map<string, HeldChannel>();
  /** Refused channels and how many still hold each: never asked for while held. */
  private readonly refusedHolders = new Map<string, number>();
  private readonly reader: StreamReader;

  constructor(private readonly options: ChannelRegistryOptions) {
    this.reader = {
      sinks: options.sinks,
      log: options.log,
      resync: (channel) => this.requestSnapshot(channel, true),
      snapshotApplied: (channel) => options.retry.succeeded(channel),
    };
  }

  /** One holder more; true when that makes the channel wanted while it is not subscribed: ask for it. */
  hold(channel: string): boolean {
    const refusedRefs = this.refusedHolders.get(channel);
    if (refusedRefs !== undefined) {
      this.refusedHolders.set(channel, refusedRefs + 1);
      return false;
    }
    let state = this.channels.get(channel);
    if (!state) {
      state = { refs: 0, seq: null, lingerTimer: null, subscribed: false };
      this.channels.set(channel, state);
    }
    if (state.lingerTimer !== null) clearTimeout(state.lingerTimer);
    state.lingerTimer = null;
    state.refs += 1;
    // A lingering channel is still subscribed: holding it again needs no message.
    return state.refs === 1 && !state.subscribed;
  }

  /** One holder fewer; true when that was the last one (the channel lingers, then is let go). */
  release(channel: string): boolean {
    const refusedRefs = this.refusedHolders.get(channel);
    if (refusedRefs !== undefined) {
      // Never subscribed: nothing to linger for or unsubscribe. Held again later, it is asked for again.
      if (refusedRefs > 1) this.refusedHolders.set(channel, refusedRefs - 1);
      else this.refusedHolders.delete(channel);
      return refusedRefs === 1;
    }
    const state = this.channels.get(channel);
    if (!state || state.refs === 0) return false;
    state.refs -= 1;
    if (state.refs > 0) return false;
    // Nobody waits for it any more: no need to ask the server again.
    this.options.retry.cancel(channel);
    state.lingerTimer = setTimeout(() => this.letGo(channel, state), this.options.lingerMs);
    return true;
  }

  /** Channels with a holder, in the order they were first held. */
  held(): string[] {
    return [...this.channels.entries()].filter(([, state]) => state.refs > 0).map(([name]) => name);
  }

  isHeld(channel: string): boolean {
    return (this.channels.get(channel)?.refs ?? 0) > 0;
  }

  /** Held but not subscribed on this connection: the server dropped or refused them. */
  missing(): string[] {
    return this.held().filter((channel) => this.isMissing(channel));
  }

  isMissing(channel: string): boolean {
    const state = this.channels.get(channel);
    return state !== undefined && state.refs > 0 && !state.subscribed;
  }

  /** Subscribes for a fresh snapshot; `restart` when the server still streams it (unsubscribe first). */
  requestSnapshot(channel: string, restart: boolean): void {
    const state = this.channels.get(channel);
    if (state) {
      state.seq = null;
      state.subscribed = true;
      this.options.retry.cancel(channel);
    }
    this.resetSink(channel);
    this.options.queue.subscribe(channel, restart);
  }

  /**
   * The server has no such channel: it leaves the registry (not held, not subscribed, so no reconnect
   * asks for it), its retries and sink are dropped, and its holders are counted as refused until they let
   * go. False when the channel is not known.
   */
  refuse(channel: string): boolean {
    const state = this.channels.get(channel);
    if (!state) return false;
    if (state.lingerTimer !== null) clearTimeout(state.lingerTimer);
    this.channels.delete(channel);
    this.options.retry.forget(channel);
    this.resetSink(channel);
    if (state.refs > 0) this.refusedHolders.set(channel, state.refs);
    return true;
  }

  /** Channels the server refused as unknown that screens still hold. */
  refused(): string[] {
    return [...this.refusedHolders.keys()];
  }

  /** The server no longer streams the channel; false when the channel is not known. */
  endStream(channel: string): boolean {
    const state = this.channels.get(channel);
    if (!state) return false;
    if (state.seq !== null) this.resetSink(channel);
    state.seq = null;
    state.subscribed = false;
    return true;
  }

  /** The connection is gone: every channel needs a fresh snapshot on the next one. */
  endAllStreams(): void {
    for (const channel of this.channels.keys()) this.endStream(channel);
  }

  apply(message: ChannelMessage): void {
    const state = this.channels.get(message.channel);
    // Pushes for a channel we have let go (an in-flight message after unsubscribe) are not wanted.
    if (state) applyInStreamOrder(state, message, this.reader);
  }

  /** Forgets every channel, sending nothing. */
  dispose(): void {
    for (const state of this.channels.values()) {
      if (state.lingerTimer !== null) clearTimeout(state.lingerTimer);
    }
    this.channels.clear();
    this.refusedHolders.clear();
  }

  private letGo(channel: string, state: HeldChannel): void {
    state.lingerTimer = null;
    if (state.refs > 0) return;
    this.channels.delete(channel);
    this.options.retry.forget(channel);
    this.resetSink(channel);
    this.options.queue.unsubscribe(channel);
  }

  private resetSink(channel: string): void {
    sinkFor(this.options.sinks, channel)?.reset?.(channel);
  }
}
