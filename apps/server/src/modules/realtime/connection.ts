import { performance } from 'node:perf_hooks';
import type { ClientMessage, OperatorRole } from '@halcyon/api';
import type { Locale } from '@halcyon/i18n';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { readMessage } from './inbound.ts';
import { createInboundLimiter, type InboundVerdict } from './inbound-limiter.ts';
import { type LogSource, Outbound, type OutboundContext } from './outbound.ts';
import { Subscriptions, type SubscriptionsContext } from './subscriptions.ts';
import { CLOSE_SESSION_ENDED } from './upgrade-recheck.ts';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/** Signed-in sessions that ended (logout, password change, freeze, sign-out of other devices but `kept`...). */
export type SessionsEnded = { sessionId: string } | { userId: string; kept?: string };

/** Whether `ended` names the session `session` of `principal`. */
function ends(ended: SessionsEnded, principal: string, session: string): boolean {
  return 'sessionId' in ended
    ? ended.sessionId === session
    : ended.userId === principal && ended.kept !== session;
}

/** What every connection of one endpoint shares: made once per endpoint, not per connection. */
export type ConnectionContext = OutboundContext &
  SubscriptionsContext & {
    /**
     * The principal a token names (a user id on the user socket) and the session it belongs to, or a throw
     * (an AppError when the token is refused). Private channels belong to the principal.
     */
    authenticate: (token: string) => Promise<{ principal: string; session: string }>;
    clock: Clock;
    /** The endpoint's logger: a connection makes its child (with the request id) only when it logs. */
    log: Log & { child(bindings: { reqId: string }): Log };
    /** The socket closed (for the endpoint's heartbeat list). */
    closed(connection: Connection): void;
  };

/** Policy violation: sustained flooding. */
const CLOSE_POLICY = 1008;
const monotonic = () => performance.now();

/**
 * One client socket: reads its messages (rate limited, validated, answered; bad input is answered with
 * an error and never closes the socket), holds its subscriptions, and writes what the hub fans out,
 * protecting the process from a client that does not read. A class over three small objects (this,
 * Outbound, Subscriptions) rather than closures: it is made thousands of times, and what most connections
 * never use (a logger, the rate limiter's ring, the auth queue, the channel map) is made on first use.
 */
export class Connection implements LogSource {
  /** Cleared on each heartbeat, set by the pong: still false at the next heartbeat means dead. */
  alive = true;
  private closed = false;
  private readonly outbound: Outbound;
  private readonly subscriptions: Subscriptions;
  private allowMessage: (() => InboundVerdict) | undefined;
  private logger: Log | undefined;
  /** The signed-in session of the last accepted `auth`: when it ends, the socket is closed. */
  private session: string | undefined;
  /**
   * While an `auth` is checked: the sessions heard ending meanwhile. Its answer may have been read before
   * they ended, so it does not sign the socket in under one of them.
   */
  private endedWhileChecking: SessionsEnded[] | undefined;
  /** Messages wait behind an `auth` being checked: the chain, and how many are in it. */
  private queue: Promise<void> | undefined;
  private queued = 0;

  constructor(
    readonly socket: WebSocket,
    private readonly context: ConnectionContext,
    locale: Locale,
    private readonly requestId: string,
    role?: OperatorRole,
  ) {
    this.outbound = new Outbound(socket, context, locale, this);
    this.subscriptions = new Subscriptions(context, this.outbound, role);
    socket.on('message', (data: RawData, isBinary: boolean) => this.receive(data, isBinary));
    socket.on('pong', () => {
      this.alive = true;
    });
    socket.on('close', () => this.close());
    // A reset or protocol error also ends in 'close'; without a listener it would be an uncaught error.
    socket.on('error', (error: Error) => this.log().info({ err: error }, 'websocket error'));
  }

  log(): Log {
    this.logger ??= this.context.log.child({ reqId: this.requestId });
    return this.logger;
  }

  private close(): void {
    this.closed = true;
    this.subscriptions.closeAll();
    this.context.closed(this);
  }

  private receive(data: RawData, isBinary: boolean): void {
    const { inbound } = this.context.options;
    this.allowMessage ??= createInboundLimiter(inbound, monotonic);
    const verdict = this.allowMessage();
    switch (verdict) {
      case 'accept':
        break;
      case 'reject':
        this.outbound.fail('RATE_LIMITED', { max: inbound.perSecond });
        return;
      case 'close':
        this.log().info('websocket closed: flooding');
        this.socket.close(CLOSE_POLICY, 'rate limit exceeded');
        return;
      default:
        verdict satisfies never;
    }
    const read = readMessage(data, isBinary);
    if (read.ok) this.dispatch(read.message);
    else this.outbound.fail(read.code, {}, read.id ? { id: read.id } : {});
  }

  /**
   * Messages are answered in order: while an `auth` is checked, later messages wait behind it, so
   * "auth, then subscribe user" sent back to back works. The inbound limit bounds the queue.
   */
  private dispatch(message: ClientMessage): void {
    if (this.queued === 0 && message.op !== 'auth') {
      this.handle(message);
      return;
    }
    this.queued += 1;
    this.queue = (this.queue ?? Promise.resolve())
      .then(() => this.handle(message))
      .catch((error: unknown) => this.log().warn({ err: error }, 'websocket message failed'))
      .finally(() => {
        this.queued -= 1;
        if (this.queued === 0) this.queue = undefined;
      });
  }

  private handle(message: ClientMessage): Promise<void> | undefined {
    if (this.closed) return undefined;
    const id = message.id ? { id: message.id } : {};
    switch (message.op) {
      case 'subscribe':
        this.subscriptions.subscribe(message.channels, message.id);
        return;
      case 'unsubscribe':
        this.subscriptions.unsubscribe(message.channels, message.id);
        return;
      case 'ping':
        this.outbound.reply({ type: 'pong', time: this.context.clock.now(), ...id });
        return;
      case 'auth':
        return this.authenticate(message.token, message.id);
      default:
        message satisfies never;
    }
  }

  /** The session of the last accepted `auth`, if any. */
  get signedInSession(): string | undefined {
    return this.session;
  }

  /**
   * Signed-in sessions ended (in any process): closes this socket if it is signed in under one of them,
   * and remembers them while an `auth` is checked.
   */
  sessionsEnded(ended: SessionsEnded): void {
    const { principal } = this.subscriptions;
    if (this.session !== undefined && principal !== undefined && ends(ended, principal, this.session)) {
      this.socket.close(CLOSE_SESSION_ENDED, 'session ended');
      return;
    }
    this.endedWhileChecking?.push(ended);
  }

  /** The principal and session a token names, or undefined: refused, or ended while it was checked. */
  private async check(token: string): Promise<{ principal: string; session: string } | undefined> {
    const ended: SessionsEnded[] = [];
    this.endedWhileChecking = ended;
    try {
      const found = await this.context.authenticate(token);
      // Read live, but ended before the answer came: refused, as a read a moment later would be.
      return ended.some((one) => ends(one, found.principal, found.session)) ? undefined : found;
    } catch (error) {
      // A refused token is the client's problem; anything else (the database) is ours, worth a log line.
      if (!(error instanceof AppError)) this.log().warn({ err: error }, 'websocket auth failed');
      return undefined;
    } finally {
      this.endedWhileChecking = undefined;
    }
  }

  private async authenticate(token: string, id: string | undefined): Promise<void> {
    const authenticated = await this.check(token);
    if (this.closed) return;
    const { subscriptions } = this;
    if (authenticated === undefined) {
      subscriptions.principal = undefined;
      this.session = undefined;
      this.outbound.fail('AUTH_FAILED', {}, id ? { id } : {});
      subscriptions.leavePrivate();
      return;
    }
    const { principal, session } = authenticated;
    if (subscriptions.principal !== undefined && subscriptions.principal !== principal) {
      subscriptions.leavePrivate();
    }
    subscriptions.principal = principal;
    this.session = session;
    this.outbound.reply({ type: 'authenticated', userId: principal, ...(id ? { id } : {}) });
  }
}
