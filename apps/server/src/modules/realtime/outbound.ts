import { performance } from 'node:perf_hooks';
import type { ServerMessage, WS_ERROR_CODES } from '@halcyon/api';
import type { Locale } from '@halcyon/i18n';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocket } from 'ws';
import type { MessageParams } from '../../platform/errors.ts';
import type { Translator } from '../../platform/i18n.ts';
import type { RealtimeOptions } from './options.ts';
import { controlText, type DataFrame } from './wire.ts';

export type WsErrorCode = (typeof WS_ERROR_CODES)[number];

/** What every connection of an endpoint writes with: one object per endpoint, not per connection. */
export type OutboundContext = {
  options: RealtimeOptions;
  translator: Translator;
};

/** Who logs for this connection (the connection, which makes its logger only when there is a line to log). */
export type LogSource = { log(): Pick<FastifyBaseLogger, 'info'> };

/** ws options for a text frame whose payload is already UTF-8 bytes (shared, so not one object per send). */
const TEXT = { binary: false } as const;

/**
 * What a connection writes: replies and errors (translated), and the hub's frames, protecting the process
 * from a client that does not read (dropped past maxBufferedBytes, or behind for too long). A class, not
 * closures: thousands of connections each hold one small object, their methods live once on the prototype.
 */
export class Outbound {
  /** Since when (monotonic ms) the socket has had more than slowConsumerBytes unsent. */
  private behindSince: number | undefined;

  constructor(
    private readonly socket: WebSocket,
    private readonly context: OutboundContext,
    private readonly locale: Locale,
    private readonly owner: LogSource,
  ) {}

  private write(payload: string | Buffer): void {
    const { socket } = this;
    if (socket.readyState !== WebSocket.OPEN) return;
    if (socket.bufferedAmount > this.context.options.maxBufferedBytes) {
      this.owner.log().info({ buffered: socket.bufferedAmount }, 'websocket dropped: not reading');
      socket.terminate();
      return;
    }
    socket.send(payload, TEXT);
  }

  reply(message: ServerMessage): void {
    this.write(controlText(message));
  }

  fail(code: WsErrorCode, params: MessageParams = {}, extra: { channel?: string; id?: string } = {}): void {
    const message = this.context.translator.translate(this.locale, `realtime.${code}`, params);
    this.reply({ type: 'error', code, message, ...extra });
  }

  /** A snapshot: always sent (a connection too far behind is dropped instead). */
  send(frame: DataFrame, seq: number): void {
    this.write(frame.bytes(seq));
  }

  /** An update: skipped while the connection is behind (the client sees the sequence gap). */
  offer(frame: DataFrame, seq: number): void {
    if (this.socket.readyState === WebSocket.OPEN && !this.isBehind())
      this.socket.send(frame.bytes(seq), TEXT);
  }

  /** True while the socket has too much unsent; drops it when that lasts. */
  private isBehind(): boolean {
    const { socket } = this;
    const { slowConsumerBytes, slowConsumerMs } = this.context.options;
    if (socket.bufferedAmount <= slowConsumerBytes) {
      this.behindSince = undefined;
      return false;
    }
    const now = performance.now();
    this.behindSince ??= now;
    if (now - this.behindSince > slowConsumerMs) {
      this.owner.log().info({ buffered: socket.bufferedAmount }, 'websocket dropped: slow consumer');
      socket.terminate();
    }
    return true;
  }
}
