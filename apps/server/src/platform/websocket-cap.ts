import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** The websocket endpoints: the people's socket and the operators' console socket. */
export const WEBSOCKET_PATHS = new Set(['/api/uniapp/ws', '/api/admin/ws']);

/**
 * True for a request asking to become one of our websockets. The route matters: an Upgrade header on any
 * other route must not buy that request a way around the HTTP rate limit. The route the request matched,
 * not its raw URL: routing decodes the path (/api/uniapp/w%73 is the socket), so a raw comparison let such
 * a spelling past the per-address cap.
 */
export function isWebsocketUpgrade(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return (
    request.headers.upgrade?.toLowerCase() === 'websocket' &&
    route !== undefined &&
    WEBSOCKET_PATHS.has(route)
  );
}

/**
 * Caps the websocket connections one client address holds at once. Sockets live long and cost memory, so
 * they get a budget of their own instead of the per-minute HTTP one: a page that reconnects often must not
 * starve the address's API calls (or a load balancer's health checks) and one address cannot hold
 * thousands of sockets. The count drops when the underlying TCP connection closes.
 */
export function registerWebsocketCap(app: FastifyInstance, maxPerAddress: number): void {
  const open = new Map<string, number>();
  app.addHook('onRequest', async (request, reply) => {
    if (!isWebsocketUpgrade(request)) return;
    const address = request.ip;
    const count = open.get(address) ?? 0;
    if (count >= maxPerAddress) {
      // A refused upgrade's socket is no ordinary keep-alive connection: close it with the answer, or it
      // lingers (and holds up a graceful shutdown) until the client hangs up.
      reply.header('connection', 'close');
      reply.raw.once('finish', () => request.raw.socket.destroy());
      throw new AppError('RATE_LIMITED');
    }
    open.set(address, count + 1);
    countDownOnClose(open, address, request.raw.socket);
  });
}

/**
 * Its own function so that the listener's closure holds only the count and the address: one sharing the
 * hook's scope would also hold the request (the refusal's listener uses it) for the socket's whole life.
 */
function countDownOnClose(open: Map<string, number>, address: string, socket: Socket): void {
  socket.once('close', () => {
    const left = (open.get(address) ?? 1) - 1;
    if (left <= 0) open.delete(address);
    else open.set(address, left);
  });
}
