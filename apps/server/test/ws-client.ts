import type { AddressInfo } from 'node:net';
import { serverMessage } from '@halcyon/api';
import { expect } from 'vitest';
import WebSocket from 'ws';
import { API } from './auth-helpers.ts';
import type { TestApp } from './test-app.ts';

export type Received = { type: string; channel?: string; seq?: number; [key: string]: unknown };
export type Match = (message: Received) => boolean;

type Waiter = { match: Match; resolve: (message: Received) => void; reject: (error: Error) => void };

/**
 * A real `ws` client for protocol tests: every message is kept in arrival order, and `next` takes the
 * first one that matches (waiting for it if needed), so a test reads the conversation like a transcript.
 */
export class TestSocket {
  readonly inbox: Received[] = [];
  /** Pings from the server, counted from the start: one can come with the upgrade's answer, before `open`. */
  pings = 0;
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly waiters = new Set<Waiter>();

  private constructor(readonly ws: WebSocket) {
    ws.on('ping', () => {
      this.pings += 1;
    });
    ws.on('message', (data) => {
      const message = JSON.parse(String(data)) as Received;
      for (const waiter of this.waiters) {
        if (waiter.match(message)) {
          this.waiters.delete(waiter);
          waiter.resolve(message);
          return;
        }
      }
      this.inbox.push(message);
    });
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => {
        for (const waiter of this.waiters) waiter.reject(new Error(`socket closed (${code})`));
        this.waiters.clear();
        resolve({ code, reason: reason.toString() });
      });
    });
  }

  static open(url: string, options: WebSocket.ClientOptions = {}): Promise<TestSocket> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, options);
      const socket = new TestSocket(ws);
      ws.once('open', () => resolve(socket));
      ws.once('error', reject);
      ws.once('unexpected-response', (_request, response) =>
        reject(new Error(`upgrade refused with ${response.statusCode}`)),
      );
    });
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  get isOpen(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }

  /** The first message (kept or yet to come) that matches, or a rejection after `timeoutMs`. */
  next(match: Match = () => true, timeoutMs = 3_000): Promise<Received> {
    const index = this.inbox.findIndex(match);
    if (index >= 0) return Promise.resolve(this.inbox.splice(index, 1)[0] as Received);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new Error(`no matching message within ${timeoutMs} ms; inbox: ${JSON.stringify(this.inbox)}`));
      }, timeoutMs);
      const waiter: Waiter = {
        match,
        resolve: (message) => {
          clearTimeout(timer);
          resolve(message);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      this.waiters.add(waiter);
    });
  }

  /** The messages of one channel that arrived so far, in order (removed from the inbox). */
  take(channel: string): Received[] {
    const taken = this.inbox.filter((message) => message.channel === channel);
    this.inbox.splice(0, this.inbox.length, ...this.inbox.filter((message) => message.channel !== channel));
    return taken;
  }

  /** Round trip through the server: everything it sent before answering this ping has arrived. */
  async sync(): Promise<void> {
    const id = `sync-${Math.random().toString(36).slice(2)}`;
    this.send({ op: 'ping', id });
    await this.next((message) => message.type === 'pong' && message.id === id);
  }

  close(): void {
    this.ws.close();
  }
}

export const ofType =
  (type: string, channel?: string): Match =>
  (message) =>
    message.type === type && (channel === undefined || message.channel === channel);

/** Starts the test app on a free port; answers the URL of its websocket. */
export async function listenWs(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}${API}/ws`;
}

/** Every message the server sends must satisfy the contract the web client validates with. */
export function valid(message: Received): Received {
  expect(serverMessage.safeParse(message).success, JSON.stringify(message)).toBe(true);
  return message;
}

/** The error message with this code. */
export const errorOf = (socket: TestSocket, code: string) =>
  socket.next((message) => message.type === 'error' && message.code === code);
