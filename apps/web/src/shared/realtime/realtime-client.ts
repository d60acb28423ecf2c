import type { ServerMessage } from '@halcyon/api';
import { ChannelRegistry } from './channel-registry.ts';
import { ChannelRetry, refusalOf } from './channel-retry.ts';
import type { ChannelSink } from './channel-sink.ts';
import { type AuthSource, ConnectionAuth } from './connection-auth.ts';
import { LostChannelsReport } from './lost-channels.ts';
import {
  type ConnectionStatus,
  RealtimeConnection,
  type SocketLike,
  type VisibilitySource,
} from './realtime-connection.ts';
import { OWN_UNSUBSCRIBE, SubscriptionQueue } from './subscription-queue.ts';

// The client's public face: sinks, the app's wiring and the tests import these from here.
export type { ChannelMessage, ChannelSink } from './channel-sink.ts';
export type { AuthSource } from './connection-auth.ts';
export type { ConnectionStatus, SocketLike, VisibilitySource } from './realtime-connection.ts';

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
  /**
   * Held channels the server refused as unknown, as they change: never asked for again while held (not
   * even after a reconnect), so their screens can say so instead of waiting for pushes that never come.
   */
  onRefused?: (channels: string[]) => void;
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

/** The client's pieces, which call one another: the connection, its auth, the channels and their retries. */
interface Parts {
  connection: RealtimeConnection;
  auth: ConnectionAuth;
  queue: SubscriptionQueue;
  registry: ChannelRegistry;
  retry: ChannelRetry;
  lost: LostChannelsReport;
  refused: LostChannelsReport;
  log: (message: string, detail?: unknown) => void;
}

/**
 * The one websocket of the app (STYLE.md practice 7): typed messages validated on receipt, snapshot
 * then sequence-numbered updates, a fresh snapshot on a gap, everything resubscribed after a
 * reconnect, a channel the server drops asked for again with backoff, paused while the page is
 * hidden. Features never see it: they hold channels through `subscribe` and read what the sinks wrote
 * into the cache and stores.
 */
export function createRealtimeClient(options: RealtimeOptions): RealtimeClient {
  const parts = assemble(options);
  // A login or a refreshed token authenticates the open connection again (a new one does so on open).
  const stopAuth = options.auth?.onChange(() => reauthenticate(parts));
  return {
    subscribe: (channel) => hold(parts, channel),
    status: () => parts.connection.status(),
    channels: () => parts.registry.held(),
    dispose() {
      stopAuth?.();
      parts.registry.dispose();
      parts.retry.cancelAll();
      parts.connection.dispose();
    },
  };
}

/** Callbacks reach `parts` only once it is built: from socket events, timers and microtasks, all later. */
function assemble(options: RealtimeOptions): Parts {
  const log = options.log ?? ((message, detail) => console.warn(`[realtime] ${message}`, detail ?? ''));
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
    isWanted: () => parts.registry.held().length > 0,
    onOpen: () => resubscribeAll(parts),
    onMessage: (message) => route(parts, message),
    onDrop: () => endAllStreams(parts),
  });
  const queue = new SubscriptionQueue({ send: (m) => connection.send(m), isOpen: () => connection.isOpen() });
  const retry = new ChannelRetry((channel) => retryChannel(parts, channel));
  const lingerMs = options.lingerMs ?? 2_000;
  const registry = new ChannelRegistry({ sinks: options.sinks, queue, retry, lingerMs, log });
  const auth = new ConnectionAuth(options.auth, (message) => connection.send(message));
  const parts: Parts = {
    connection,
    auth,
    queue,
    registry,
    retry,
    lost: new LostChannelsReport(options.onLost),
    refused: new LostChannelsReport(options.onRefused),
    log,
  };
  return parts;
}

function hold(parts: Parts, channel: string): () => void {
  if (parts.registry.hold(channel)) {
    if (parts.connection.isOpen()) parts.registry.requestSnapshot(channel, false);
    else parts.connection.connect();
    reportLost(parts);
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    // The last holder gone, nobody polls for it either.
    if (parts.registry.release(channel)) reportLost(parts);
  };
}

function reportLost({ connection, registry, lost, refused }: Parts): void {
  lost.report(connection.isOpen() ? registry.missing() : []);
  refused.report(registry.refused());
}

function resubscribeAll({ auth, queue, registry }: Parts): void {
  // Before any subscribe: the server refuses `user` on a connection that has not authenticated.
  auth.authenticate();
  queue.clear();
  for (const channel of registry.held()) registry.requestSnapshot(channel, false);
}

function endAllStreams(parts: Parts): void {
  // The next connection authenticates on open and asks for every channel anew.
  parts.auth.clearRefusal();
  parts.registry.endAllStreams();
  parts.retry.cancelAll();
  reportLost(parts);
}

/** Asks again for the channels the server refused for want of a token, now that there is one. */
function reauthenticate(parts: Parts): void {
  if (!parts.connection.isOpen() || !parts.auth.hasToken()) return;
  parts.auth.authenticate();
  for (const channel of parts.registry.missing()) parts.registry.requestSnapshot(channel, false);
  reportLost(parts);
}

function route(parts: Parts, message: ServerMessage): void {
  switch (message.type) {
    case 'snapshot':
    case 'update':
      parts.registry.apply(message);
      return;
    case 'unsubscribed':
      // Our own unsubscribes come back with their id; without one the server dropped the channels.
      if (message.id !== OWN_UNSUBSCRIBE) for (const channel of message.channels) lose(parts, channel, true);
      return;
    case 'authenticated':
      parts.auth.clearRefusal();
      return;
    case 'error':
      handleError(parts, message);
      return;
    case 'subscribed':
    case 'pong':
      // Nothing to do: the snapshot follows a subscribe, and the connection heard the pong.
      return;
    default: {
      const unknown: never = message;
      throw new Error(`unrouted realtime message ${JSON.stringify(unknown)}`);
    }
  }
}

function handleError(parts: Parts, message: Extract<ServerMessage, { type: 'error' }>): void {
  parts.log(`server error ${message.code}: ${message.message}`, message.channel);
  if (message.code === 'AUTH_FAILED') parts.auth.refused();
  if (!message.channel) return;
  const refusal = refusalOf(message.code, () => parts.auth.hasToken());
  switch (refusal) {
    case null:
      return;
    case 'retry':
    case 'poll':
      lose(parts, message.channel, refusal === 'retry');
      return;
    case 'unknown':
      // It stayed counted as subscribed: never retried, never polled for, its screens waiting forever.
      if (parts.registry.refuse(message.channel)) reportLost(parts);
      return;
    default: {
      const unhandled: never = refusal;
      throw new Error(`unhandled refusal ${String(unhandled)}`);
    }
  }
}

/**
 * The server no longer sends this channel: its stream is over, and one still held is asked for again
 * later (a failed snapshot load may be brief; asking at once could fail the same way).
 */
function lose(parts: Parts, channel: string, retryLater: boolean): void {
  if (!parts.registry.endStream(channel)) return;
  if (retryLater && parts.registry.isHeld(channel)) parts.retry.schedule(channel);
  reportLost(parts);
}

function retryChannel(parts: Parts, channel: string): void {
  // Released, already asked for again (a new token), or the socket is down (its reopening asks).
  if (!parts.registry.isMissing(channel) || !parts.connection.isOpen()) return;
  parts.auth.authenticateIfRefused();
  parts.registry.requestSnapshot(channel, false);
  reportLost(parts);
}
