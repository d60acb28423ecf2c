/**
 * The yardstick of bench/ws-fanout.ts: a bare `ws` broadcast server speaking just enough of the app's
 * protocol for the same clients (subscribe, then a snapshot, then sequence-numbered updates), with none of
 * the app (no Fastify, no validation, no rate limits, no per-connection sequence). Each update is
 * serialised once into one Buffer and sent to every client, the cheapest broadcast `ws` offers.
 */
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';

export type BareServer = {
  url: string;
  /** Open connections (for the benchmark to wait until they are gone). */
  connections(): number;
  broadcast(data: unknown): void;
  close(): Promise<void>;
};

export async function startBareServer(snapshot: () => unknown): Promise<BareServer> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  let seq = 1;
  server.on('connection', (socket) => {
    socket.once('message', () => {
      const message = { type: 'snapshot', channel: 'tickers', seq, time: Date.now(), data: snapshot() };
      socket.send(JSON.stringify(message));
    });
  });
  return {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => server.clients.size,
    broadcast(data) {
      seq += 1;
      const message = { type: 'update', channel: 'tickers', seq, time: Date.now(), data };
      const bytes = Buffer.from(JSON.stringify(message));
      for (const client of server.clients) {
        if (client.readyState === WebSocket.OPEN) client.send(bytes, { binary: false });
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
