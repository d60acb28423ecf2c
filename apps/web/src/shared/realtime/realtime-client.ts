import type { ServerMessage } from '@halcyon/api';
import { ChannelRetry, retryAfterRefusal } from './channel-retry.ts';
import { type AuthSource, ConnectionAuth } from './connection-auth.ts';
import { LostChannelsReport } from './lost-channels.ts';
import {
  type ConnectionStatus,
  RealtimeConnection,
  type SocketLike,
  type VisibilitySource,
} from './realtime-connection.ts';
import { OWN_UNSUBSCRIBE, SubscriptionQueue } from './subscription-queue.ts';

// Part of the client's public face: the app's wiring and the tests import them from here.
export type { AuthSource } from './connection-auth.ts';
export type { ConnectionStatus, SocketLike, VisibilitySource } from './realtime-connection.ts';

/** A snapshot or update whose envelope passed validation; `data` is checked by the channel's sink. */
export interface ChannelMessage {
  type: 'snapshot' | 'update';
  channel: string;
  seq: number;
  time: number;
  data: unknown;
}

/**
 * Where pushes go: each sink owns a family of channels and writes what it receives into the query
 * cache or a store. It validates `data` with the channel's schema and returns false when it is not
 * valid, so the message counts as not received.
 */
export interface ChannelSink {
  matches(channel: string): boolean;
  /**
   * 'resync': the data is valid but does not follow what the sink holds (a depth diff after a gap in
   * its update ids): the client resubscribes for a fresh snapshot, as on a sequence gap.
   */
  apply(message: ChannelMessage): boolean | 'resync';
  /** The channel lost its stream (reconnect, gap): what was pushed is no longer being kept current. */
  reset?(channel: string): void;
}

export interface RealtimeOptions {
  url: () => string;
  auth?: AuthSource;
  createSocket: (url: string) => SocketLike;
  /** Read on every message: a sink pushed later (loaded on demand) is used from then on. */
  sinks: ChannelSink[];
  visibility?: VisibilitySource;
  /** Backoff: base * 2^attempt, capped, then "equal jitter" (half fixed, half random). */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  random?: () => number;
  pingIntervalMs?: number;
  /** Nothing received this long after a ping: the connection is dead even if TCP has not noticed. */
  pongTimeoutMs?: number;
  /** A channel nobody wants any more is kept this long, so that page changes do not churn. */
  lingerMs?: number;
  onStatus?: (status: ConnectionStatus) => void;
  /**
   * Channels held but not subscribed while the socket is open (the server dropped or refused them), as
   * they change: until they are back, their screens fall back to polling as if the socket were down.
   */
  onLost?: (channels: string[]) => void;
  log?: (message: string, detail?: unknown) => void;
}

export interface RealtimeClient {
  /** Reference-counted: the channel is subscribed while at least one caller holds it. */
  subscribe(channel: string): () => void;
  status(): ConnectionStatus;
  /** Channels currently wanted (for diagnostics and tests). */
  channels(): string[];
  /** Closes everything and forgets all subscriptions. */
  dispose(): void;
}

interface ChannelState {
  refs: number;
  /** Last sequence number applied; null until the subscription's snapshot arrives. */
  seq: number | null;
  lingerTimer: ReturnType<typeof setTimeout> | null;
  /** A subscribe went out on the current connection. */
  subscribed: boolean;
}

/**
 * The one websocket of the app (STYLE.md practice 7): typed messages validated on receipt, snapshot
 * then sequence-numbered updates, a fresh snapshot on a gap, everything resubscribed after a
 * reconnect, a channel the server drops asked for again with backoff, paused while the page is
 * hidden. Features never see it: they hold channels through `subscribe` and read what the sinks wrote
 * into the cache and stores.
 */
export function createRealtimeClient(options: RealtimeOptions): RealtimeClient {
  const lingerMs = options.lingerMs ?? 2_000;
  const log = options.log ?? ((message, detail) => console.warn(`[realtime] ${message}`, detail ?? ''));

  const channels = new Map<string, ChannelState>();
  const lost = new LostChannelsReport(options.onLost);
  const retry = new ChannelRetry((channel) => retryChannel(channel));

  const wanted = () => [...channels.entries()].filter(([, state]) => state.refs > 0).map(([name]) => name);
  const sinkFor = (channel: string) => options.sinks.find((sink) => sink.matches(channel));

  const connection = new RealtimeConnection({
    url: options.url,
    createSocket: options.createSocket,
    visibility: options.visibility,
    backoffBaseMs: options.backoffBaseMs ?? 500,
    backoffMaxMs: options.backoffMaxMs ?? 15_000,
    random: options.random ?? Math.random,
    pingIntervalMs: options.pingIntervalMs ?? 20_000,
    pongTimeoutMs: options.pongTimeoutMs ?? 10_000,
    log,
    onStatus: options.onStatus,
    isWanted: () => wanted().length > 0,
    onOpen,
    onMessage: handleMessage,
    onDrop: endAllStreams,
  });
  const auth = new ConnectionAuth(options.auth, (message) => connection.send(message));
  const queue = new SubscriptionQueue({ send: (m) => connection.send(m), isOpen: () => connection.isOpen() });

  function requestSnapshot(channel: string, resubscribe: boolean): void {
    const state = channels.get(channel);
    if (state) {
      state.seq = null;
      state.subscribed = true;
      retry.cancel(channel);
    }
    sinkFor(channel)?.reset?.(channel);
    queue.subscribe(channel, resubscribe);
  }

  /** Held channels missing on the open socket: their screens poll until they are back. */
  function reportLost(): void {
    lost.report(
      connection.isOpen() ? wanted().filter((channel) => channels.get(channel)?.subscribed === false) : [],
    );
  }

  /**
   * The server no longer sends this channel: its stream is over, and one still held is asked for again
   * later (a failed snapshot load may be brief; asking at once could fail the same way).
   */
  function lose(channel: string, retryLater: boolean): void {
    const state = channels.get(channel);
    if (!state) return;
    if (state.seq !== null) sinkFor(channel)?.reset?.(channel);
    state.seq = null;
    state.subscribed = false;
    if (retryLater && state.refs > 0) retry.schedule(channel);
    reportLost();
  }

  function retryChannel(channel: string): void {
    const state = channels.get(channel);
    // Released, already asked for again (a new token), or the socket is down (its reopening asks).
    if (!state || state.refs === 0 || state.subscribed) return;
    if (!connection.isOpen()) return;
    auth.authenticateIfRefused();
    requestSnapshot(channel, false);
    reportLost();
  }

  function handleChannelMessage(message: ChannelMessage): void {
    const state = channels.get(message.channel);
    // Pushes for a channel we have let go (an in-flight message after unsubscribe) are not wanted.
    if (!state) return;
    if (message.type === 'snapshot') {
      const sink = sinkFor(message.channel);
      if (!sink) return;
      const applied = sink.apply(message);
      if (applied === 'resync') requestSnapshot(message.channel, true);
      else if (applied) {
        state.seq = message.seq;
        retry.succeeded(message.channel);
      } else log(`invalid snapshot on ${message.channel} ignored`);
      return;
    }
    // Updates before the snapshot belong to a stream we have not joined yet.
    if (state.seq === null) return;
    if (message.seq <= state.seq) return;
    if (message.seq !== state.seq + 1) {
      log(`sequence gap on ${message.channel}: ${state.seq} -> ${message.seq}, resyncing`);
      requestSnapshot(message.channel, true);
      return;
    }
    const sink = sinkFor(message.channel);
    if (!sink) return;
    state.seq = message.seq;
    const applied = sink.apply(message);
    if (applied === 'resync') {
      log(`${message.channel} does not follow what was applied, resyncing`);
      requestSnapshot(message.channel, true);
    } else if (!applied) log(`invalid update on ${message.channel} ignored`);
  }

  function handleMessage(message: ServerMessage): void {
    switch (message.type) {
      case 'snapshot':
      case 'update':
        handleChannelMessage(message);
        return;
      case 'unsubscribed':
        // Our own unsubscribes come back with their id; without one the server dropped the channels.
        if (message.id !== OWN_UNSUBSCRIBE) for (const channel of message.channels) lose(channel, true);
        return;
      case 'authenticated':
        auth.clearRefusal();
        return;
      case 'error':
        handleError(message);
        return;
      default:
        return;
    }
  }

  function handleError(message: Extract<ServerMessage, { type: 'error' }>): void {
    log(`server error ${message.code}: ${message.message}`, message.channel);
    if (message.code === 'AUTH_FAILED') auth.refused();
    if (!message.channel) return;
    const retryLater = retryAfterRefusal(message.code, () => auth.hasToken());
    if (retryLater !== null) lose(message.channel, retryLater);
  }

  function onOpen(): void {
    // Before any subscribe: the server refuses `user` on a connection that has not authenticated.
    auth.authenticate();
    queue.clear();
    for (const channel of wanted()) requestSnapshot(channel, false);
  }

  /** The socket is gone: every channel will need a fresh snapshot on the next connection. */
  function endAllStreams(): void {
    // The next connection authenticates on open and asks for every channel anew.
    auth.clearRefusal();
    for (const [channel, state] of channels) {
      if (state.seq !== null) sinkFor(channel)?.reset?.(channel);
      state.seq = null;
      state.subscribed = false;
    }
    retry.cancelAll();
    reportLost();
  }

  // A login or a refreshed token authenticates the open connection again (a new one does so on open),
  // then asks again for the channels the server refused for want of it.
  const stopAuth = options.auth?.onChange(() => {
    if (!connection.isOpen() || !auth.hasToken()) return;
    auth.authenticate();
    for (const [channel, state] of channels) {
      if (state.refs > 0 && !state.subscribed) requestSnapshot(channel, false);
    }
    reportLost();
  });

  function release(channel: string): void {
    const state = channels.get(channel);
    if (!state || state.refs === 0) return;
    state.refs -= 1;
    if (state.refs > 0) return;
    // Nobody waits for it any more: no need to ask the server again, nor to poll for it.
    retry.cancel(channel);
    reportLost();
    state.lingerTimer = setTimeout(() => {
      state.lingerTimer = null;
      if (state.refs > 0) return;
      channels.delete(channel);
      // Held again later, it is retried from the base delay.
      retry.forget(channel);
      sinkFor(channel)?.reset?.(channel);
      queue.unsubscribe(channel);
    }, lingerMs);
  }

  return {
    subscribe(channel) {
      let state = channels.get(channel);
      if (!state) {
        state = { refs: 0, seq: null, lingerTimer: null, subscribed: false };
        channels.set(channel, state);
      }
      if (state.lingerTimer !== null) {
        clearTimeout(state.lingerTimer);
        state.lingerTimer = null;
      }
      state.refs += 1;
      // A lingering channel is still subscribed: holding it again needs no message.
      if (state.refs === 1 && !state.subscribed) {
        if (connection.isOpen()) requestSnapshot(channel, false);
        else connection.connect();
        reportLost();
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        release(channel);
      };
    },
    status: () => connection.status(),
    channels: wanted,
    dispose() {
      stopAuth?.();
      for (const state of channels.values()) {
        if (state.lingerTimer !== null) clearTimeout(state.lingerTimer);
      }
      retry.cancelAll();
      channels.clear();
      connection.dispose();
    },
  };
}
