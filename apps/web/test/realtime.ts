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
