import type { RealtimeClient } from '../src/shared/realtime/realtime-client.ts';

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
