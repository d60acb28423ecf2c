import { type ClientMessage, MARKET_LIMITS, type ServerMessage, serverMessage } from '@halcyon/api';
import { exponentialDelay, withEqualJitter } from './backoff.ts';

/** The part of the browser WebSocket the client uses; tests pass a fake. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

const OPEN = 1;

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

export type ConnectionStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'paused';

export interface VisibilitySource {
  isHidden(): boolean;
  onChange(listener: () => void): () => void;
}

/** The session's access token, for the `auth` op that the private `user` channel needs. */
export interface AuthSource {
  token(): string | null;
  onChange(listener: () => void): () => void;
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
  /** Asking again for a channel the server dropped: the pending attempt and how many came before it. */
  retryTimer: ReturnType<typeof setTimeout> | null;
  retries: number;
}

/**
 * Sent with our own unsubscribes: the server echoes it, so an `unsubscribed` without it is the server
 * dropping the channel (its snapshot failed, or the auth it needs was lost).
 */
const OWN_UNSUBSCRIBE = 'client';
/** Asking again for a dropped channel: 1 s, doubling, at most 30 s apart; a snapshot resets it. */
const RETRY_BASE_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/**
 * The one websocket of the app (STYLE.md practice 7): typed messages validated on receipt, snapshot
 * then sequence-numbered updates, a fresh snapshot on a gap, everything resubscribed after a
 * reconnect, a channel the server drops asked for again with backoff, paused while the page is
 * hidden. Features never see it: they hold channels through `subscribe` and read what the sinks wrote
 * into the cache and stores.
 */
export function createRealtimeClient(options: RealtimeOptions): RealtimeClient {
  const backoffBaseMs = options.backoffBaseMs ?? 500;
  const backoffMaxMs = options.backoffMaxMs ?? 15_000;
  const random = options.random ?? Math.random;
  const pingIntervalMs = options.pingIntervalMs ?? 20_000;
  const pongTimeoutMs = options.pongTimeoutMs ?? 10_000;
  const lingerMs = options.lingerMs ?? 2_000;
  const log = options.log ?? ((message, detail) => console.warn(`[realtime] ${message}`, detail ?? ''));

  const channels = new Map<string, ChannelState>();
  let socket: SocketLike | null = null;
  let status: ConnectionStatus = 'idle';
  let attempt = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let pingTimer: ReturnType<typeof setInterval> | null = null;
  let pongTimer: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;
  // The server refused our token (AUTH_FAILED): the next attempt at a dropped channel authenticates first.
  let authLost = false;
  let lostReported = '';
  // Subscribe/unsubscribe requests are gathered for a tick: the server allows 10 messages a second.
  const pendingSubscribe = new Set<string>();
  const pendingUnsubscribe = new Set<string>();
  let flushQueued = false;

  const setStatus = (next: ConnectionStatus) => {
    if (status === next) return;
    status = next;
    options.onStatus?.(next);
  };

  const hidden = () => options.visibility?.isHidden() ?? false;
  const wanted = () => [...channels.entries()].filter(([, state]) => state.refs > 0).map(([name]) => name);
  const sinkFor = (channel: string) => options.sinks.find((sink) => sink.matches(channel));

  function send(message: ClientMessage): void {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(message));
  }

  /** Whether there was a token to send. */
  function sendAuth(): boolean {
    const token = options.auth?.token();
    if (token) send({ op: 'auth', token });
    return Boolean(token);
  }

  function flush(): void {
    flushQueued = false;
    if (socket?.readyState !== OPEN) return;
    const drop = [...pendingUnsubscribe];
    const add = [...pendingSubscribe];
    pendingUnsubscribe.clear();
    pendingSubscribe.clear();
    const max = MARKET_LIMITS.wsMaxChannels;
    for (let i = 0; i < drop.length; i += max)
      send({ op: 'unsubscribe', channels: drop.slice(i, i + max), id: OWN_UNSUBSCRIBE });
    for (let i = 0; i < add.length; i += max) send({ op: 'subscribe', channels: add.slice(i, i + max) });
  }

  function queueFlush(): void {
    if (flushQueued) return;
    flushQueued = true;
    queueMicrotask(flush);
  }

  function requestSnapshot(channel: string, resubscribe: boolean): void {
    const state = channels.get(channel);
    if (state) {
      state.seq = null;
      state.subscribed = true;
      stopRetry(state);
    }
    sinkFor(channel)?.reset?.(channel);
    // Unsubscribe then subscribe, in one flush, so that the server starts the stream over. An unsubscribe
    // already queued (a linger that ran out just before this) stays: the server still holds the channel, and
    // a subscribe to a channel it holds is acknowledged without a snapshot.
    if (resubscribe) pendingUnsubscribe.add(channel);
    pendingSubscribe.add(channel);
    queueFlush();
  }

  /** Tells onLost when the set of held channels missing on the open socket changes. */
  function reportLost(): void {
    const open = socket?.readyState === OPEN;
    const lost = open ? wanted().filter((channel) => channels.get(channel)?.subscribed === false) : [];
    const key = lost.join('|');
    if (key === lostReported) return;
    lostReported = key;
    options.onLost?.(lost);
  }

  function stopRetry(state: ChannelState): void {
    if (state.retryTimer !== null) clearTimeout(state.retryTimer);
    state.retryTimer = null;
  }

  /**
   * The server no longer sends this channel: its stream is over, and one still held is asked for again
   * later (a failed snapshot load may be brief; asking at once could fail the same way).
   */
  function lose(channel: string, retry: boolean): void {
    const state = channels.get(channel);
    if (!state) return;
    if (state.seq !== null) sinkFor(channel)?.reset?.(channel);
    state.seq = null;
    state.subscribed = false;
    if (retry && state.refs > 0 && state.retryTimer === null) {
      const delay = exponentialDelay(state.retries, RETRY_BASE_MS, RETRY_MAX_MS);
      state.retries += 1;
      state.retryTimer = setTimeout(() => retryChannel(channel, state), delay);
    }
    reportLost();
  }

  function retryChannel(channel: string, state: ChannelState): void {
    state.retryTimer = null;
    // Released, already asked for again (a new token), or the socket is down (its reopening asks).
    if (channels.get(channel) !== state || state.refs === 0 || state.subscribed) return;
    if (socket?.readyState !== OPEN) return;
    // Queued before the subscribe: the server answers in order, so the channel finds the auth done. One
    // auth serves every channel retried with it; a refusal (AUTH_FAILED) asks for the next.
    if (authLost && sendAuth()) authLost = false;
    requestSnapshot(channel, false);
    reportLost();
  }

  function clearTimers(): void {
    if (pingTimer !== null) clearInterval(pingTimer);
    if (pongTimer !== null) clearTimeout(pongTimer);
    pingTimer = null;
    pongTimer = null;
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
        state.retries = 0;
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

  function handleMessage(raw: unknown): void {
    if (pongTimer !== null) {
      clearTimeout(pongTimer);
      pongTimer = null;
    }
    let json: unknown;
    try {
      json = JSON.parse(String(raw));
    } catch {
      log('unreadable message ignored');
      return;
    }
    const parsed = serverMessage.safeParse(json);
    if (!parsed.success) {
      log('message outside the protocol ignored', json);
      return;
    }
    const message: ServerMessage = parsed.data;
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
        authLost = false;
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
    if (message.code === 'AUTH_FAILED') authLost = true;
    // A private channel refused for want of an auth: asked for again with the token when there is one,
    // else by the auth a login sends.
    if (message.code === 'AUTH_REQUIRED' && message.channel)
      lose(message.channel, Boolean(options.auth?.token()));
    // Refused by the connection's snapshot budget: nothing was sent for it, so it is asked for again later.
    if (message.code === 'SUBSCRIBE_RATE_LIMITED' && message.channel) lose(message.channel, true);
    // Refused for holding too many: asking again would be refused again, but its screens poll meanwhile.
    if (message.code === 'TOO_MANY_CHANNELS' && message.channel) lose(message.channel, false);
  }

  function connect(): void {
    if (disposed || socket || hidden() || wanted().length === 0) return;
    if (reconnectTimer !== null) {
      clearTimeout(reconnectTimer);
      reconnectTimer = null;
    }
    setStatus(attempt === 0 ? 'connecting' : 'reconnecting');
    let next: SocketLike;
    try {
      next = options.createSocket(options.url());
    } catch (error) {
      log('could not open the socket', error);
      scheduleReconnect();
      return;
    }
    socket = next;
    next.onopen = () => {
      if (socket !== next) return;
      attempt = 0;
      setStatus('open');
      // Before any subscribe: the server refuses `user` on a connection that has not authenticated.
      sendAuth();
      pendingUnsubscribe.clear();
      pendingSubscribe.clear();
      for (const channel of wanted()) requestSnapshot(channel, false);
      clearTimers();
      pingTimer = setInterval(() => {
        send({ op: 'ping' });
        if (pongTimer === null) {
          pongTimer = setTimeout(() => {
            log('no answer to ping, reconnecting');
            drop(false);
            scheduleReconnect();
          }, pongTimeoutMs);
        }
      }, pingIntervalMs);
    };
    next.onmessage = (event) => {
      if (socket === next) handleMessage(event.data);
    };
    next.onerror = () => {
      // The close event follows and decides what to do.
    };
    next.onclose = () => {
      if (socket !== next) return;
      drop(false);
      scheduleReconnect();
    };
  }

  /** Forgets the socket; every channel will need a fresh snapshot on the next connection. */
  function drop(closeIt: boolean): void {
    const old = socket;
    socket = null;
    clearTimers();
    // The next connection authenticates on open and asks for every channel anew.
    authLost = false;
    for (const [channel, state] of channels) {
      if (state.seq !== null) sinkFor(channel)?.reset?.(channel);
      state.seq = null;
      state.subscribed = false;
      stopRetry(state);
    }
    reportLost();
    if (old) {
      old.onopen = null;
      old.onmessage = null;
      old.onclose = null;
      old.onerror = null;
      if (closeIt) {
        try {
          old.close(1000, 'client');
        } catch {
          // already closed
        }
      }
    }
  }

  function scheduleReconnect(): void {
    if (disposed || reconnectTimer !== null) return;
    if (hidden() || wanted().length === 0) {
      setStatus(hidden() ? 'paused' : 'idle');
      return;
    }
    const delay = withEqualJitter(exponentialDelay(attempt, backoffBaseMs, backoffMaxMs), random);
    attempt += 1;
    setStatus('reconnecting');
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      connect();
    }, delay);
  }

  function onVisibility(): void {
    if (hidden()) {
      // Hidden pages get no pushes: the server saves the fan-out, the phone its battery.
      if (reconnectTimer !== null) clearTimeout(reconnectTimer);
      reconnectTimer = null;
      if (socket) drop(true);
      if (wanted().length > 0) setStatus('paused');
      return;
    }
    attempt = 0;
    connect();
  }

  const stopVisibility = options.visibility?.onChange(onVisibility);
  // A login or a refreshed token authenticates the open connection again (a new one does so on open),
  // then asks again for the channels the server refused for want of it.
  const stopAuth = options.auth?.onChange(() => {
    if (socket?.readyState !== OPEN || !options.auth?.token()) return;
    sendAuth();
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
    stopRetry(state);
    reportLost();
    state.lingerTimer = setTimeout(() => {
      state.lingerTimer = null;
      if (state.refs > 0) return;
      channels.delete(channel);
      sinkFor(channel)?.reset?.(channel);
      pendingSubscribe.delete(channel);
      pendingUnsubscribe.add(channel);
      queueFlush();
    }, lingerMs);
  }

  return {
    subscribe(channel) {
      let state = channels.get(channel);
      if (!state) {
        state = { refs: 0, seq: null, lingerTimer: null, subscribed: false, retryTimer: null, retries: 0 };
        channels.set(channel, state);
      }
      if (state.lingerTimer !== null) {
        clearTimeout(state.lingerTimer);
        state.lingerTimer = null;
      }
      state.refs += 1;
      // A lingering channel is still subscribed: holding it again needs no message.
      if (state.refs === 1 && !state.subscribed) {
        if (socket?.readyState === OPEN) requestSnapshot(channel, false);
        else connect();
        reportLost();
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        release(channel);
      };
    },
    status: () => status,
    channels: wanted,
    dispose() {
      disposed = true;
      stopVisibility?.();
      stopAuth?.();
      if (reconnectTimer !== null) clearTimeout(reconnectTimer);
      for (const state of channels.values()) {
        if (state.lingerTimer !== null) clearTimeout(state.lingerTimer);
        stopRetry(state);
      }
      channels.clear();
      drop(true);
      setStatus('idle');
    },
  };
}
