import { performance } from 'node:perf_hooks';
import { type ClientMessage, clientMessage } from '@halcyon/api';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { createInboundLimiter } from './inbound-limiter.ts';
import type { RealtimeOptions } from './options.ts';
import type { Outbound } from './outbound.ts';

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

type Deps = {
  options: RealtimeOptions;
  log: Pick<FastifyBaseLogger, 'info'>;
  fail: Outbound['fail'];
};

/**
 * Reads a socket's messages: rate limited (flooding closes it), text JSON only, validated against the
 * client message schema; bad input is answered with an error and never closes the socket.
 */
export function readMessages(
  socket: WebSocket,
  { options, log, fail }: Deps,
  dispatch: (message: ClientMessage) => void,
) {
  const allowMessage = createInboundLimiter(options.inbound, () => performance.now());
  socket.on('message', (data: RawData, isBinary: boolean) => {
    switch (allowMessage()) {
      case 'accept':
        break;
      case 'reject':
        fail('RATE_LIMITED', { max: options.inbound.perSecond });
        return;
      case 'close':
        log.info('websocket closed: flooding');
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
}
