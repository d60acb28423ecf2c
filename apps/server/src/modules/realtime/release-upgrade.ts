import { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

/**
 * Lets go of the HTTP exchange a websocket was upgraded from, which would otherwise stay reachable for the
 * socket's whole life (several KiB per connection: the request with its headers, the reply with the
 * security headers it was given, Fastify's request and reply objects):
 * - @fastify/websocket hands the upgrade to Fastify's router with a ServerResponse bound to the TCP
 *   socket, and nothing ends that response once the route hijacks it: the socket keeps pointing at it;
 * - its error listener on the websocket keeps the route's request and reply for the plugin's error handler.
 * The caller adds its own error listener at once, in place of the plugin's (`ws` adds none of its own to
 * the WebSocket, so the only one removed is the plugin's).
 */
export function releaseUpgrade(socket: WebSocket, request: FastifyRequest): void {
  const tcp = request.raw.socket as Socket & { _httpMessage?: unknown };
  if (tcp._httpMessage instanceof ServerResponse) tcp._httpMessage.detachSocket(tcp);
  socket.removeAllListeners('error');
}
