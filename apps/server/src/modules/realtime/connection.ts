import { performance } from 'node:perf_hooks';
import { type ClientMessage, clientMessage, type ServerMessage, type WS_ERROR_CODES } from '@halcyon/api';
import type { Locale } from '@halcyon/i18n';
import type { FastifyBaseLogger } from 'fastify';
import { type RawData, WebSocket } from 'ws';
import type { Clock } from '../../platform/clock.ts';
import { AppError, type MessageParams } from '../../platform/errors.ts';
import type { Translator } from '../../platform/i18n.ts';
import type { ChannelHub } from './channel-hub.ts';
import type { Channel, ParseContext, Subscriber } from './channel-kind.ts';
import { createInboundLimiter } from './inbound-limiter.ts';
import type { RealtimeOptions } from './options.ts';
import { controlText, type DataFrame, frameText } from './wire.ts';

type WsErrorCode = (typeof WS_ERROR_CODES)[number];

export type ConnectionDeps = {
  hub: Pick<ChannelHub, 'parse' | 'subscribe' | 'unsubscribe'>;
  findPair: ParseContext['findPair'];
  /**
   * The principal a token names (a user id on the user socket), or a throw (an AppError when the token is
   * refused). Private channels belong to it.
   */
  authenticate: (token: string) => Promise<string>;
  translator: Translator;
  locale: Locale;
  clock: Clock;
  options: RealtimeOptions;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
};

export type Connection = {
  readonly socket: WebSocket;
  /** Cleared on each heartbeat, set by the pong: still false at the next heartbeat means dead. */
  alive: boolean;
};

/** Policy violation: sustained flooding. */
const CLOSE_POLICY = 1008;

function textOf(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

/** The request id of a message that failed validation, when it has a usable one, so the error can name it. */
function idOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('id' in value)) return undefined;
  const id = (value as { id: unknown }).id;
  return typeof id === 'string' && id.length <= 64 ? id : undefined;
}

/**
 * One client socket: reads its messages (rate limited, validated, answered; bad input is answered with
 * an error and never closes the socket), holds its subscriptions, and writes what the hub fans out,
 * protecting the process from a client that does not read.
 */
export function openConnection(socket: WebSocket, deps: ConnectionDeps): Connection {
  const { hub, options, clock } = deps;
  const subscribed = new Set<string>();
  const allowMessage = createInboundLimiter(options.inbound, () => performance.now());
  let behindSince: number | undefined;
  /** Set by a successful `auth`; a token that expires later does not end it (the socket was checked). */
  let principal: string | undefined;
  /** The subscribed channels private to the principal: they end when the connection stops being it. */
  const privateNames = new Set<string>();
  let closed = false;
  const connection: Connection = { socket, alive: true };

  const write = (text: string) => {
    if (socket.readyState !== WebSocket.OPEN) return;
    if (socket.bufferedAmount > options.maxBufferedBytes) {
      deps.log.info({ buffered: socket.bufferedAmount }, 'websocket dropped: not reading');
      socket.terminate();
      return;
    }
    socket.send(text);
  };
  const reply = (message: ServerMessage) => write(controlText(message));
  const fail = (
    code: WsErrorCode,
    params: MessageParams = {},
    extra: { channel?: string; id?: string } = {},
  ) =>
    reply({
      type: 'error',
      code,
      message: deps.translator.translate(deps.locale, `realtime.${code}`, params),
      ...extra,
    });

  /** True while the socket has too much unsent; drops it when that lasts. */
  const isBehind = (): boolean => {
    if (socket.bufferedAmount <= options.slowConsumerBytes) {
      behindSince = undefined;
      return false;
    }
    const now = performance.now();
    behindSince ??= now;
    if (now - behindSince > options.slowConsumerMs) {
      deps.log.info({ buffered: socket.bufferedAmount }, 'websocket dropped: slow consumer');
      socket.terminate();
    }
    return true;
  };

  const subscriber: Subscriber = {
    send: (frame: DataFrame, seq: number) => write(frameText(frame, seq)),
    offer: (frame: DataFrame, seq: number) => {
      if (socket.readyState === WebSocket.OPEN && !isBehind()) socket.send(frameText(frame, seq));
    },
    dropped: (channel: string) => {
      subscribed.delete(channel);
      reply({ type: 'unsubscribed', channels: [channel] });
    },
  };

  type Wanted = { channel: Channel; principal?: string };
  /**
   * Undefined when this connection cannot have it: an unknown name, a kind this hub cannot serve (spot
   * without an engine), or a private channel before `auth`.
   */
  const channelOf = (name: string, id: string | undefined): Wanted | undefined => {
    const requested = hub.parse(name, { findPair: deps.findPair });
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
      const channel = hub.parse(name, { findPair: deps.findPair })?.channel;
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

  const authenticate = async (token: string, id: string | undefined) => {
    let authenticated: string | undefined;
    try {
      authenticated = await deps.authenticate(token);
    } catch (error) {
      // A refused token is the client's problem; anything else (the database) is ours, worth a log line.
      if (!(error instanceof AppError)) deps.log.warn({ err: error }, 'websocket auth failed');
    }
    if (closed) return;
    if (authenticated === undefined) {
      principal = undefined;
      fail('AUTH_FAILED', {}, id ? { id } : {});
      leavePrivate();
      return;
    }
    if (principal !== undefined && principal !== authenticated) leavePrivate();
    principal = authenticated;
    reply({ type: 'authenticated', userId: authenticated, ...(id ? { id } : {}) });
  };

  const handle = (message: ClientMessage): Promise<void> | undefined => {
    if (closed) return undefined;
    switch (message.op) {
      case 'subscribe':
        subscribe(message.channels, message.id);
        return;
      case 'unsubscribe':
        unsubscribe(message.channels, message.id);
        return;
      case 'ping':
        reply({ type: 'pong', time: clock.now(), ...(message.id ? { id: message.id } : {}) });
        return;
      case 'auth':
        return authenticate(message.token, message.id);
      default:
        message satisfies never;
    }
  };

  // Messages are answered in order: while an `auth` is checked, later messages wait behind it, so
  // "auth, then subscribe user" sent back to back works. The inbound limit bounds the queue.
  let queue: Promise<void> = Promise.resolve();
  let queued = 0;
  const dispatch = (message: ClientMessage) => {
    if (queued === 0 && message.op !== 'auth') {
      handle(message);
      return;
    }
    queued += 1;
    queue = queue
      .then(() => handle(message))
      .catch((error: unknown) => deps.log.warn({ err: error }, 'websocket message failed'))
      .finally(() => {
        queued -= 1;
      });
  };

  socket.on('message', (data: RawData, isBinary: boolean) => {
    switch (allowMessage()) {
      case 'accept':
        break;
      case 'reject':
        fail('RATE_LIMITED', { max: options.inbound.perSecond });
        return;
      case 'close':
        deps.log.info('websocket closed: flooding');
        socket.close(CLOSE_POLICY, 'rate limit exceeded');
        return;
    }
    if (isBinary) {
      fail('BAD_MESSAGE');
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(textOf(data));
    } catch {
      fail('BAD_JSON');
      return;
    }
    const parsed = clientMessage.safeParse(json);
    if (!parsed.success) {
      const id = idOf(json);
      fail('BAD_MESSAGE', {}, id ? { id } : {});
      return;
    }
    dispatch(parsed.data);
  });
  socket.on('pong', () => {
    connection.alive = true;
  });
  socket.on('close', () => {
    closed = true;
    for (const name of subscribed) hub.unsubscribe(subscriber, name);
    subscribed.clear();
  });
  // A reset or protocol error also ends in 'close'; without a listener it would be an uncaught error.
  socket.on('error', (error: Error) => deps.log.info({ err: error }, 'websocket error'));
  return connection;
}
