import { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

/**
 * Lets go of the HTTP exchange a websocket was upgraded from, which would otherwise stay reachable for the
 * socket's whole life (about 5 KiB per connection: the request with its headers, the reply with the
 * security headers it was given, Fastify's request, reply and request logger):
 * - @fastify/websocket hands the upgrade to Fastify's router with a ServerResponse bound to the TCP
 *   socket (`socket._httpMessage`), and nothing ends that response once the route hijacks it. Detaching
 *   only unlinks the two (and the response's listener for the socket's close); nothing is written, ended
 *   or destroyed, and Fastify's 'finish'/'error' listeners on the response, which would run the plugin's
 *   onResponse hook (it destroys the socket), stay on a response that can no longer emit either.
 * - its error listener on the websocket keeps the route's request and reply for the plugin's error handler
 *   (which logs and terminates). The caller adds its own error listener at once, in place of the
 *   plugin's: `ws` adds none of its own to the WebSocket, so the only one removed is the plugin's, and
 *   `ws` closes the socket itself after an error.
 * Sockets closed with 1006 in the websocket tests were not this: their 150 ms heartbeat dropped a socket
 * whose pong a stalled process had not read yet (websocket.test.ts now uses it only where it is tested).
 */
export function releaseUpgrade(socket: WebSocket, request: FastifyRequest): void {
  const tcp = request.raw.socket as Socket & { _httpMessage?: unknown };
  if (tcp._httpMessage instanceof ServerResponse) tcp._httpMessage.detachSocket(tcp);
  socket.removeAllListeners('error');
}
