import { performance } from 'node:perf_hooks';
import type { ServerMessage, WS_ERROR_CODES } from '@halcyon/api';
import type { Locale } from '@halcyon/i18n';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocket } from 'ws';
import type { MessageParams } from '../../platform/errors.ts';
import type { Translator } from '../../platform/i18n.ts';
import type { Subscriber } from './channel-kind.ts';
import type { RealtimeOptions } from './options.ts';
import { controlText, type DataFrame, frameText } from './wire.ts';

export type WsErrorCode = (typeof WS_ERROR_CODES)[number];

type Deps = {
  options: RealtimeOptions;
  log: Pick<FastifyBaseLogger, 'info'>;
  translator: Translator;
  locale: Locale;
  /** The hub gave up on a channel of this connection. */
  dropped: (channel: string) => void;
};

/**
 * What a connection writes: replies and errors (translated), and the hub's frames, protecting the process
 * from a client that does not read (dropped past maxBufferedBytes, or behind for too long).
 */
export function createOutbound(socket: WebSocket, { options, log, translator, locale, dropped }: Deps) {
  let behindSince: number | undefined;

  const write = (text: string) => {
    if (socket.readyState !== WebSocket.OPEN) return;
    if (socket.bufferedAmount > options.maxBufferedBytes) {
      log.info({ buffered: socket.bufferedAmount }, 'websocket dropped: not reading');
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
      message: translator.translate(locale, `realtime.${code}`, params),
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
      log.info({ buffered: socket.bufferedAmount }, 'websocket dropped: slow consumer');
      socket.terminate();
    }
    return true;
  };

  const subscriber: Subscriber = {
    send: (frame: DataFrame, seq: number) => write(frameText(frame, seq)),
    offer: (frame: DataFrame, seq: number) => {
      if (socket.readyState === WebSocket.OPEN && !isBehind()) socket.send(frameText(frame, seq));
    },
    dropped,
  };

  return { reply, fail, subscriber };
}

export type Outbound = ReturnType<typeof createOutbound>;
