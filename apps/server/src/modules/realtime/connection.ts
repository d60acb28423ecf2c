import type { ClientMessage } from '@halcyon/api';
import type { Locale } from '@halcyon/i18n';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { Translator } from '../../platform/i18n.ts';
import type { ChannelHub } from './channel-hub.ts';
import type { ParseContext } from './channel-kind.ts';
import { readMessages } from './inbound.ts';
import type { RealtimeOptions } from './options.ts';
import { createOutbound } from './outbound.ts';
import { createSubscriptions } from './subscriptions.ts';

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

/**
 * One client socket: reads its messages (rate limited, validated, answered; bad input is answered with
 * an error and never closes the socket), holds its subscriptions, and writes what the hub fans out,
 * protecting the process from a client that does not read.
 */
export function openConnection(socket: WebSocket, deps: ConnectionDeps): Connection {
  const { hub, options, clock } = deps;
  let closed = false;
  const connection: Connection = { socket, alive: true };
  const outbound = createOutbound(socket, { ...deps, dropped: (channel) => subscriptions.dropped(channel) });
  const { reply, fail } = outbound;
  const subscriptions = createSubscriptions({
    hub,
    findPair: deps.findPair,
    options,
    outbound,
    subscriber: outbound.subscriber,
  });
  const { subscribe, unsubscribe, leavePrivate } = subscriptions;

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
      subscriptions.setPrincipal(undefined);
      fail('AUTH_FAILED', {}, id ? { id } : {});
      leavePrivate();
      return;
    }
    const principal = subscriptions.principal();
    if (principal !== undefined && principal !== authenticated) leavePrivate();
    subscriptions.setPrincipal(authenticated);
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

  readMessages(socket, { options, log: deps.log, fail }, dispatch);
  socket.on('pong', () => {
    connection.alive = true;
  });
  socket.on('close', () => {
    closed = true;
    subscriptions.closeAll();
  });
  // A reset or protocol error also ends in 'close'; without a listener it would be an uncaught error.
  socket.on('error', (error: Error) => deps.log.info({ err: error }, 'websocket error'));
  return connection;
}
