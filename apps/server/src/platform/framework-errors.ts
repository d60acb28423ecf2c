import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { failureBody } from './error-handler.ts';
import type { Translator } from './i18n.ts';

/**
 * Errors Fastify raises before a route's error handler exists (a path whose percent-encoding is broken)
 * still answer with the translated envelope, like every other answer of the server.
 */
export function frameworkErrorHandler(translator: Translator): FastifyServerOptions['frameworkErrors'] {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    request.log.info({ code: error.code }, 'request rejected by the framework');
    reply.status(400).send(failureBody(translator, request, { code: 'BAD_REQUEST' }));
  };
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  431: 'Request Header Fields Too Large',
};

/**
 * Requests Node's HTTP parser refuses (a URL or headers past 16 KiB, garbage bytes) never reach Fastify:
 * answer them on the socket with the envelope. Their headers were not read, so the message is English.
 */
export function clientErrorHandler(translator: Translator): (error: Error, socket: Socket) => void {
  return (error, socket) => {
    if (!socket.writable) return;
    const code = (error as { code?: string }).code;
    const status = code === 'HPE_HEADER_OVERFLOW' ? 431 : code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const errorCode = status === 431 ? 'REQUEST_TOO_LARGE' : 'BAD_REQUEST';
    const body = JSON.stringify({
      success: false,
      code: errorCode,
      message: translator.translate('en', `errors.${errorCode}`),
    });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  };
}
