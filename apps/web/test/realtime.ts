import type { ConfigChange } from '@halcyon/api';
import { queryClient } from '../src/shared/api/query-client.ts';
import { configSink } from '../src/shared/realtime/config-sink.ts';
import type { RealtimeClient, SocketLike } from '../src/shared/realtime/realtime-client.ts';

/** A realtime client that records what the screens hold and never opens a socket. */
export function recordingRealtime(): RealtimeClient & { held: Map<string, number> } {
  const held = new Map<string, number>();
  return {
    held,
    subscribe(channel) {
      held.set(channel, (held.get(channel) ?? 0) + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const count = (held.get(channel) ?? 1) - 1;
        if (count === 0) held.delete(channel);
        else held.set(channel, count);
      };
    },
    status: () => 'open',
    channels: () => [...held.keys()],
    dispose: () => held.clear(),
  };
}

/** A WebSocket that never connects: screens that hold channels in tests stay quiet. */
export class InertWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readyState = 0;
  onopen = null;
  onclose = null;
  onerror = null;
  onmessage = null;
  constructor(readonly url: string) {}
  send(): void {}
  close(): void {
    this.readyState = 3;
  }
  addEventListener(): void {}
  removeEventListener(): void {}
}

/**
 * A socket the test drives by hand: it records what the client sends, and the test opens it, pushes
 * messages (objects as JSON, strings as they are) and closes it as the server would.
 */
export class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  closed = false;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  serverClose() {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code: 1006 }));
  }
  push(message: unknown) {
    this.onmessage?.(
      new MessageEvent('message', { data: typeof message === 'string' ? message : JSON.stringify(message) }),
    );
  }
  ops(op: string) {
    return this.sent.filter((message) => message.op === op);
  }
}

/** What the `config` channel brings when an operator changes a kind of configuration: the screens re-read it. */
export function configChanged(kind: ConfigChange['kind']): void {
  configSink(queryClient).apply({
    type: 'update',
    channel: 'config',
    seq: 2,
    time: 0,
    data: { kind, at: 1 },
  });
}
