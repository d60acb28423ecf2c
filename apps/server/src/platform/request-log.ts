import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { withPersonalQueryRedacted } from './personal-query.ts';

/**
 * One access-log line per request, when it is answered: method, url, client address, status, time and
 * request id together, as a web server's access log has them. Fastify's own controller writes two ("incoming
 * request", then "request completed"), so at LOG_LEVEL=info, npm start's default, every request cost two
 * serialised lines for one record. A request that errs is this line at
 * error, with the error (the error handler writes its own beside it); one that is never answered is logged
 * where that happens (timeouts, crashes). A search's personal value (an e-mail, an address) is not written.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: loggedRequest(request), res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * What Fastify's request serializer reads, with the url's personal query values redacted; the request itself
 * when there are none, so an ordinary request allocates nothing more.
 */
function loggedRequest(request: FastifyRequest) {
  const url = withPersonalQueryRedacted(request.url);
  if (url === request.url) return request;
  const { method, headers, host, ip, socket } = request;
  return { method, url, headers, host, ip, socket };
}
